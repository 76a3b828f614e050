import { readFile, stat } from "node:fs/promises";
import { gzipSync } from "node:zlib";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import { CHROME_FLAGS } from "./chrome";

/** Kilobytes of script, as served (the response's own encoding: brotli from our server) and gzip -9 of the same files. */
export type Bytes = { br: number; gz: number };

export type PageScripts = {
  path: string;
  kind: string;
  language?: string;
  /** Before any interaction (no scroll, pointer, focus or key), per viewport: "390x844" and "1280x800". */
  before: Record<string, Bytes>;
  /**
   * At 1280×800 after every island of the page was started (a pointer over each) and used as a visitor uses
   * it (useIslands: currency switched, menu opened, forms opened and submitted empty, configurator changed,
   * a search run): "after its islands are used".
   */
  afterUse: Bytes;
  /** Content-Encoding of the scripts as the server sent them (the `br` figures are these bytes). */
  encodings: string[];
  files: string[];
  clientAppFiles: string[];
};

export const VIEWPORTS = { "390x844": { width: 390, height: 844 }, "1280x800": { width: 1280, height: 800 } } as const;

// Chunk groups that belong to the client app (account area, checkout, payment): none of their own
// files may load on a content page.
const CLIENT_APP = /src-pages-my|src-pages-checkout|features-(account|checkout|payment|auth)/;

/** Which JS files belong only to client-app chunk groups, from Gatsby's webpack stats. */
export async function clientAppOnlyFiles(publicDir: string): Promise<Set<string>> {
  const stats = JSON.parse(await readFile(path.join(publicDir, "webpack.stats.json"), "utf8")) as {
    namedChunkGroups: Record<string, { assets: Array<{ name: string }> }>;
  };
  const owners = new Map<string, Set<string>>();
  for (const [group, { assets }] of Object.entries(stats.namedChunkGroups)) {
    for (const { name } of assets) if (name.endsWith(".js")) owners.set(name, (owners.get(name) ?? new Set()).add(group));
  }
  return new Set([...owners].filter(([, groups]) => [...groups].every((g) => CLIENT_APP.test(g))).map(([file]) => file));
}

type Loaded = { file: string; br: number; gz: number; encoding: string };

/**
 * What "its islands are used" means for the bytes (issue 14): every control a visitor reaches on a content
 * page, as they would, with no address typed (nothing is sent): the currency switched, the product menu
 * opened, the review proposal form opened and submitted empty (its rules run), the contact form filled in
 * part and submitted, the e-mail promo given a wrong address, the configurator and survey changed, a plan's
 * term chosen, a help search run. The support chat stays closed (its panel is a chunk of its own, loaded
 * when a visitor opens a conversation).
 */
export async function useIslands(page: Page): Promise<void> {
  const present = async (selector: string) => (await page.locator(selector).count()) > 0;
  const currency = page.locator('[data-testid="currency-switcher"] select');
  if (await present('[data-testid="currency-switcher"] select')) {
    const values = await currency.locator("option").evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    const now = await currency.inputValue();
    const other = values.find((v) => v && v !== now);
    if (other) await currency.selectOption(other);
  }
  if (await present('[data-island="product-menu"] button')) {
    await page.locator('[data-island="product-menu"] button').first().click();
    await page.keyboard.press("Escape");
  }
  if (await present('[data-island="review-proposal"] button')) {
    await page.locator('[data-island="review-proposal"] button').first().click();
    await page.locator('[data-island="review-proposal"] form button[type="submit"]').click();
  }
  if (await present('[data-island="contact-form"] form')) {
    await page.locator('[data-island="contact-form"] input').first().fill("Marta Ruiz");
    await page.locator('[data-island="contact-form"] button[type="submit"]').click();
  }
  if (await present('[data-island="email-promo"] input[type="email"]')) {
    await page.locator('[data-island="email-promo"] input[type="email"]').fill("not-an-address");
    await page.locator('[data-island="email-promo"] input[type="email"]').press("Enter");
  }
  if (await present('[data-island="configurator"] select')) {
    const select = page.locator('[data-island="configurator"] select').last();
    const values = await select.locator("option").evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    if (values.length > 1) await select.selectOption(values[values.length - 1]!);
  }
  if (await present('[data-island="dedicated-survey"] input[type="radio"]'))
    await page.locator('[data-island="dedicated-survey"] input[type="radio"]').nth(1).check();
  if (await present('[data-island="term-picker"] input[type="radio"]')) await page.locator('[data-island="term-picker"] input[type="radio"]').last().check();
  if (await present('[data-island="help-search"] input[type="search"]')) {
    await page.locator('[data-island="help-search"] input[type="search"]').fill("server");
    await page.locator('[data-island="help-search"] input[type="search"]').press("Enter");
  }
}

/** gzip -9 size of a script: the build's own .gz beside it when there is one (what a gzip client gets), else of the body. */
async function gzipBytes(publicDir: string, file: string, body: () => Promise<Buffer>): Promise<number> {
  const gz = await stat(path.join(publicDir, `${file}.gz`)).catch(() => null);
  if (gz) return gz.size;
  return gzipSync(await body(), { level: 9 }).length;
}

const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));
const total = (list: Loaded[]): Bytes => ({ br: kb(list.reduce((a, s) => a + s.br, 0)), gz: kb(list.reduce((a, s) => a + s.gz, 0)) });

