import { useRef } from 'react';

/** A ref that always holds this render's value: for a service built on the first render that needs later ones. */
export function useLatest<T>(value: T) {
  const latest = useRef(value);
  latest.current = value;
  return latest;
}
