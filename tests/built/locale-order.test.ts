import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { publicDir } from "./read-built";

// The i18n plugin makes a page's first namespace its default and reads the rest in order: every page query sorts its
// translation files by namespace, so the page data of two builds of the same content is the same whatever order the
// file walk found them in (decision 196, point 3).

type PageData = { result?: { data?: { locales?: { edges: { node: { ns: string; language: string } }[] } } } };

async function pageDataFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) =>
      e.isDirectory() ? pageDataFiles(path.join(dir, e.name)) : Promise.resolve(e.name === "page-data.json" ? [path.join(dir, e.name)] : []),
    ),
  );
  return nested.flat();
}

it("every page's translation files come sorted by namespace, then language", async () => {
  const files = await pageDataFiles(path.join(publicDir, "page-data"));
  const withLocales = [];
  for (const file of files) {
    const data = JSON.parse(await readFile(file, "utf8")) as PageData;
    const edges = data.result?.data?.locales?.edges;
    if (!edges) continue;
    const order = edges.map((e) => `${e.node.ns}/${e.node.language}`);
    expect({ file: path.relative(publicDir, file), order }).toEqual({
      file: path.relative(publicDir, file),
      order: [...order].sort(),
    });
    withLocales.push(file);
  }
  // Every content, account, checkout, auth and partners page carries translations: hundreds of them.
  expect(withLocales.length).toBeGreaterThan(300);
});
