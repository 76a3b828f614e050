import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import type { IslandsBuild } from "../../src/build/islands-bundle";
import { root } from "../build/run";
import { builtFile, publicDir } from "./read-built";

// Decisions 118, 122 and 130, on the island bundle of the build the browser tests use: the boot script imports
// nothing but esbuild's helper chunk; the modules the page's wiring shares with islands are one chunk, which no
// other chunk repeats; so is the React stack. The build keeps esbuild's metafile beside its bundle
// (`.cache/islands-bundle/bundle.json`, decision 196), so the facts are read there instead of bundling the islands
// a second time (decision 208); the record is first tied to public/: the boot script the pages name, every script and stylesheet.

type Kept = { result: IslandsBuild };

const kept = async () => (JSON.parse(await readFile(path.join(root, ".cache/islands-bundle/bundle.json"), "utf8")) as Kept).result;

it("the kept metafile is the bundle in public/: the pages' boot script and every script and stylesheet", async () => {
  const { boot, metafile } = await kept();
  expect(/data-src="([^"]+)"/.exec(await builtFile("/help/"))?.[1]).toBe(boot);
  // Source maps leave public/ after the bundle is written (source-maps.ts); the scripts and stylesheets stay.
  const files = Object.keys(metafile.outputs).filter((f) => !f.endsWith(".map"));
  expect(files.length).toBeGreaterThan(10);
  for (const file of files) expect([file, (await stat(path.join(publicDir, "_islands", path.basename(file)))).isFile()]).toEqual([file, true]);
});

it("keeps the boot script to itself and its helper, and bundles the wiring's shared modules in one chunk", async () => {
  const { boot, metafile } = await kept();
  const outputs = metafile.outputs;
  const staticImports = (file: string) => outputs[file]!.imports.filter((i) => i.kind === "import-statement").map((i) => i.path);
  const bootOut = Object.keys(outputs).find((f) => f.endsWith(boot.slice(1)))!;
  const bootStatics = staticImports(bootOut);
  expect(bootStatics).toHaveLength(1);
  expect(Object.keys(outputs[bootStatics[0]!]!.inputs).filter((i) => i.startsWith("src/"))).toEqual([]);

  const wiring = Object.keys(outputs).find((f) => outputs[f]!.entryPoint === "src/islands/boot-page.ts")!;
  const holding = staticImports(wiring).filter((f) => "src/lib/money.ts" in outputs[f]!.inputs);
  expect(holding).toHaveLength(1);
  const shared = outputs[holding[0]!]!;
  expect(Object.keys(shared.inputs)).toEqual(
    expect.arrayContaining(["src/lib/money.ts", "src/lib/format.ts", "src/lib/signed-in-hint.ts", "src/lib/stored-choice.ts"]),
  );
  // No other chunk holds one of those modules.
  for (const [file, o] of Object.entries(outputs))
    if (file !== holding[0]) expect(Object.keys(o.inputs).filter((i) => i in shared.inputs && !i.startsWith("<"))).toEqual([]);

  // Decision 130: React, React DOM, react-i18next and the mount module's code are one chunk; the site's React is 18.3 (decision 264).
  const react = Object.keys(outputs).filter((f) =>
    Object.keys(outputs[f]!.inputs).some((i) => /node_modules\/(react|react-dom|site-react|site-react-dom|react-i18next)\//.test(i)),
  );
  expect(react).toHaveLength(1);
  expect(Object.keys(outputs[react[0]!]!.inputs)).toEqual(
    expect.arrayContaining([
      "node_modules/site-react/cjs/react.production.min.js",
      "node_modules/site-react-dom/cjs/react-dom.production.min.js",
      "src/islands/island-i18n.ts",
    ]),
  );
});
