import { useEffect, useState } from 'react';
import { liveActors } from './liveActors';
import { connectStream, hasInspectingWindow, streamSourceOf, type StreamSource } from './inspectorSource';

export interface InspectorStreamStatus {
  /** What the page shows of its source, or why it receives nothing. */
  text: string;
  error: boolean;
}

function statusOf(source: StreamSource | { error: string }): InspectorStreamStatus {
  if ('error' in source) return { text: source.error, error: true };
  if (source.kind === 'ws')
    return { text: `正在跟随无头运行：${source.url}（npm run drive -- … --watch）`, error: false };
  return hasInspectingWindow()
    ? { text: '检查器窗口：显示打开本页的应用标签页发来的状态机事件（@statelyai/inspect，离线）', error: false }
    : {
        text: '没有打开本页的应用标签页：在应用的调试面板（F1）中把实时检查器设为“本地（离线）”，它会打开本窗口',
        error: true,
      };
}

/**
 * /__flows?inspector or ?ws=…: the page shows the actors of an @statelyai/inspect stream instead of this browser's.
 * Call before useFlowsViewer, so that the viewer follows the stream from its first render.
 */
export function useInspectorStream(params: URLSearchParams): InspectorStreamStatus | undefined {
  const [source] = useState(() => {
    const found = streamSourceOf(params);
    if (found && !('error' in found)) liveActors?.showStream();
    return found;
  });
  useEffect(() => {
    if (!source || 'error' in source || !liveActors) return;
    const receive = liveActors.showStream();
    let stop: (() => void) | undefined;
    let current = true;
    void connectStream(source, receive).then((unsubscribe) => (current ? (stop = unsubscribe) : unsubscribe()));
    return () => {
      current = false;
      stop?.();
    };
  }, [source]);
  return source && statusOf(source);
}
