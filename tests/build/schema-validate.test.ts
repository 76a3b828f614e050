import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { root, run, sanityBin } from "./run";

// `sanity build` accepts a broken schema (TOOLCHAIN.md); `sanity schema validate` does not. This proves
// the validation step of `npm test` catches one: a copy of the studio with one schema broken must fail. The
// real schema's passing run is `npm test`'s own `test:schema` step; here the output must name the one field
// this test broke, so a copy that fails for any other reason does not pass the test.
it("a broken schema fails schema validation with the broken type named", async () => {
  const work = await mkdtemp(path.join(root, ".schema-check-"));
  try {
    // The schemas and the studio share the site's route, language and domain modules (src/lib, decision 095).
    await cp(path.join(root, "schemas"), path.join(work, "schemas"), { recursive: true });
    await cp(path.join(root, "src"), path.join(work, "src"), { recursive: true });
    await cp(path.join(root, "studio"), path.join(work, "studio"), { recursive: true, filter: (src) => !/node_modules|seed|dist/.test(src) });
    const file = path.join(work, "schemas/documents/tag.ts");
    const source = await readFile(file, "utf8");
    // A field of a type that does not exist is an error Sanity reports.
    const broken = source.replace(/type: "string"/, 'type: "noSuchType"');
    expect(broken).not.toBe(source);
    await writeFile(file, broken);
    const bad = await run([sanityBin, "schema", "validate"], {}, path.join(work, "studio"));
    expect(bad.code).not.toBe(0);
    expect(bad.output).toMatch(/noSuchType/);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
});
