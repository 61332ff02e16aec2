import { Component, type ReactNode } from 'react';

/** Asked of every failed chunk by the shell's 重试 (NetworkNotice), as the `online` event asks it by itself. */
export const CHUNK_RETRY_EVENT = 'chunk-retry';

interface ChunkBoundaryProps {
  /** What stands in for the chunk while it cannot load: nothing, or a section's 重试. */
  failed: (retry: () => void) => ReactNode;
  onRetry: () => void;
  children?: ReactNode;
}

/**
 * Keeps a lazy chunk's failure to itself: the chunk's place shows `failed`, never an empty app, and it loads again
 * when the network comes back or the user asks. Its failure has already been reported (lazyScreen's preloadFailed).
 */
export class ChunkBoundary extends Component<ChunkBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  private readonly retry = () => {
    if (this.state.failed) this.props.onRetry();
  };

  override componentDidMount() {
    window.addEventListener('online', this.retry);
    window.addEventListener(CHUNK_RETRY_EVENT, this.retry);
  }

  override componentWillUnmount() {
    window.removeEventListener('online', this.retry);
    window.removeEventListener(CHUNK_RETRY_EVENT, this.retry);
  }

  override render() {
    return this.state.failed ? this.props.failed(this.retry) : this.props.children;
  }
}
