/** A minimal typed event source, so services can announce things without knowing who listens. */
export interface EventSource<T> {
  emit(event: T): void;
  subscribe(listener: (event: T) => void): () => void;
}

export function createEventSource<T>(): EventSource<T> {
  const listeners = new Set<(event: T) => void>();
  return {
    emit: (event) => listeners.forEach((l) => l(event)),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
