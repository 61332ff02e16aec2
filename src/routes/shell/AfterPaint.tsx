import { Suspense, type ReactNode } from 'react';
import { useLargestPainted } from '../usePainted';

/**
 * Renders `children` (a lazy chunk, usually) only once what is on screen now has painted and the browser has reported
 * the largest paint (useLargestPainted), and `fallback` until then and while the chunk loads: the chunk and the
 * requests it sends do not share the network with that paint (DESIGN §9, largest paint).
 */
export function AfterPaint({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const painted = useLargestPainted();
  return <Suspense fallback={fallback}>{painted ? children : fallback}</Suspense>;
}
