import { Suspense, lazy, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from "react";
import { ErrorBoundary } from "./error-boundary";
import { loadWithPreloadRule } from "./lazy-page";

/** Browser idle time after hydration, or this long at most, before an island loads by itself. */
const IDLE_TIMEOUT_MS = 2000;
const INTERACTION_EVENTS = ["pointerenter", "pointerdown", "focusin", "touchstart"] as const;

/**
 * A client island of a static content page: its code is a separate chunk, fetched when the visitor
 * reaches for it (pointer or focus inside its box) or when the browser is idle after hydration,
 * whichever comes first. Until then (and while the chunk loads) the placeholder fills the box; the
 * box's height is reserved by the page's CSS (`className`), so the island's arrival moves nothing.
 * A failed load follows the preload rule of spec §8 (src/components/lazy-page.ts): unhandled, it reaches
 * the island's own error boundary, which shows `failure` (with a retry) instead of breaking the page.
 */
export function clientIsland<P extends object>(loader: () => Promise<{ default: ComponentType<P> }>) {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const load = () => (loading ??= loadWithPreloadRule(loader).catch((e: unknown) => {
    loading = null;
    throw e;
  }));
  return function Island({ className, placeholder, failure, testId, ...props }: P & { className: string; placeholder: ReactNode; failure: (retry: () => void) => ReactNode; testId?: string }) {
    const box = useRef<HTMLDivElement>(null);
    const [active, setActive] = useState(false);
    // A new lazy component per attempt: React keeps a failed one failed.
    const [attempt, setAttempt] = useState(0);
    // eslint-disable-next-line react-hooks/exhaustive-deps
    const Lazy = useMemo(() => lazy(load), [attempt]);
    useEffect(() => {
      const el = box.current;
      if (!el) return;
      const start = () => setActive(true);
      const idle = typeof window.requestIdleCallback === "function" ? window.requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS }) : window.setTimeout(start, IDLE_TIMEOUT_MS);
      INTERACTION_EVENTS.forEach((e) => el.addEventListener(e, start, { once: true, passive: true }));
      return () => {
        if (typeof window.cancelIdleCallback === "function") window.cancelIdleCallback(idle);
        else window.clearTimeout(idle);
        INTERACTION_EVENTS.forEach((e) => el.removeEventListener(e, start));
      };
    }, []);
    return (
      <div ref={box} className={className} data-testid={testId} data-island={active ? "active" : "waiting"}>
        {active ? (
          <ErrorBoundary
            fallback={(reset) =>
              failure(() => {
                setAttempt((n) => n + 1);
                reset();
              })
            }
          >
            <Suspense fallback={placeholder}>
              <Lazy {...(props as unknown as P)} />
            </Suspense>
          </ErrorBoundary>
        ) : (
          placeholder
        )}
      </div>
    );
  };
}
