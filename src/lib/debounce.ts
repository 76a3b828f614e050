/**
 * Debounce with a maximum wait (spec §9: cart events 200 ms, at most 500 ms): calls `fn` once the
 * calls stop for `wait` ms, or at the latest `maxWait` ms after the first pending call.
 * `flush()` runs a pending call now; `cancel()` drops it.
 */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, wait: number, maxWait: number) {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let maxTimer: ReturnType<typeof setTimeout> | null = null;
  let pending: A | null = null;

  const clear = () => {
    if (timer) clearTimeout(timer);
    if (maxTimer) clearTimeout(maxTimer);
    timer = maxTimer = null;
  };
  const run = () => {
    clear();
    if (!pending) return;
    const args = pending;
    pending = null;
    fn(...args);
  };
  const debounced = (...args: A) => {
    pending = args;
    if (timer) clearTimeout(timer);
    timer = setTimeout(run, wait);
    if (!maxTimer) maxTimer = setTimeout(run, maxWait);
  };
  debounced.flush = run;
  debounced.cancel = () => {
    clear();
    pending = null;
  };
  debounced.pending = () => pending !== null;
  return debounced;
}
