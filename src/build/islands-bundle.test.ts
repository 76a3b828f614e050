import type { Metafile } from "esbuild";
import { bootSharedModules, nonBootEntries } from "./islands-bundle";

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

it("adds the modules the page's wiring imports statically (decision 118), never an entry of its own, and every entry but the boot gets them", () => {
  const metafile: Metafile = {
    inputs: {},
    outputs: {
      "out/boot.js": output(
        ["src/islands/boot.ts"],
        [
          ["out/c-helper.js", "import-statement"],
          ["out/boot-page.js", "dynamic-import"],
          ["out/contact.js", "dynamic-import"],
        ],
        "src/islands/boot.ts",
      ),
      "out/c-helper.js": output(["<define:process.env>"], []),
      "out/boot-page.js": output(
        ["src/islands/boot-page.ts"],
        [
          ["out/c-helper.js", "import-statement"],
          ["out/c-money.js", "import-statement"],
          ["out/c-mount.js", "import-statement"],
        ],
        "src/islands/boot-page.ts",
      ),
      "out/c-money.js": output(["src/lib/money.ts", "src/lib/stored-choice.ts"], []),
      "out/c-mount.js": output(["src/islands/mount.tsx"], [], "src/islands/mount.tsx"),
      "out/contact.js": output(["src/islands/entries/contact-form.tsx"], [["out/c-money.js", "import-statement"]], "src/islands/entries/contact-form.tsx"),
      "out/content.css": output(["src/islands/content.css"], [], "src/islands/content.css"),
    },
  };
  expect(bootSharedModules(metafile).sort()).toEqual(["src/lib/money.ts", "src/lib/stored-choice.ts"]);
  expect(nonBootEntries(metafile).sort()).toEqual(["src/islands/boot-page.ts", "src/islands/entries/contact-form.tsx", "src/islands/mount.tsx"]);
});
