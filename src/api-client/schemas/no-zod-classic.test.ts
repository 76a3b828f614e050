import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";

// Decision 212: no browser code imports zod classic (`"zod"`), only zod/mini and core's types. webpack's used exports
// are per build: one classic schema anywhere (a lazy account section, a checkout stage) keeps every constructor of
// zod's core in the chunk every app page loads first, and brings back the `zod-classic` chunk. The build's own
// modules (src/build, run by Node) may use classic; tests may too.

const SRC = path.resolve(__dirname, "../..");
const CLASSIC_IMPORT = /from\s+["']zod(\/v4)?(\/classic)?["']/;

function browserFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return full === path.join(SRC, "build") ? [] : browserFiles(full);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}

it("no module of the browser bundles imports zod classic", () => {
  const files = browserFiles(SRC);
  expect(files.length).toBeGreaterThan(100);
  const classic = files.filter((file) => CLASSIC_IMPORT.test(readFileSync(file, "utf8"))).map((file) => path.relative(SRC, file));
  expect(classic).toEqual([]);
});

it("the rule finds a classic import", () => {
  expect(CLASSIC_IMPORT.test('import { z } from "zod";')).toBe(true);
  expect(CLASSIC_IMPORT.test('import type { z } from "zod/v4";')).toBe(true);
  expect(CLASSIC_IMPORT.test('import * as z from "zod/mini";')).toBe(false);
  expect(CLASSIC_IMPORT.test('import type * as core from "zod/v4/core";')).toBe(false);
});
