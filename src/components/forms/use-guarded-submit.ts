import { useCallback, useRef, useState } from "react";

/**
 * Spec §4: a second submit while the first is loading is ignored. The guard is a ref (not state), so
 * even two clicks in the same frame send one request.
 */
export function useGuardedSubmit<A extends unknown[]>(action: (...args: A) => Promise<void>) {
  const busy = useRef(false);
  const [loading, setLoading] = useState(false);
  const run = useCallback(
    async (...args: A) => {
      if (busy.current) return;
      busy.current = true;
      setLoading(true);
      try {
        await action(...args);
      } finally {
        busy.current = false;
        setLoading(false);
      }
    },
    [action],
  );
  return { run, loading };
}
