import { createElement, Suspense, useEffect, type ComponentType } from "react";
import { nextTask } from "../islands/next-task";

const unsettled = new Set<Promise<void>>();

/** Every staged page's steps have run (or failed: the render throws the failure). The build's HTML renderer awaits it. */
export const stagedPagesSettled = (): Promise<void> => Promise.all(unsettled).then(() => undefined);

// In the browser: how many staged pages have suspended and not yet committed their page, and who waits for none.
let waiting = 0;
let whenNone: Array<() => void> = [];

/**
 * Resolves once no staged page waits for its modules (at once where none does): the page's own HTML is live. Gatsby's
 * `onInitialClientRender` comes when the root has committed, with the staged page's boundary still dehydrated; what
 * needs the page live (the hydrated flag, the replay of held header clicks) waits for this (gatsby-browser.tsx).
 */
export function stagedPagesLive(): Promise<void> {
  return waiting === 0 ? Promise.resolve() : new Promise((resolve) => whenNone.push(resolve));
}

/**
 * A Gatsby page whose modules are evaluated over several short tasks instead of the one task of Gatsby's loader
 * (decision 265, issue 40). Gatsby evaluates a page's module, and so everything it imports, in the task where its
 * page data arrives: 15–20 ms for the account or the checkout on a fast machine, a long task on a slow phone
 * (Lighthouse's 6× round counts it 90–130 ms). Here the page's module only names its parts: each `step` is an
 * eager `import()` (same chunk, no request more) evaluated in a task of its own, then `page` gives the component.
 *
 * Until the last step has run, the page suspends inside its own boundary: the server's HTML stays as it is
 * (React leaves a dehydrated boundary alone and hydrates it when it can), and a click on it meanwhile is what a
 * click before hydration is. On the server (the build's HTML), the steps run without yielding, and the renderer
 * awaits them before it renders a page (`stagedPagesSettled`, gatsby-ssr.tsx): a render before that would be
 * an error, not an empty page.
 */
export function stagedPage<P extends object>(steps: ReadonlyArray<() => Promise<unknown>>, page: () => Promise<ComponentType<P>>): ComponentType<P> {
  const inBrowser = typeof window !== "undefined";
  let Page: ComponentType<P> | null = null;
  let failure: { error: unknown } | null = null;
  const ready = (async () => {
    for (const step of steps) {
      if (inBrowser) await nextTask();
      await step();
    }
    if (inBrowser) await nextTask();
    Page = await page();
  })().catch((error: unknown) => {
    failure = { error };
  });
  if (!inBrowser) unsettled.add(ready);

  let counted = false;
  const shown = () => {
    if (!counted) return;
    counted = false;
    waiting--;
    if (waiting > 0) return;
    const resolve = whenNone;
    whenNone = [];
    resolve.forEach((r) => r());
  };
  /** The page, telling `stagedPagesLive` once it has committed. */
  function Live({ page, props }: { page: ComponentType<P>; props: P }) {
    useEffect(shown, []);
    return createElement(page, props);
  }

  function Staged(props: P) {
    if (failure) {
      shown();
      throw failure.error;
    }
    if (Page) return <Live page={Page} props={props} />;
    if (!inBrowser) throw new Error("stagedPage: the page was rendered before its modules were evaluated");
    if (!counted) {
      counted = true;
      waiting++;
    }
    // Suspends (React 18's thrown promise): the boundary below keeps the server's HTML until it settles.
    throw ready;
  }
  return function StagedPage(props: P) {
    return (
      <Suspense fallback={null}>
        <Staged {...props} />
      </Suspense>
    );
  };
}
