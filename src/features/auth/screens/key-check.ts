import { useCallback, useEffect, useState } from "react";
import type { ApiError, Result } from "../../../api-client/http";

export type KeyCheck<T> = { state: "checking" } | { state: "valid"; data: T } | { state: "invalid" } | { state: "failed"; error: ApiError };

/**
 * Checks a mailed key on load (contract §3: GET with the key header). 400 means the key is no longer
 * valid; no answer or a broken one is a failure to show with a retry, not an invalid link.
 */
export function useKeyCheck<T>(key: string, check: (key: string) => Promise<Result<T>>) {
  const [result, setResult] = useState<KeyCheck<T>>({ state: "checking" });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setResult({ state: "checking" });
    if (!key) {
      setResult({ state: "invalid" });
      return;
    }
    void check(key).then((r) => {
      if (!live) return;
      if (r.ok) setResult({ state: "valid", data: r.value.data });
      else if (r.error.status === 400 || r.error.status === 409 || r.error.status === 404) setResult({ state: "invalid" });
      else setResult({ state: "failed", error: r.error });
    });
    return () => {
      live = false;
    };
  }, [key, check, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { result, retry };
}

/** The key of `/auth/…/key/:code/` from the splat of a client-only route ("abc/" → "abc"). */
export function keyFromSplat(splat: string | undefined): string {
  const first = (splat ?? "").split("/").filter(Boolean)[0] ?? "";
  try {
    return decodeURIComponent(first);
  } catch {
    return first;
  }
}
