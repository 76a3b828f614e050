import { Component, useEffect, type ReactNode } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import type { IslandData, IslandDefinition } from "./define";
import { IslandTree } from "./tree";
import { islandI18n } from "./island-i18n";
import { typedBeforeHydration } from "./typed-before-hydration";

const rootOptions = {
  onRecoverableError: (error: unknown) => console.error("Island hydration:", error),
};

/**
 * An error the island's tree did not catch is logged and the island renders nothing, as React 19's root did with
 * `onUncaughtError`; React 18 (decision 264) has no such option and would throw it out of the task. One child: no
 * `useId` changes.
 */
class IslandBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error("Island error:", error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Renders the island as it is (a wrapper with one child changes no `useId`); its effect runs after the
 * island's own, once it has hydrated, and hands React what the visitor typed or chose meanwhile.
 */
function Hydrated({ replay, onHydrated, children }: { replay: () => Promise<number>; onHydrated?: () => void; children: ReactNode }) {
  useEffect(() => {
    void replay();
    onHydrated?.();
  }, [replay, onHydrated]);
  return children;
}

/**
 * Hydrates an island's server-rendered root (`el`, which holds exactly the server's render of the island's
 * tree) with its data; an empty root (a page rendered in the browser) is rendered instead. Returns once
 * React has the root, so a click the boot script held back can be replayed on it. `onHydrated` is called once
 * the hydrated tree's effects have run (at once for a rendered one): an app page's island replays then.
 */
export function mountIsland(el: Element, definition: IslandDefinition<object>, data: IslandData, onHydrated?: () => void): Root {
  const tree = (
    <IslandBoundary>
      <IslandTree component={definition.component} props={data.props} i18n={islandI18n(data.i18n)} page={data.page} />
    </IslandBoundary>
  );
  if (el.firstChild)
    return hydrateRoot(
      el,
      <Hydrated replay={typedBeforeHydration(el)} onHydrated={onHydrated}>
        {tree}
      </Hydrated>,
      { ...rootOptions, identifierPrefix: data.idPrefix },
    );
  const root = createRoot(el, { ...rootOptions, identifierPrefix: data.idPrefix });
  root.render(tree);
  onHydrated?.();
  return root;
}
