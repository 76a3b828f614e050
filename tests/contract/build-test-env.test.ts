import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { commandEnv, root } from "../build/run";

// Decision 208: the build tests' builds and `npm run build` share webpack's caches and the islands bundle's record
// only while they define the same GATSBY_* names (Gatsby defines every one in its bundles). The build tests add
// their own variables (a dataset folder, a site address), never a GATSBY_* one.

const gatsbyNames = (env: NodeJS.ProcessEnv) =>
  Object.keys(env)
    .filter((k) => k.startsWith("GATSBY_"))
    .sort();

it("a build test's command has the GATSBY_* variables of the environment it was started from, no more", () => {
  const env = commandEnv({ CONTENT_SEED_DIR: "/tmp/seed", SITE_URL: "https://www.example.com" });
  expect(gatsbyNames(env)).toEqual(gatsbyNames(process.env));
  expect([env.CONTENT_SEED_DIR, env.SITE_URL, env.CI]).toEqual(["/tmp/seed", "https://www.example.com", "true"]);
});

it("no build test passes a GATSBY_* variable to its command", () => {
  const dir = path.join(root, "tests/build");
  const files = readdirSync(dir).filter((f) => f.endsWith(".test.ts"));
  expect(files.length).toBeGreaterThanOrEqual(3);
  for (const file of files) expect([file, readFileSync(path.join(dir, file), "utf8").match(/\bGATSBY_\w+["']?\s*:/g)]).toEqual([file, null]);
});
