import { Suspense, useEffect, useState } from 'react';
import { lazyChunk } from '../shell/lazyScreen';
import { useTapRun } from '../useTapRun';
import { readOverlayOpen } from './flowsOverlaySession';

const DebugTools = lazyChunk(() => import('./DebugTools'));

const OPEN_TAPS = 3;
/** Taps count in this square at the top-right corner; they still reach whatever lies there. */
const CORNER_PX = 44;

/**
 * The debug panel of non-production builds opens on F1 or three quick taps at the top-right corner. Only these
 * listeners load with the app: the panel, its demo controls and its Mantine parts load when first opened (or at
 * once when the flows overlay was open before a reload), so they never slow a page's first screen.
 */
export default function DebugLauncher() {
  // Read after the first render, which hydrates the HTML's first screen: that was rendered with no panel.
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (readOverlayOpen()) setWanted(true);
  }, []);
  const [opened, setOpened] = useState(false);
  const open = () => {
    setWanted(true);
    setOpened(true);
  };
  const { tap } = useTapRun(OPEN_TAPS, open);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.clientX >= window.innerWidth - CORNER_PX && event.clientY <= CORNER_PX) tap();
    };
    window.addEventListener('click', onClick, { capture: true });
    return () => window.removeEventListener('click', onClick, { capture: true });
  }, [tap]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'F1') return;
      event.preventDefault();
      open();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <DebugTools opened={opened} onClose={() => setOpened(false)} />
    </Suspense>
  );
}
