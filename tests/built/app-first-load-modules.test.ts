import { readFile } from "node:fs/promises";
import path from "node:path";
import { sourceMapPath } from "../../src/build/source-maps";
import { root } from "../build/run";
import { publicDir } from "./read-built";

// Decisions 249 and 250, on the build the browser tests use: what the app pages load before their first render
// (Gatsby's `app` chunk group and the page's, from public/webpack.stats.json), read module by module from each
// chunk's source map (public-sourcemaps/, as tests/e2e/chunk-modules.ts reads them).

type Stats = { namedChunkGroups: Record<string, { assets: Array<{ name: string }> }> };

async function firstLoadModules(pageGroup: string): Promise<string[]> {
  const stats = JSON.parse(await readFile(path.join(publicDir, "webpack.stats.json"), "utf8")) as Stats;
  const files = ["app", pageGroup].flatMap((group) => stats.namedChunkGroups[group]!.assets.map((a) => a.name)).filter((f) => f.endsWith(".js"));
  const maps = await Promise.all(
    [...new Set(files)].map(async (file) => JSON.parse(await readFile(sourceMapPath(root, file), "utf8")) as { sources: string[] }),
  );
  return maps.flatMap((m) => m.sources);
}

const has = (modules: string[], ending: string) => modules.some((m) => m.endsWith(ending));

describe.each(["component---src-pages-my-tsx", "component---src-pages-checkout-tsx"])("%s before its first render", (group) => {
  test("Gatsby's <Slice>, its service-worker registration and browser-lang are the stand-ins (decision 249)", async () => {
    const modules = await firstLoadModules(group);
    // Not vacuous: the chunk group holds Gatsby's production app and the stand-ins that replace the three.
    expect(has(modules, "/.cache/production-app.js")).toBe(true);
    expect(has(modules, "/src/lib/app-shims/gatsby-slice.ts")).toBe(true);
    expect(has(modules, "/src/lib/app-shims/browser-lang.ts")).toBe(true);
    expect(
      modules.filter((m) => /\/\.cache\/(slice\.js|slice\/(server|inline)-slice\.js|register-service-worker\.js)$|\/node_modules\/browser-lang\//.test(m)),
    ).toEqual([]);
  });

  test("the auth store's session calls, without the customer's actions and the security calls (decision 250)", async () => {
    const modules = await firstLoadModules(group);
    expect(has(modules, "/src/components/auth/auth-store.ts")).toBe(true);
    expect(has(modules, "/src/api-client/allauth-session.ts")).toBe(true);
    expect(modules.filter((m) => /\/src\/api-client\/(allauth\.ts|schemas\/mfa\.ts|schemas\/account-manage\.ts)$/.test(m))).toEqual([]);
  });
});

// Decision 267: the site's own modules keep their classes and spread; Babel's helpers for ES5 classes and array
// spread are not in any browser chunk (the helpers' CommonJS copies that prebuilt packages import are theirs).
test("no browser chunk carries Babel's ES5 class or spread helpers for the site's own code", async () => {
  const stats = JSON.parse(await readFile(path.join(publicDir, "webpack.stats.json"), "utf8")) as Stats;
  const files = [...new Set(Object.values(stats.namedChunkGroups).flatMap((g) => g.assets.map((a) => a.name)))].filter((f) => f.endsWith(".js"));
  const modules = (
    await Promise.all(files.map(async (file) => (JSON.parse(await readFile(sourceMapPath(root, file), "utf8")) as { sources: string[] }).sources))
  ).flat();
  // Not vacuous: the site's HTTP client (`class ApiError extends Error`) and Gatsby's loader (`[...x]`) are there.
  expect(has(modules, "/src/api-client/http/errors.ts")).toBe(true);
  expect(has(modules, "/.cache/loader.js")).toBe(true);
  const helpers =
    /\/@babel\/runtime\/helpers\/esm\/(wrapNativeSuper|inheritsLoose|createClass|classCallCheck|toConsumableArray|arrayWithoutHoles|nonIterableSpread)\.js$/;
  expect([...new Set(modules.filter((m) => helpers.test(m)))]).toEqual([]);
});
