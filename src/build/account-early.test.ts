import { mkdtemp, mkdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { addAccountEarly, bundleAccountEarly } from "./account-early";

test("the early-calls script is one small file without React or zod, with its map; the account pages (only) add it first after the first paint", async () => {
  const dir = await mkdtemp(path.join(tmpdir(), "account-early-"));
  const src = await bundleAccountEarly(dir);
  expect(src).toMatch(/^\/_account\/early-[0-9a-f]{16}\.js$/);
  const code = await readFile(path.join(dir, src), "utf8");
  expect(code.length).toBeLessThan(3000);
  expect(code).toContain("/auth/_allauth/browser/v1/auth/session");
  expect(code).not.toMatch(/react|zod/i);
  const map = JSON.parse(await readFile(path.join(dir, `${src}.map`), "utf8")) as { sources: string[] };
  expect(map.sources.some((s) => s.endsWith("src/features/account/shell/early-calls.ts"))).toBe(true);

  const pages = [
    { path: "/my/[...]/", matchPath: "/my/*" },
    { path: "/ru/my/[...]/", matchPath: "/ru/my/*" },
    { path: "/checkout/[...]/", matchPath: "/checkout/*" },
  ];
  const page = (chunks: string) =>
    `<html><head><meta charSet="utf-8"/></head><body><div id="___gatsby"></div><script id="gatsby-boot" data-page-path="/my/[...]/" data-src="/_gatsby/boot-1.js" data-chunks="${chunks}">(loader)</script></body></html>`;
  const gatsbys = "/webpack-runtime-2.js /framework-3.js /app-4.js";
  for (const p of pages) {
    await mkdir(path.join(dir, p.path), { recursive: true });
    await writeFile(path.join(dir, p.path, "index.html"), page(gatsbys));
  }
  expect(await addAccountEarly(dir, pages, src)).toBe(2);
  const html = (p: string) => readFile(path.join(dir, p, "index.html"), "utf8");
  expect(await html("/my/[...]/")).toBe(page(`${src} ${gatsbys}`));
  // A second run (an incremental build, or a new script) replaces the entry instead of adding another.
  await writeFile(path.join(dir, "/my/[...]/", "index.html"), page(`/_account/early-0123456789abcdef.js ${gatsbys}`));
  expect(await addAccountEarly(dir, pages, src)).toBe(2);
  expect(await html("/my/[...]/")).toBe(page(`${src} ${gatsbys}`));
  expect(await html("/ru/my/[...]/")).toBe(page(`${src} ${gatsbys}`));
  // Nothing in <head>: no script before the first paint.
  expect((await html("/my/[...]/")).split("<body>")[0]).not.toContain("<script");
  expect(await html("/checkout/[...]/")).toBe(page(gatsbys));
  // A page without the boot loader is the build's error, not a page without its early calls.
  await writeFile(path.join(dir, "/my/[...]/", "index.html"), "<html><head></head><body></body></html>");
  await expect(addAccountEarly(dir, pages, src)).rejects.toThrow("/my/[...]/: no boot loader to add the early-calls script to");
});
