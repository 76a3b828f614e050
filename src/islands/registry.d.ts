// The island bundler (src/build/islands-bundle.ts) makes this module from src/islands/entries/*.tsx:
// each file's name → a dynamic import of it, so the next island is one file.
declare module "island-registry" {
  import type { IslandDefinition } from "./define";
  const entries: Record<string, () => Promise<{ default: IslandDefinition<object> }>>;
  export default entries;
}
