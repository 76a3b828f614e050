import type { Metafile } from "esbuild";
import { bootSharedModules, nonBootEntries, tinyChunkFolds } from "./islands-bundle";

// Decision 122: the modules the boot script shares with islands are one chunk, not one per set of importers.

const output = (inputs: string[], imports: Array<[string, "import-statement" | "dynamic-import"]>, entryPoint?: string, bytes = 1) => ({
  bytes,
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

describe("tiny chunks", () => {
  // Three islands and the wiring. `c-list` (a tiny chunk) is reached by the contact and promo forms; both
  // reach the forms chunk, and the review form reaches it too; every one of them reaches React.
  const metafile = (listImports: Array<[string, "import-statement"]> = [["out/c-react.js", "import-statement"]]): Metafile => ({
    inputs: {},
    outputs: {
      "out/boot.js": output(["src/islands/boot.ts"], [["out/c-rt.js", "import-statement"]], "src/islands/boot.ts", 3000),
      "out/c-rt.js": output(["<runtime>"], [], undefined, 100),
      "out/page.js": output(["src/islands/boot-page.ts"], [["out/c-shared.js", "import-statement"]], "src/islands/boot-page.ts", 3000),
      "out/c-shared.js": output(["src/lib/money.ts"], [["out/c-rt.js", "import-statement"]], undefined, 3000),
      "out/contact.js": output(
        ["src/islands/entries/contact-form.tsx"],
        [
          ["out/c-list.js", "import-statement"],
          ["out/c-forms.js", "import-statement"],
          ["out/c-shared.js", "import-statement"],
        ],
        "src/islands/entries/contact-form.tsx",
        2000,
      ),
      "out/promo.js": output(
        ["src/islands/entries/email-promo.tsx"],
        [
          ["out/c-list.js", "import-statement"],
          ["out/c-forms.js", "import-statement"],
        ],
        "src/islands/entries/email-promo.tsx",
        2000,
      ),
      "out/review.js": output(
        ["src/islands/entries/review-proposal.tsx"],
        [["out/c-forms.js", "import-statement"]],
        "src/islands/entries/review-proposal.tsx",
        2000,
      ),
      "out/c-list.js": output(["src/lib/contact-subjects.ts"], listImports, undefined, 120),
      "out/c-forms.js": output(["node_modules/react-hook-form/index.mjs"], [["out/c-react.js", "import-statement"]], undefined, 40000),
      "out/c-react.js": output(["node_modules/react/index.js"], [], undefined, 190000),
    },
  });

  it("joins a tiny chunk to the chunk with the fewest more importers: those import its modules first", () => {
    // c-forms has one more importer (review), c-react the same one: the larger wins the tie.
    expect(tinyChunkFolds(metafile())).toEqual(new Map([["src/islands/entries/review-proposal.tsx", ["src/lib/contact-subjects.ts"]]]));
  });

  it("never adds an import to the boot script or the page's wiring", () => {
    const m = metafile();
    // Every entry but the boot and the wiring reaches c-list: only c-shared and c-rt are larger and reach it
    // all, and each would need the wiring or the boot to import it.
    m.outputs["out/review.js"]!.imports.push({ path: "out/c-list.js", kind: "import-statement" });
    for (const entry of ["out/promo.js", "out/review.js"]) m.outputs[entry]!.imports.push({ path: "out/c-shared.js", kind: "import-statement" });
    m.outputs["out/c-forms.js"]!.bytes = 100;
    m.outputs["out/c-react.js"]!.bytes = 100;
    expect(tinyChunkFolds(m)).toEqual(new Map());
  });

  it("leaves a tiny chunk whose own imports would gain importers outside their set", () => {
    // c-list imports c-only (tiny too), which only the contact and promo forms reach: c-list joining c-forms
    // would make the review form reach c-only, and split it. c-only imports nothing: it joins c-forms.
    const m = metafile([["out/c-only.js", "import-statement"]]);
    m.outputs["out/c-only.js"] = output(["src/lib/only.ts"], [], undefined, 100);
    expect(tinyChunkFolds(m)).toEqual(new Map([["src/islands/entries/review-proposal.tsx", ["src/lib/only.ts"]]]));
  });
});
