import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

// Every literal key the client code translates exists as a string (not an object) in its catalogue:
// the auth pages, the account area and the shared components, in both languages (decision 076).
const root = path.resolve(__dirname, "../..");
const load = (lang: string, ns: string) => JSON.parse(readFileSync(path.resolve(root, `../locales/${lang}/${ns}.json`), "utf8")) as Record<string, unknown>;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return files(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

const lookup = (catalogue: Record<string, unknown>, key: string): unknown =>
  key.split(".").reduce<unknown>((node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined), catalogue);

// The dashboard's parts and the app's UI kit read the account namespace: src/features/account/locales.test.ts checks them.
const accountNamespace = [path.join(root, "features/account/shell/dashboard"), path.join(root, "components/app-ui")];
const sources = [
  ...files(path.join(root, "features/auth")),
  ...files(path.join(root, "features/account/shell")),
  ...files(path.join(root, "components")),
].filter((file) => !accountNamespace.some((dir) => file.startsWith(dir + path.sep)));
const keys = new Set<string>();
for (const file of sources) for (const m of readFileSync(file, "utf8").matchAll(/\bt\(\s*"([^"$`]+)"/g)) keys.add(m[1]!);

it("finds the keys it checks", () => {
  expect(keys.size).toBeGreaterThan(60);
});

it.each([...keys].sort())("%s is a string in every language that shows it", (full) => {
  const [ns, key] = full.includes(":") ? (full.split(":") as [string, string]) : ["common", full];
  const languages = ["en", "ru"];
  // Plural keys (help.articleCount) live as key_one, key_other, ….
  for (const lang of languages) expect(typeof (lookup(load(lang, ns), key) ?? lookup(load(lang, ns), `${key}_one`))).toBe("string");
});
