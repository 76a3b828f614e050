import { useEffect, useLayoutEffect, useSyncExternalStore } from "react";

/**
 * A client app's frame (decision 131; the account's, then the checkout's): what the page's static HTML shows
 * before the app has run and while it asks for what it needs, so that the page paints its heading and lead
 * with the document. The frame is its own subtree, not re-rendered by the app: the app renders nothing in its
 * place while it waits, then hides the frame in the layout phase of the commit that shows what replaces it,
 * so the browser never paints both or neither. The page's HTML marks it with `data-app-frame`, which tells
 * the build that the page paints without its scripts (no preloads before the first paint:
 * `src/build/client-app-preload.ts`).
 */
export type FrameStore = {
  /** What replaces the frame is shown: the frame goes, before the browser paints that commit. */
  hide(): void;
  /** The page unmounted (a client navigation away): its next mount starts with the frame again. */
  reset(): void;
  subscribe(listener: () => void): () => void;
  isHidden(): boolean;
};

export function createFrameStore(): FrameStore {
  let hidden = false;
  const listeners = new Set<() => void>();
  return {
    hide() {
      if (hidden) return;
      hidden = true;
      listeners.forEach((listener) => listener());
    },
    reset() {
      hidden = false;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    isHidden: () => hidden,
  };
}

/**
 * A layout effect in the browser. The server render runs no effect of either kind; React 18's (decision 264) warns
 * for a layout effect there, so the server takes the plain one it ignores silently.
 */
const useCommitEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

/** Hides the frame in the layout phase of the commit that shows what replaces it. */
export function useHideFrame(store: FrameStore, when: boolean) {
  useCommitEffect(() => {
    if (when) store.hide();
  }, [store, when]);
}

/** Whether the frame has gone. The server snapshot (shown) is also the hydration's: the HTML and the first client render match. */
export function useFrameHidden(store: FrameStore) {
  return useSyncExternalStore(store.subscribe, store.isHidden, () => false);
}