/** Cookies of a `Cookie` header for a context (a signed-in page). */
const cookiesOf = (header: string, url: string) =>
  header
    .split(/;\s*/)
    .filter(Boolean)
    .map((pair) => ({ name: pair.slice(0, pair.indexOf("=")), value: pair.slice(pair.indexOf("=") + 1), url }));

/**
 * Loads each page in Chromium (no throttling) at 390×844 and at 1280×800 and adds up the bytes of every
 * script it fetched before any interaction; then, at 1280×800, starts every island (a pointer over each
 * root, as a visitor reaching for it), uses them (useIslands) and adds what that fetched. Bytes do not depend on timing, so a few
 * pages load at once (the step took ~90 s one by one).
 */
export async function measureScripts(
  baseUrl: string,
  pages: Array<{ path: string; kind: string; language?: string; cookie?: string }>,
  publicDir: string,
  parallel = 3,
): Promise<PageScripts[]> {
  const clientOnly = await clientAppOnlyFiles(publicDir).catch(() => new Set<string>());
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: CHROME_FLAGS.filter((f) => !f.startsWith("--headless")),
  });
  const out: PageScripts[] = new Array(pages.length);

  const load = async (p: (typeof pages)[number], viewport: { width: number; height: number }, use: boolean) => {
    const context = await browser.newContext({ viewport });
    if (p.cookie) await context.addCookies(cookiesOf(p.cookie, baseUrl));
    const page = await context.newPage();
    const scripts: Array<Promise<Loaded>> = [];
    page.on("requestfinished", (request) => {
      if (request.resourceType() !== "script") return;
      const file = new URL(request.url()).pathname.replace(/^\//, "");
      scripts.push(
        (async () => {
          const response = await request.response();
          const sizes = await request.sizes();
          const encoding = (await response?.headerValue("content-encoding")) ?? "identity";
          const gz = await gzipBytes(publicDir, file, async () => (response ? await response.body() : Buffer.alloc(0)));
          return { file, br: sizes.responseBodySize, gz, encoding };
        })(),
      );
    });
    // A page with Gatsby's runtime lists only the runtime, app and framework scripts in its HTML; the
    // template's chunks follow page-data.json, and "networkidle" alone can fire before that fetch on a busy
    // machine, so such a page waits for its page data first. A static content page (decision 078) and the
    // plain-HTML reference have no page data: the boot script is a static page's only script until an island starts.
    const pageData = page.waitForResponse((r) => /\/page-data\/.*page-data\.json$/.test(new URL(r.url()).pathname), { timeout: 60_000 });
    pageData.catch(() => undefined);
    await page.goto(baseUrl + p.path, { waitUntil: "load" });
    // A static page's boot module is added by the build's loader after the first paint (decision 128), so the
    // page is known by the loader tag; its wiring then loads at idle without any interaction and sets
    // `__hydrated`, which is where "before interaction" is complete.
    const isStatic = (await page.locator('script#islands-boot[data-module], script[src^="/_islands/boot-"]').count()) > 0;
    if (isStatic) await page.waitForFunction(() => (window as { __hydrated?: boolean }).__hydrated === true, null, { timeout: 30_000 });
    // Gatsby's runtime: our loader tag (decision 063) or, in the bare-Gatsby reference, its script tags.
    const hasGatsby = (await page.locator('script#gatsby-boot, script[src*="/webpack-runtime-"]').count()) > 0;
    if (hasGatsby) await pageData;
    await page.waitForLoadState("networkidle");
    const settle = async () => {
      let loaded: Loaded[] = [];
      while (loaded.length < scripts.length) loaded = await Promise.all(scripts.slice());
      return loaded;
    };
    const before = await settle();
    let after = before;
    if (use && isStatic) {
      await page.evaluate(() => document.querySelectorAll("[data-island]").forEach((r) => r.dispatchEvent(new Event("pointerover"))));
      await page
        // A "boot" island (the account entry) starts only when the boot script asks (decision 122): it stays static here.
        .waitForFunction(
          () =>
            [...document.querySelectorAll<HTMLElement>("[data-island]")].every(
              (r) => r.dataset.state === "live" || (r.dataset.when === "boot" && !r.dataset.state),
            ),
          null,
          { timeout: 30_000 },
        )
        .catch(() => undefined);
      await useIslands(page);
      await page.waitForLoadState("networkidle");
      after = await settle();
    }
    page.removeAllListeners("requestfinished");
    await context.close();
    return { before, after };
  };

  const measure = async (p: (typeof pages)[number]): Promise<PageScripts> => {
    const phone = await load(p, VIEWPORTS["390x844"], false);
    const desktop = await load(p, VIEWPORTS["1280x800"], true);
    const all = [...phone.before, ...desktop.after];
    return {
      path: p.path,
      kind: p.kind,
      language: p.language,
      before: { "390x844": total(phone.before), "1280x800": total(desktop.before) },
      afterUse: total(desktop.after),
      encodings: [...new Set(all.map((s) => s.encoding))],
      files: [...new Set(desktop.after.map((s) => s.file))],
      clientAppFiles: [...new Set(desktop.after.map((s) => s.file).filter((f) => clientOnly.has(f)))],
    };
  };
  try {
    let next = 0;
    const worker = async () => {
      while (next < pages.length) {
        const i = next++;
        out[i] = await measure(pages[i]!);
      }
    };
    await Promise.all(Array.from({ length: Math.min(parallel, pages.length) }, worker));
  } finally {
    await browser.close();
  }
  return out;
}
