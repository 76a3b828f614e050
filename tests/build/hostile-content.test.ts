import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { readSeed, slugOf, type SeedDoc } from "../support/seed";
import { gatsbyBin, run, serveBuiltSite } from "./run";
import { XSS_PAYLOADS } from "./xss-payloads";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../scripts/chromium";

const pick = (i: number) => XSS_PAYLOADS[i % XSS_PAYLOADS.length]!;

/** Puts the payloads into every field editors control: titles, text, links, code, callouts, SEO, footer. */
function poison(seed: SeedDoc[]): SeedDoc[] {
  let n = 0;
  const next = () => pick(n++);
  return seed.map((doc) => {
    const seo = { _type: "seo", title: next(), description: next(), keywords: [next(), next()], longText: `${next()}\n\n${next()}` };
    if (doc._type === "siteSettings") {
      return {
        ...doc,
        siteName: `Hostward ${next()}`,
        seo,
        footerLinks: XSS_PAYLOADS.slice(9, 17).map((href, i) => ({ _key: `f${i}`, _type: "footerLink", label: next(), href })),
      };
    }
    if (doc._type === "tag") return { ...doc, title: `Tag ${next()}`, description: next(), seo };
    if (doc._type === "helpArticle") {
      const body = [
        { _type: "block", _key: "h1", style: "h2", markDefs: [], children: [{ _type: "span", _key: "s", text: next(), marks: [] }] },
        ...XSS_PAYLOADS.map((payload, i) => ({
          _type: "block",
          _key: `b${i}`,
          style: "normal",
          markDefs: [{ _type: "link", _key: `l${i}`, href: payload }],
          children: [{ _type: "span", _key: `s${i}`, text: payload, marks: [`l${i}`] }],
        })),
        { _type: "codeBlock", _key: "c", language: "shell", code: next() },
        { _type: "callout", _key: "k", tone: "warning", text: next() },
        { _type: next(), _key: "u" },
      ];
      return { ...doc, title: `${String(doc.title)} ${next()}`, excerpt: next(), body, seo };
    }
    return doc;
  });
}

it("the site built from a hostile dataset runs none of 30 XSS payloads", async () => {
  const seed = readSeed();
  const dir = await mkdtemp(path.join(tmpdir(), "seed-xss-"));
  await writeFile(
    path.join(dir, "content.ndjson"),
    poison(seed)
      .map((d) => JSON.stringify(d))
      .join("\n") + "\n",
  );
  const build = await run([gatsbyBin, "build"], { CONTENT_SEED_DIR: dir });
  await rm(dir, { recursive: true, force: true });
  expect(build.code).toBe(0);

  const server = await serveBuiltSite(8190);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage();
    const dialogs: string[] = [];
    page.on("dialog", (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    const article = seed.find((d) => d._type === "helpArticle" && d.language === "en")!;
    const tag = seed.find((d) => d._type === "tag" && d.language === "ru")!;
    for (const url of ["/help/", `/help/${slugOf(article)}/`, `/ru/help/${slugOf(article)}/`, `/ru/help/tag/${slugOf(tag)}/`]) {
      await page.goto(`${server.url}${url}`);
      await page.waitForFunction(() => (window as unknown as { __hydrated?: boolean }).__hydrated === true);
      // Click every link the hostile hrefs produced: none may be a javascript:/data: URL.
      const hrefs = await page.locator("a[href]").evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
      expect(hrefs.filter((h) => /^\s*(javascript|data|vbscript):/i.test(h))).toEqual([]);
      expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
      // The payload text is shown as text, and no element got an inline handler from it.
      expect(await page.locator("[onerror],[onload],[onfocus],[ontoggle]").count()).toBe(0);
      expect(await page.locator("main").innerText()).toContain("window.__xss");
    }
    expect(dialogs).toEqual([]);
  } finally {
    await browser.close();
    server.stop();
  }
});
