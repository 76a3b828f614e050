import { useEffect, type ReactNode } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import type { IslandData, IslandDefinition } from "./define";
import { IslandTree } from "./tree";
import { islandI18n } from "./island-i18n";
import { replayTypedBeforeHydration } from "./typed-before-hydration";

const rootOptions = {
  onUncaughtError: (error: unknown) => console.error("Island error:", error),
  onRecoverableError: (error: unknown) => console.error("Island hydration:", error),
};

/**
 * Renders the island as it is (a wrapper with one child changes no `useId`); its effect runs after the
 * island's own, once it has hydrated, and hands React what the visitor typed or chose meanwhile.
 */
function Hydrated({ el, onHydrated, children }: { el: Element; onHydrated?: () => void; children: ReactNode }) {
  useEffect(() => {
    void replayTypedBeforeHydration(el);
    onHydrated?.();
  }, [el, onHydrated]);
  return children;
}

/**
 * Hydrates an island's server-rendered root (`el`, which holds exactly the server's render of the island's
 * tree) with its data; an empty root (a page rendered in the browser) is rendered instead. Returns once
 * React has the root, so a click the boot script held back can be replayed on it. `onHydrated` is called once
 * the hydrated tree's effects have run (at once for a rendered one): an app page's island replays then.
 */
export function mountIsland(el: Element, definition: IslandDefinition<object>, data: IslandData, onHydrated?: () => void): Root {
  const tree = <IslandTree component={definition.component} props={data.props} i18n={islandI18n(data.i18n)} page={data.page} />;
  if (el.firstChild)
    return hydrateRoot(
      el,
      <Hydrated el={el} onHydrated={onHydrated}>
        {tree}
      </Hydrated>,
      { ...rootOptions, identifierPrefix: data.idPrefix },
    );
  const root = createRoot(el, { ...rootOptions, identifierPrefix: data.idPrefix });
  root.render(tree);
  onHydrated?.();
  return root;
}
