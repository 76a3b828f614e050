import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";

// One word for one thing in each language (issue 37): "Partner program" (not "programme") in English, and
// «эл. почта» (not «E-mail», «Email» or «Электронная почта» as a label) in Russian, in the interface's
// strings and in the studio's seed texts of the site.

const root = path.resolve(__dirname, "..");

/** Every string value of a locale's JSON files, with where it is. */
function strings(lang: string): Array<[string, string]> {
  const dir = path.join(root, "locales", lang);
  const out: Array<[string, string]> = [];
  const walk = (node: unknown, where: string) => {
    if (typeof node === "string") out.push([where, node]);
    else if (node && typeof node === "object") for (const [k, v] of Object.entries(node)) walk(v, `${where}.${k}`);
  };
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".json"))) walk(JSON.parse(readFileSync(path.join(dir, file), "utf8")), file);
  return out;
}

it('says "Partner program" in English, one spelling everywhere', () => {
  expect(strings("en").filter(([, s]) => /programme/i.test(s))).toEqual([]);
  const seed = path.join(root, "studio/seed/source");
  const inSeed = readdirSync(seed)
    .filter((f) => f.endsWith(".ts"))
    .filter((f) => /partner programme/i.test(readFileSync(path.join(seed, f), "utf8")));
  expect(inSeed).toEqual([]);
});

it("says «эл. почта» in Russian, never «E-mail», «Email» or «Электронная почта»", () => {
  const mixed = strings("ru").filter(([, s]) => /e-?mail|электронная почта/i.test(s.replace(/\{\{\s*email\s*\}\}/g, "")));
  expect(mixed).toEqual([]);
});
