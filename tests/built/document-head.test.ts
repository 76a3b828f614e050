/** @jest-environment jsdom */
import { access, readdir } from "node:fs/promises";
import path from "node:path";
import { builtFile, builtPage, publicDir } from "./read-built";

// Decision 266: every page's document head (src/html.tsx, gatsby-ssr.tsx) carries one viewport, the icon as a PNG data:
// URL, and neither Gatsby's generator meta (its version) nor Internet Explorer's x-ua-compatible.
const PAGES = ["/", "/ru/dedicated-servers/", "/help/", "/my/[...]/", "/ru/checkout/[...]/", "/auth/login/", "/404/"];

it.each(PAGES)("%s: one viewport, the PNG icon, no generator or x-ua-compatible meta", async (address) => {
  const doc = await builtPage(address);
  const viewports = [...doc.head.querySelectorAll('meta[name="viewport"]')].map((m) => m.getAttribute("content"));
  expect(viewports).toEqual(["width=device-width, initial-scale=1"]);
  expect(doc.head.querySelector('meta[name="generator"]')).toBeNull();
  expect(doc.head.querySelector("meta[http-equiv]")).toBeNull();
  const icons = [...doc.head.querySelectorAll('link[rel="icon"]')].map((l) => l.getAttribute("href") ?? "");
  expect(icons).toHaveLength(1);
  expect(icons[0]).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
  expect(doc.documentElement.lang).toBe(address.startsWith("/ru/") ? "ru" : "en");
});

// Decision 269: the pages Gatsby renders (the apps, the auth screens) link its global stylesheet, this build's file,
// instead of inlining it; the static pages carry their own critical CSS and stylesheet (decision 128).
it.each(["/my/[...]/", "/ru/my/[...]/", "/checkout/[...]/", "/ru/checkout/[...]/", "/auth/login/", "/auth/signup/[...]/"])(
  "%s: links Gatsby's stylesheet, which exists, and inlines none of it",
  async (address) => {
    const doc = await builtPage(address);
    expect(doc.head.querySelector("style[data-href]")).toBeNull();
    const sheets = [...doc.head.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.getAttribute("href") ?? "");
    expect(sheets).toHaveLength(1);
    expect(sheets[0]).toMatch(/^\/styles\.[0-9a-f]+\.css$/);
    await expect(access(path.join(publicDir, sheets[0]!))).resolves.toBeUndefined();
  },
);

it("a static page keeps its critical CSS and links its own stylesheet, not Gatsby's", async () => {
  const doc = await builtPage("/help/");
  expect(doc.head.querySelector("style[data-critical]")).not.toBeNull();
  expect([...doc.head.querySelectorAll("link[href^='/styles.']")]).toEqual([]);
});

// Every page the build writes says what it is in one meta description, in its language: the content pages from their
// SEO fields, the apps, the auth screens and the not-found page from their catalogues (search engines and link
// previews read it; Lighthouse's SEO audit fails a page without one, noindex or not).
it("every built page has one non-empty meta description", async () => {
  const pages = (await readdir(publicDir, { recursive: true }))
    .filter((file) => file.endsWith(".html") && !file.startsWith("page-data") && !file.startsWith("_gatsby"))
    .map((file) => file.split(path.sep).join("/"));
  expect(pages.length).toBeGreaterThan(100);
  const without: string[] = [];
  for (const file of pages) {
    const head = (await builtFile(file)).split("</head>")[0] ?? "";
    const found = [...head.matchAll(/<meta name="description" content="([^"]*)"/g)].map((m) => m[1]!.trim());
    if (found.length !== 1 || !found[0]) without.push(`${file}: ${found.length}`);
  }
  expect(without).toEqual([]);
  const ru = await builtPage("/ru/checkout/[...]/");
  expect(ru.head.querySelector('meta[name="description"]')?.getAttribute("content")).toMatch(/^Закажите/);
});
