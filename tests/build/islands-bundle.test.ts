import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { bundleIslands } from "../../src/build/islands-bundle";

// Decision 122, on the real island bundle (esbuild and terser over every island: about a minute on two busy
// cores, so it is a build test): the boot script's shared modules are one chunk.

it("bundles the boot script with its shared modules in one chunk, which every island's shared code imports", async () => {
  const dir = await mkdtemp(path.join(tmpdir(), "islands-"));
  try {
    const { boot, metafile } = await bundleIslands(dir, {});
    const outputs = metafile.outputs;
    const bootOut = Object.keys(outputs).find((f) => f.endsWith(boot.slice(1)))!;
    const statics = outputs[bootOut]!.imports.filter((i) => i.kind === "import-statement").map((i) => i.path);
    expect(statics).toHaveLength(1);
    const shared = outputs[statics[0]!]!;
    expect(Object.keys(shared.inputs)).toEqual(expect.arrayContaining(["src/lib/money.ts", "src/lib/format.ts", "src/lib/signed-in-hint.ts"]));
    // No other chunk holds one of those modules.
    for (const [file, o] of Object.entries(outputs))
      if (file !== statics[0]) expect(Object.keys(o.inputs).filter((i) => i in shared.inputs && !i.startsWith("<"))).toEqual([]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}, 120_000);
