import { useEffect, useState } from "react";

/** Spec §9: the default debounce is 200 ms. */
export const SEARCH_DEBOUNCE_MS = 200;

/**
 * The value, once it has stopped changing for `delay` ms; `settle` adopts a value at once (a query
 * restored from a shared link has not been typed, so there is nothing to wait for).
 */
export function useDebouncedValue<T>(value: T, delay = SEARCH_DEBOUNCE_MS): [T, (v: T) => void] {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(id);
  }, [value, delay]);
  return [debounced, setDebounced];
}
