import { existsSync } from "node:fs";
import path from "node:path";
import * as entries from "./header-islands";
import * as lazy from "./header-islands.browser";
import { headerIslandsAlias } from "../../build/header-islands-alias";

// Decision 232: Gatsby's browser bundles place the header's islands lazily; what the page carries for each (its name,
// strings and start rule) must be its entry's, and its module the entry itself.
describe("the header's lazy islands", () => {
  const names = Object.keys(entries).sort();

  test("are the same islands as the server render's", () => {
    expect(Object.keys(lazy).sort()).toEqual(names);
    expect(names).toEqual(["accountEntryIsland", "chatBadgeIsland", "chatLauncherIsland", "productMenuIsland"]);
  });

  test.each(names)("%s: the entry's name, strings and start rule, and the entry's module", async (name) => {
    const entry = entries[name as keyof typeof entries];
    const { load, ...declared } = lazy[name as keyof typeof lazy];
    expect(declared).toEqual({ name: entry.name, strings: entry.strings, when: entry.when });
    expect((await load()).default).toBe(entry);
  });

  test("the browser bundles' alias replaces the module site-layout imports with the lazy one", () => {
    const root = path.resolve(__dirname, "../../..");
    const [[from, to]] = Object.entries(headerIslandsAlias(root).resolve.alias) as [[string, string]];
    expect(from).toBe(`${path.join(root, "src/templates/parts/header-islands")}$`);
    expect(existsSync(`${from.slice(0, -1)}.ts`)).toBe(true);
    expect(to).toBe(path.join(root, "src/templates/parts/header-islands.browser.ts"));
    expect(existsSync(to)).toBe(true);
  });
});
