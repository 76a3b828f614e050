import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { bundleIslands } from "../../src/build/islands-bundle";

// Decisions 118, 122 and 130, on the real island bundle (esbuild and terser over every island: about a minute on
// two busy cores, so it is a build test): the boot script imports nothing but esbuild's helper chunk; the
// modules the page's wiring shares with islands are one chunk, which no other chunk repeats; so is the React stack.

it("keeps the boot script to itself and its helper, and bundles the wiring's shared modules in one chunk", async () => {
  const dir = await mkdtemp(path.join(tmpdir(), "islands-"));
  try {
    const { boot, metafile } = await bundleIslands(dir, {});
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

    // Decision 130: React, React DOM, react-i18next and the mount module's code are one chunk.
    const react = Object.keys(outputs).filter((f) => Object.keys(outputs[f]!.inputs).some((i) => /node_modules\/(react|react-dom|react-i18next)\//.test(i)));
    expect(react).toHaveLength(1);
    expect(Object.keys(outputs[react[0]!]!.inputs)).toEqual(
      expect.arrayContaining([
        "node_modules/react/cjs/react.production.js",
        "node_modules/react-dom/cjs/react-dom-client.production.js",
        "src/islands/island-i18n.ts",
      ]),
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}, 120_000);
