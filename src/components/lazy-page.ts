import { createElement, lazy, useState, type ComponentType } from "react";

/**
 * Spec §7: page code loads lazily per route. Spec §8: a failed lazy load raises a preload-error
 * event; if no handler takes it (`event.preventDefault()`), the error is thrown (to the nearest error
 * boundary). A handler that takes it owns the recovery (the account area reloads once: a new deploy
 * replaced the chunks), so the page stays in its loading state meanwhile.
 */
export const PRELOAD_ERROR_EVENT = "preload-error";

export type PreloadErrorEvent = CustomEvent<{ error: unknown }>;

export async function loadWithPreloadRule<T>(loader: () => Promise<T>, target: EventTarget = window): Promise<T> {
  try {
    return await loader();
  } catch (error) {
    const event: PreloadErrorEvent = new CustomEvent(PRELOAD_ERROR_EVENT, { cancelable: true, detail: { error } });
    target.dispatchEvent(event);
    if (!event.defaultPrevented) throw error;
    return new Promise<T>(() => undefined);
  }
}

type PageModule<P> = { default: ComponentType<P> };

/** The page component of each `preloadable` loader whose module has loaded, by loader. */
const loadedPages = new WeakMap<object, ComponentType<never>>();

/**
 * A page's loader that remembers its module once loaded, whoever called it (a preload on the customer's intent, the
 * route itself): `lazyPage` of the same loader then renders that page at once instead of suspending (below).
 */
export function preloadable<P extends object>(loader: () => Promise<PageModule<P>>): () => Promise<PageModule<P>> {
  const load = () =>
    loader().then((module) => {
      loadedPages.set(load, module.default as ComponentType<never>);
      return module;
    });
  return load;
}

/**
 * A lazily loaded page with the preload rule. React's `lazy` suspends on its first render even when the module has
 * already arrived (it learns that through a promise), so the first move to a section the customer had pointed at
 * showed the fallback for a moment (about 90 ms on a phone). A page whose `preloadable` loader has already loaded it
 * renders it directly; each mount decides once, so a page mounted through `lazy` stays so (no remount midway).
 */
export function lazyPage<P extends object>(loader: () => Promise<PageModule<P>>): ComponentType<P> {
  const Lazy = lazy(() => loadWithPreloadRule(loader));
  function LazyPage(props: P) {
    const [Loaded] = useState(() => loadedPages.get(loader) as ComponentType<P> | undefined);
    return Loaded ? createElement(Loaded, props) : createElement(Lazy, props);
  }
  return LazyPage;
}
