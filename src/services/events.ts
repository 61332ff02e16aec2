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

/** A value that screens read with useSyncExternalStore: subscribers hear only of a change that `same` says is one. */
export function createValueStore<T>(initial: T, same: (a: T, b: T) => boolean = Object.is) {
  let current = initial;
  const changes = createEventSource<void>();
  return {
    get: () => current,
    set(next: T) {
      if (same(current, next)) return;
      current = next;
      changes.emit();
    },
    subscribe: (listener: () => void) => changes.subscribe(listener),
  };
}
