import type { Metafile } from "esbuild";
import { bootSharedModules } from "./islands-bundle";

// Decision 122: the modules the boot script shares with islands are one chunk, not one per set of importers.

const output = (inputs: string[], imports: Array<[string, "import-statement" | "dynamic-import"]>, entryPoint?: string) => ({
  bytes: 1,
  inputs: Object.fromEntries(inputs.map((i) => [i, { bytesInOutput: 1 }])),
  imports: imports.map(([p, kind]) => ({ path: p, kind })),
  exports: [],
  ...(entryPoint ? { entryPoint } : {}),
});

it("names the modules of the chunks the boot script imports statically, not its own, the runtime's or a lazy chunk's", () => {
  const metafile: Metafile = {
    inputs: {},
    outputs: {
      "out/boot.js": output(
        ["src/islands/boot.ts", "island-registry:island-registry"],
        [
          ["out/c-a.js", "import-statement"],
          ["out/c-lazy.js", "dynamic-import"],
        ],
        "src/islands/boot.ts",
      ),
      "out/c-a.js": output(["<define:process.env>", "src/lib/money.ts"], [["out/c-b.js", "import-statement"]]),
      "out/c-b.js": output(["src/lib/format.ts"], []),
      "out/c-lazy.js": output(["src/lib/referral-capture.ts"], [["out/c-b.js", "import-statement"]], "src/lib/referral-capture.ts"),
    },
  };
  expect(bootSharedModules(metafile).sort()).toEqual(["src/lib/format.ts", "src/lib/money.ts"]);
});
