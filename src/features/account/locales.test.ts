import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(__dirname, "../../..");
const read = (lang: string) => JSON.parse(readFileSync(path.join(root, "locales", lang, "account.json"), "utf8")) as Record<string, unknown>;

function keys(obj: Record<string, unknown>, prefix = ""): string[] {
  return Object.entries(obj).flatMap(([k, v]) => (v && typeof v === "object" ? keys(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`]));
}
const base = (k: string) => k.replace(/_(zero|one|two|few|many|other)$/, "");

function has(obj: Record<string, unknown>, key: string): boolean {
  let node: unknown = obj;
  const parts = key.split(".");
  for (let i = 0; i < parts.length; i++) {
    const p = parts[i]!;
    if (!node || typeof node !== "object") return false;
    const rec = node as Record<string, unknown>;
    if (p in rec) node = rec[p];
    else return i === parts.length - 1 && (`${p}_one` in rec || `${p}_other` in rec);
  }
  return true;
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const full = path.join(dir, f);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.tsx?$/.test(f) && !f.endsWith(".test.ts") ? [full] : [];
  });
}

describe("account strings", () => {
  const en = read("en");
  const ru = read("ru");
  const errorsEn = JSON.parse(readFileSync(path.join(root, "locales/en/errors.json"), "utf8")) as Record<string, string>;
  const errorsRu = JSON.parse(readFileSync(path.join(root, "locales/ru/errors.json"), "utf8")) as Record<string, string>;

  it("has the same keys in English and Russian, with three plural forms in Russian", () => {
    expect([...new Set(keys(ru).map(base))].sort()).toEqual([...new Set(keys(en).map(base))].sort());
    for (const k of keys(ru).filter((x) => x.endsWith("_one"))) {
      const stem = k.slice(0, -4);
      expect([`${stem}_few`, `${stem}_many`].every((f) => keys(ru).includes(f))).toBe(true);
    }
  });

  it("shows spec §8's failures from the errors catalogue, word for word, and keeps no copy of them", () => {
    const catalogue = JSON.parse(readFileSync(path.join(root, "locales/en/errors.json"), "utf8")) as Record<string, string>;
    expect(catalogue).toMatchObject({
      generic: "Something went wrong; our developers are already on it.",
      requestFailed: "Request failed, try again in a few minutes.",
      copyFailed: "Copy failed",
      financeNavigation: "Failed to fetch finance page navigation state",
      removeCard: "Failed to remove card",
      updatePaymentMethod: "Failed to update payment method",
      completeRequest: "Failed to complete request",
      projectCreate: "Can't create a new project",
      projectRemove: "Failed to remove project",
      projectOrders: "Failed to fetch the list of project orders",
      orderRename: "Failed to rename order",
      editTags: "Failed to edit tags",
    });
    const copies = Object.values(en.errors as Record<string, string>).filter((text) => Object.values(catalogue).includes(text));
    expect(copies).toEqual([]);
  });

  it("defines every key the account screens use", () => {
    const missing: string[] = [];
    const shell = path.join(root, "src/features/account/shell");
    const dashboard = path.join(shell, "dashboard");
    // The sections, the dashboard's parts and the app's UI kit (src/components/app-ui) read this namespace.
    for (const file of [...sources(path.join(root, "src/features/account")), ...sources(path.join(root, "src/components/app-ui"))]) {
      // The rest of the shell (menu, profile, security) reads the common namespace; its keys are checked with the page's own.
      if (file.startsWith(shell) && !file.startsWith(dashboard)) continue;
      const text = readFileSync(file, "utf8");
      // The partner's account screen reads its own namespace (partners.json), not the account catalogue.
      if (/useTranslation\(\s*["']partners["']/.test(text)) continue;
      const used = [
        ...text.matchAll(/(?<![A-Za-z])t\(\s*["'`]([a-zA-Z0-9_.]+)["'`]/g),
        ...text.matchAll(/i18nKey="([^"]+)"/g),
        ...text.matchAll(/"(validation\.[a-zA-Z]+)"/g),
      ].map((m) => m[1]!);
      for (const key of used) if (!has(en, key) || !has(ru, key)) missing.push(`${path.relative(root, file)}: ${key}`);
      // Keys of the errors catalogue (`errors:key`, spec §8 and §5), and the ones failure.tsx names in its table.
      const catalogueKeys = [...text.matchAll(/["'`]errors:([a-zA-Z0-9_]+)["'`]/g)].map((m) => m[1]!);
      if (file.endsWith(path.join("app-ui", "failure.tsx"))) catalogueKeys.push(...[...text.matchAll(/^ {2}\w+: "(\w+)",$/gm)].map((m) => m[1]!));
      for (const key of catalogueKeys) if (!(key in errorsEn) || !(key in errorsRu)) missing.push(`${path.relative(root, file)}: errors:${key}`);
    }
    expect(missing).toEqual([]);
  });
});
