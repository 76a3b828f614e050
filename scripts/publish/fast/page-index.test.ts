import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pageContextOf } from "../../../src/build/page-context";
import type { LoadedSite } from "../../../src/build/load-site";
import type { PageSpec } from "../../../src/build/page-spec";
import { fastPublish } from "./fast-publish";
import { pageDataFileOf, patchPageData } from "./page-data";
import { contextHashOf, indexEntryOf, pageIndexFileOf, pageIndexOfBuild, readPageIndex, writePageIndex, type PageIndex } from "./page-index";

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), "page-index-"));
});
afterEach(() => rm(root, { recursive: true, force: true }));

const page = (pagePath: string, title: string) =>
  ({ path: pagePath, template: "help-article", context: { language: pagePath.startsWith("/ru/") ? "ru" : "en", seo: { title } } }) as unknown as PageSpec;

// A page-data file as Gatsby 5 writes it (constructPageDataString: JSON.stringify of the query's result).
const gatsbyText = (p: PageSpec, chunk = "component---src-templates-help-article-tsx") =>
  `{"componentChunkName":"${chunk}","path":"${p.path}","result":${JSON.stringify({ data: { locales: { edges: [] } }, pageContext: pageContextOf(p) })},"staticQueryHashes":["1"],"slicesMap":{}}`;

async function writePage(buildDir: string, pagePath: string, text: string) {
  const file = pageDataFileOf(buildDir, pagePath);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text);
}

describe("a build's page index (decision 242)", () => {
  it("hashes a page's context as its page-data file holds it: the same hash exactly when patchPageData keeps the text", () => {
    const before = gatsbyText(page("/help/ssh/", "SSH"));
    const same = pageContextOf(page("/help/ssh/", "SSH"));
    const edited = pageContextOf(page("/help/ssh/", "SSH, edited"));
    expect(indexEntryOf(before)).toEqual(["/help/ssh/", contextHashOf(same)]);
    expect(patchPageData(before, same)).toBe(before);
    expect(patchPageData(before, edited)).not.toBe(before);
    expect(contextHashOf(edited)).not.toBe(contextHashOf(same));
    // What JSON.stringify leaves out is left out of the hash too, as it is of the file.
    expect(contextHashOf({ ...same, gone: undefined })).toBe(contextHashOf(same));
    expect(indexEntryOf(patchPageData(before, edited))).toEqual(["/help/ssh/", contextHashOf(edited)]);
  });

  it("is made from the route table's page-data files only (not Gatsby's own pages, not static query results)", async () => {
    const build = path.join(root, "b1");
    const pages = [page("/help/ssh/", "SSH"), page("/ru/help/ssh/", "SSH ru"), page("/", "Home")];
    for (const p of pages) await writePage(build, p.path, gatsbyText(p));
    await writePage(build, "/404.html", gatsbyText(page("/404.html", "x"), "component---cache-dev-404-page-js"));
    await mkdir(path.join(build, "page-data", "sq", "d"), { recursive: true });
    await writeFile(path.join(build, "page-data", "sq", "d", "1.json"), `{"data":{}}`);
    const index = await pageIndexOfBuild(build);
    expect([...index.keys()].sort()).toEqual(["/", "/help/ssh/", "/ru/help/ssh/"]);
    expect(index.get("/ru/help/ssh/")).toBe(contextHashOf(pageContextOf(pages[1]!)));
  });

  it("is kept beside the build's record, read back as written, and not read from a file that is not one", async () => {
    const file = pageIndexFileOf(path.join(root, "2026-12-06T19-00-00-000Z-3.shared"));
    expect(file).toBe(path.join(root, "2026-12-06T19-00-00-000Z-3.pages"));
    const index: PageIndex = new Map([
      ["/", "a"],
      ["/help/ssh/", "b"],
    ]);
    await writePageIndex(file, index);
    expect(await readPageIndex(file)).toEqual(index);
    expect(await readPageIndex(path.join(root, "none.pages"))).toBeUndefined();
    await writeFile(file, `{"version":2,"pages":{}}`);
    expect(await readPageIndex(file)).toBeUndefined();
    await writeFile(file, `{"version":1,"pages":{"/":1}}`);
    expect(await readPageIndex(file)).toBeUndefined();
    await writeFile(file, `{"version":1`);
    expect(await readPageIndex(file)).toBeUndefined();
  });
});

describe("the fast path's compare step with a page index", () => {
  const live = () => path.join(root, "live");
  const site = (pages: PageSpec[]) => ({ pages }) as unknown as LoadedSite;
  const options = (pages: PageSpec[], liveIndex: PageIndex | undefined) => ({
    projectDir: root,
    liveDir: live(),
    newDir: path.join(root, "new"),
    site: site(pages),
    siteUrl: "http://localhost",
    sharedKey: "k",
    liveSharedKey: "k",
    liveIndex,
  });
  beforeEach(async () => {
    await mkdir(path.join(live(), "page-data"), { recursive: true });
    await writeFile(path.join(live(), "page-data", "app-data.json"), "{}");
    await mkdir(path.join(root, "new"));
  });

  it("refuses when the index names other pages than the content has (pages added or removed)", async () => {
    const index: PageIndex = new Map([["/help/ssh/", contextHashOf(pageContextOf(page("/help/ssh/", "SSH")))]]);
    await expect(fastPublish(options([page("/help/ssh/", "SSH"), page("/help/new/", "New")], index))).rejects.toThrow("pages added or removed (+/help/new/)");
    await expect(fastPublish(options([], index))).rejects.toThrow("pages added or removed (-/help/ssh/)");
  });

  it("reads the page data of a changed page only, and refuses when it is not what the index says the live build holds", async () => {
    const kept = page("/help/kept/", "Kept");
    const before = page("/help/ssh/", "SSH");
    // The kept page has no page-data file at all: it is not read. The changed page's file holds another context than
    // the index says: a fault of the record, and the whole build makes the deploy.
    await writePage(live(), before.path, gatsbyText(page("/help/ssh/", "Something else")));
    const index: PageIndex = new Map([
      [kept.path, contextHashOf(pageContextOf(kept))],
      [before.path, contextHashOf(pageContextOf(before))],
    ]);
    await expect(fastPublish(options([kept, page("/help/ssh/", "SSH, edited")], index))).rejects.toMatchObject({
      name: "FastPathUnavailable",
      message: "the live build's page index does not match its page data at /help/ssh/",
    });
  });
});
