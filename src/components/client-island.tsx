import { Suspense, useEffect, useRef, useState, type ComponentType, type ReactNode, type RefObject } from "react";
import { ErrorBoundary } from "./error-boundary";
import { loadWithPreloadRule } from "./lazy-page";

/** Browser idle time after hydration, or this long at most, before an "idle" island loads by itself. */
const IDLE_TIMEOUT_MS = 2000;
/**
 * How far ahead of the viewport a "visible" island starts loading (decision 053): its chunk has the time
 * of scrolling the last 300 px (and of reading up to the control) to arrive, and an island that lies
 * further down than that stays unloaded at first paint.
 */
export const VISIBLE_ROOT_MARGIN = "300px 0px";
const INTERACTION_EVENTS = ["pointerenter", "pointerdown", "focusin", "touchstart"] as const;
const FOCUSABLE = 'button, input, select, textarea, a[href], [tabindex]:not([tabindex="-1"])';

/**
 * When an island loads by itself: "idle" — when the browser is idle after hydration; "visible" — when
 * its box comes within VISIBLE_ROOT_MARGIN of the viewport (for islands below the fold), or at idle
 * where the browser has no IntersectionObserver.
 */
export type IslandTrigger = "idle" | "visible";

/** Calls `start` once the trigger fires; returns the cleanup. */
function watch(el: HTMLElement, trigger: IslandTrigger, start: () => void): () => void {
  if (trigger === "visible" && typeof window.IntersectionObserver === "function") {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        start();
      },
      { rootMargin: VISIBLE_ROOT_MARGIN },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }
  const idle =
    typeof window.requestIdleCallback === "function"
      ? window.requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS })
      : window.setTimeout(start, IDLE_TIMEOUT_MS);
  return () => {
    if (typeof window.cancelIdleCallback === "function") window.cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}

/**
 * A client island of a static content page: its code is a separate chunk, fetched when the visitor
 * reaches for it (pointer or focus inside its box) or when its trigger fires (browser idle after
 * hydration, or the box nearing the viewport), whichever comes first. Until then (and while the chunk
 * loads) the placeholder fills the box; the box's height is reserved by the page's CSS (`className`),
 * so the island's arrival moves nothing.
 * A failed load follows the preload rule of spec §8 (src/components/lazy-page.ts): unhandled, it reaches
 * the island's own error boundary, which shows `failure` (with a retry) instead of breaking the page.
 */
export function clientIsland<P extends object>(loader: () => Promise<{ default: ComponentType<P> }>, { trigger = "idle" }: { trigger?: IslandTrigger } = {}) {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const load = () =>
    (loading ??= loadWithPreloadRule(loader).catch((e: unknown) => {
      loading = null;
      throw e;
    }));
  return function Island({
    className,
    placeholder,
    failure,
    testId,
    ...props
  }: P & { className: string; placeholder: ReactNode; failure: (retry: () => void) => ReactNode; testId?: string }) {
    const box = useRef<HTMLDivElement>(null);
    const [active, setActive] = useState(false);
    // The loaded component, or the load's error (thrown in render, so the error boundary shows `failure`).
    const [loaded, setLoaded] = useState<{ Component: ComponentType<P> } | { error: unknown } | null>(null);
    const [attempt, setAttempt] = useState(0);
    // Focus that was inside the box when the placeholder went away (e.g. a placeholder button reached by Tab).
    const hadFocus = useRef(false);
    useEffect(() => {
      const el = box.current;
      if (!el) return;
      const start = () => setActive(true);
      const focused = () => (hadFocus.current = true);
      // Focus the visitor moved elsewhere is theirs: only focus that vanished with the placeholder is kept.
      const left = (e: FocusEvent) => {
        if (e.relatedTarget instanceof Node && !el.contains(e.relatedTarget)) hadFocus.current = false;
      };
      const stop = watch(el, trigger, start);
      INTERACTION_EVENTS.forEach((e) => el.addEventListener(e, start, { once: true, passive: true }));
      el.addEventListener("focusin", focused);
      el.addEventListener("focusout", left);
      return () => {
        stop();
        INTERACTION_EVENTS.forEach((e) => el.removeEventListener(e, start));
        el.removeEventListener("focusin", focused);
        el.removeEventListener("focusout", left);
      };
    }, []);
    // The placeholder stays mounted, untouched, while the chunk loads: a click that started on it (the
    // pointerdown that started the island) still ends on it.
    useEffect(() => {
      if (!active) return;
      let current = true;
      load().then(
        (m) => current && setLoaded({ Component: m.default }),
        (error: unknown) => current && setLoaded({ error }),
      );
      return () => {
        current = false;
      };
    }, [active, attempt]);
    return (
      <div ref={box} className={className} data-testid={testId} data-island={active ? "active" : "waiting"}>
        {loaded ? (
          <ErrorBoundary
            fallback={(reset) =>
              failure(() => {
                setLoaded(null);
                setAttempt((n) => n + 1);
                reset();
              })
            }
          >
            {"error" in loaded ? (
              <Rethrow error={loaded.error} />
            ) : (
              <Suspense fallback={placeholder}>
                <loaded.Component {...(props as unknown as P)} />
                <Arrived box={box} hadFocus={hadFocus} />
              </Suspense>
            )}
          </ErrorBoundary>
        ) : (
          placeholder
        )}
      </div>
    );
  };
}

function Rethrow({ error }: { error: unknown }): never {
  throw error;
}

/**
 * Rendered with the island's component, so its effect runs when the island has replaced the placeholder:
 * focus that was inside the box and went with the placeholder moves to the island's first control
 * instead of falling back to the page's start.
 */
function Arrived({ box, hadFocus }: { box: RefObject<HTMLDivElement | null>; hadFocus: RefObject<boolean> }) {
  useEffect(() => {
    const lost = !document.activeElement || document.activeElement === document.body;
    if (hadFocus.current && lost) box.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus({ preventScroll: true });
  }, [box, hadFocus]);
  return null;
}
