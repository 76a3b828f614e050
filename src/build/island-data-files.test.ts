import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { externalizeIslandData, ISLAND_DATA_DIR, islandDataRefs, PROPS_INLINE_MAX, pruneIslandDataFiles, writeIslandDataFiles } from "./island-data-files";

// Decision 133: an island's strings, and its props when long, leave the page for shared files named by content.

const tag = (data: unknown) =>
  `<div data-island="x"></div><script type="application/json" data-island-data="">${JSON.stringify(data).replace(/</g, "\\u003c")}</script>`;
const dataOf = (html: string) => JSON.parse(/data-island-data="">([\s\S]*?)<\/script>/.exec(html)![1]!) as Record<string, unknown>;

it("moves strings and long props to files shared by every page with the same ones; short props stay", () => {
  const files = new Map<string, string>();
  const strings = { chat: { open: "Chat <now>" } };
  const long = { articles: "a".repeat(PROPS_INLINE_MAX) };
  const page = `<main>${tag({ props: { n: 1 }, i18n: { language: "en", defaultNS: "site", fallbackNS: [], strings }, page: {}, idPrefix: "i1-" })}${tag({ props: long, i18n: { language: "en", defaultNS: "site", fallbackNS: [], strings }, page: {}, idPrefix: "i2-" })}</main>`;
  const html = externalizeIslandData(page, files);
  const [first, second] = html
    .split("</script>")
    .slice(0, 2)
    .map((part) => dataOf(`${part}</script>`));
  expect(first).toEqual({
    props: { n: 1 },
    i18n: { language: "en", defaultNS: "site", fallbackNS: [] },
    page: {},
    idPrefix: "i1-",
    refs: { strings: expect.stringMatching(/^\/_islands\/data\/[\w-]{12}\.json$/) },
  });
  const refs = second!.refs as { strings: string; props: string };
  expect(refs.strings).toBe((first!.refs as { strings: string }).strings);
  expect(second!.props).toBeUndefined();
  expect(files.get(refs.strings)).toBe(JSON.stringify(strings));
  expect(files.get(refs.props)).toBe(JSON.stringify(long));
  expect(files.size).toBe(2);
  // The JSON in the page still cannot close its script element; a second run changes nothing.
  expect(html).not.toContain("<now>");
  expect(externalizeIslandData(html, files)).toBe(html);
});

it("names the files a page refers to, and deletes the others with their compressed copies", async () => {
  const files = new Map<string, string>();
  const data = (strings: unknown) => ({ props: { n: 1 }, i18n: { language: "en", defaultNS: "site", fallbackNS: [], strings }, page: {}, idPrefix: "i-" });
  const kept = externalizeIslandData(tag(data({ a: "kept" })), files);
  externalizeIslandData(tag(data({ a: "old" })), files);
  const refs = islandDataRefs(kept);
  expect(refs).toEqual([expect.stringMatching(/^\/_islands\/data\/[\w-]{12}\.json$/)]);
  expect(islandDataRefs("<main>no islands</main>")).toEqual([]);
  const publicDir = await mkdtemp(path.join(tmpdir(), "island-data-"));
  try {
    await writeIslandDataFiles(publicDir, files);
    for (const file of files.keys()) for (const ext of [".br", ".gz"]) await writeFile(path.join(publicDir, `${file}${ext}`), "x");
    expect(await pruneIslandDataFiles(publicDir, new Set(refs))).toBe(3);
    const name = refs[0]!.split("/").pop()!;
    expect((await readdir(path.join(publicDir, ISLAND_DATA_DIR))).sort()).toEqual([name, `${name}.br`, `${name}.gz`]);
  } finally {
    await rm(publicDir, { recursive: true, force: true });
  }
});
