import { readFile } from "node:fs/promises";
import path from "node:path";
import { test, expect } from "@playwright/test";
import { builtPath } from "../../scripts/e2e-built-output";

// Reads the output of the build the browser tests run against (npm test builds once, then runs these):
// no browser needed, and no second build. The browser tests' snapshot of it (decision 220).
const root = builtPath();

// Decision 059: Gatsby copies into the app chunk (loaded by every page) the match-paths list, and it
// lists every static page some matchPath covers. gatsby-plugin-react-i18next's `/ru/*` matchPath on
// the Russian 404 page put every /ru/ page there (170 now, one per article at scale).
test("the app chunk lists only client-only routes, and the host still answers /ru/ misses with ru/404.html", async () => {
  const matchPaths = JSON.parse(await readFile(path.join(root, ".cache/match-paths.json"), "utf8")) as Array<{ path: string; matchPath: string }>;
  expect(matchPaths.filter((m) => !m.matchPath.endsWith("/*"))).toEqual([]);
  expect(matchPaths.map((m) => m.matchPath)).toEqual(expect.arrayContaining(["/my/*", "/ru/my/*", "/checkout/*", "/ru/checkout/*"]));

  // The list as shipped: inside the app chunk every page with Gatsby's runtime names (content pages and the
  // partner page are static and name none: decisions 078, 110; the auth screens keep the runtime).
  const html = await readFile(path.join(root, "public/auth/login/index.html"), "utf8");
  const app = /data-chunks="[^"]*\/(app-[0-9a-f]+\.js)/.exec(html)?.[1];
  expect(app).toBeDefined();
  const chunk = await readFile(path.join(root, "public", app!), "utf8");
  expect(chunk).toContain('"matchPath":"/ru/my/*"');
  const table = JSON.parse(await readFile(path.join(root, ".cache/route-table.json"), "utf8")) as Array<{ path: string; language: string }>;
  const ruPages = table.filter((p) => p.language === "ru").map((p) => p.path);
  expect(ruPages.length).toBeGreaterThan(50);
  expect(ruPages.filter((p) => chunk.includes(`"${p}"`))).toEqual([]);
  expect(chunk).not.toContain('"matchPath":"/ru/*"');

  // Unknown /ru/ addresses still get the Russian not-found page with 404 from every host format.
  const redirects = await readFile(path.join(root, "public/_redirects"), "utf8");
  expect(redirects).toMatch(/^\/ru\/\*\s+\/ru\/404\/index\.html\s+404$/m);
  const nginx = await readFile(path.join(root, "deploy/nginx-site.conf"), "utf8");
  // The /ru/ location (its headers repeated, decision 074) ends misses on the Russian not-found page.
  expect(nginx).toMatch(/^location \^~ \/ru\/ \{\n(?: {2}add_header [^\n]*\n)* {2}error_page 404 \/ru\/404\/index\.html;$/m);
  const ru404 = await readFile(path.join(root, "public/ru/404/index.html"), "utf8");
  expect(ru404).toContain('lang="ru"');
});
