import { execFileSync } from "node:child_process";
import path from "node:path";
import * as real from "gatsby/node_modules/gatsby-script";
import * as standIn from "./gatsby-script";
import { appRuntimeStandIns } from "../../build/app-runtime-stand-ins";

// Decision 247: the production browser bundle's gatsby-script is a stand-in; the site must not use `<Script>`.
const root = path.resolve(__dirname, "../../..");

test("the stand-in has every name the package exports, with the same strategies", () => {
  // `default` is the CommonJS interop of the package's build, not one of its names.
  expect(Object.keys(standIn).sort()).toEqual(
    Object.keys(real)
      .filter((name) => name !== "default")
      .sort(),
  );
  expect({ ...standIn.ScriptStrategy }).toEqual({ ...real.ScriptStrategy });
});

test("a <Script> rendered in the browser bundle throws, naming the decision", () => {
  expect(() => standIn.Script()).toThrow(/decision 247/);
});

test("no source file imports Script from gatsby or gatsby-script", () => {
  // git grep over the tracked sources: an import of `Script` (alone or among other names) from either module.
  const pattern = String.raw`import[^;]*\bScript\b[^;]*from ["'](gatsby|gatsby-script)["']`;
  let found = "";
  try {
    found = execFileSync("git", ["grep", "-lzP", pattern, "--", "*.ts", "*.tsx", "*.js", "*.jsx", "*.mjs"], { cwd: root, encoding: "utf8" });
  } catch (error) {
    // git grep exits 1 when nothing matches.
    if ((error as { status?: number }).status !== 1) throw error;
  }
  expect(found.split("\0").filter(Boolean)).toEqual([]);
});

test("the production browser bundle's alias for gatsby-script names the stand-in", () => {
  const alias = appRuntimeStandIns(root).resolve.alias as Record<string, string>;
  expect(alias["gatsby-script$"]).toBe(path.join(root, "src/lib/app-shims/gatsby-script.ts"));
});
