import { mkdtemp, mkdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { addAccountEarly, bundleAccountEarly, earlyTag } from "./account-early";

test("the early-calls script is one small file without React or zod, with its map; the account pages (only) load it first in <head>", async () => {
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
  for (const p of pages) {
    await mkdir(path.join(dir, p.path), { recursive: true });
    await writeFile(path.join(dir, p.path, "index.html"), '<html><head><meta charSet="utf-8"/></head><body></body></html>');
  }
  expect(await addAccountEarly(dir, pages, src)).toBe(2);
  // A second run (an incremental build) replaces the tag instead of adding another.
  expect(await addAccountEarly(dir, pages, src)).toBe(2);
  const html = (p: string) => readFile(path.join(dir, p, "index.html"), "utf8");
  expect(await html("/my/[...]/")).toBe(`<html><head>${earlyTag(src)}<meta charSet="utf-8"/></head><body></body></html>`);
  expect(await html("/ru/my/[...]/")).toContain(earlyTag(src));
  expect(await html("/checkout/[...]/")).not.toContain("_account");
});
