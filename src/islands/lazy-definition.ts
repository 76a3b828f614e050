import type { IslandDefinition } from "./define";

/**
 * An island whose component is fetched when it mounts (decision 232): its name, strings and start rule as
 * its entry file declares them, and the entry's module. An app page's browser bundle places the header's
 * islands this way (src/templates/parts/header-islands.browser.ts), so their code is not in the chunks
 * every app page loads before its first paint; the server render and Jest keep the entries themselves.
 */
export type LazyIslandDefinition<P extends object> = Omit<IslandDefinition<P>, "component"> & {
  load: () => Promise<{ default: IslandDefinition<P> }>;
};

/** What `<Island of={...}>` takes: an entry's definition, or a lazy one of the same island. */
export type AnyIslandDefinition<P extends object> = IslandDefinition<P> | LazyIslandDefinition<P>;

/** The island's component, at once for an entry's definition, from its module for a lazy one. */
export function islandComponent<P extends object>(definition: AnyIslandDefinition<P>): Promise<IslandDefinition<P>["component"]> {
  return "load" in definition ? definition.load().then((m) => m.default.component) : Promise.resolve(definition.component);
}
