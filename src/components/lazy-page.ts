import { lazy, type ComponentType } from "react";

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

export function lazyPage<P extends object>(loader: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() => loadWithPreloadRule(loader));
}
