import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

// Spec §8's error catalogue (and the messages of spec §5) lives once, in locales/<lang>/errors.json: a screen
// that shows one of those texts uses its `errors:` key instead of a copy under its own namespace, so a
// changed wording or translation changes everywhere. Other namespaces may repeat each other's words
// ("Close", "Status"): only the catalogue's texts must be unique.

const LOCALES = path.resolve(__dirname, "../../../locales/en");

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix: string, into: Map<string, string[]>): void {
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix.endsWith(":") || !prefix ? `${prefix}${key}` : `${prefix}.${key}`;
    if (typeof value === "string") into.set(value, [...(into.get(value) ?? []), name]);
    else flatten(value, name, into);
  }
}

/** Every English text of every namespace, with the keys (`ns:key`) that hold it. */
function textsByKey(): Map<string, string[]> {
  const texts = new Map<string, string[]>();
  for (const file of readdirSync(LOCALES).filter((f) => f.endsWith(".json"))) {
    flatten(JSON.parse(readFileSync(path.join(LOCALES, file), "utf8")) as Tree, `${file.replace(/\.json$/, "")}:`, texts);
  }
  return texts;
}

it("each text of the errors catalogue is held by one key only", () => {
  const texts = textsByKey();
  const copies: Record<string, string[]> = {};
  for (const [text, keys] of texts) {
    if (!keys.some((k) => k.startsWith("errors:"))) continue;
    const others = keys.filter((k) => !k.startsWith("errors:"));
    const inCatalogue = keys.length - others.length;
    if (inCatalogue > 1) copies[text] = keys;
    else if (others.length > 0) copies[text] = others.sort();
  }
  expect(copies).toEqual({});
});

it("finds a copy (the check itself)", () => {
  const texts = new Map<string, string[]>();
  flatten({ a: "Copy failed", b: { c: "Copy failed" } }, "", texts);
  expect(texts.get("Copy failed")).toEqual(["a", "b.c"]);
});
