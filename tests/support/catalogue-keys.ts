import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

// Decision 060: a content page's page data holds only some translation namespaces. A key the page
// cannot resolve is shown raw ("site.plans.order", or "account:orders.title"). These are the keys to look for,
// in the browser (tests/e2e/raw-keys.ts) and in the built HTML (tests/built/raw-keys.test.ts).

function leafKeys(value: unknown, prefix: string, out: Set<string>) {
  if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) leafKeys(v, prefix ? `${prefix}.${k}` : k, out);
  else out.add(prefix.replace(/_(zero|one|two|few|many|other)$/, ""));
}

/** Every dotted catalogue key of every namespace and language, bare and with its namespace. */
export function catalogueKeys(): string[] {
  const dir = path.resolve(__dirname, "../../locales");
  const keys = new Set<string>();
  for (const lang of readdirSync(dir)) {
    for (const file of readdirSync(path.join(dir, lang)).filter((f) => f.endsWith(".json"))) {
      const leaves = new Set<string>();
      leafKeys(JSON.parse(readFileSync(path.join(dir, lang, file), "utf8")), "", leaves);
      for (const key of leaves) {
        if (!key.includes(".")) continue;
        keys.add(key);
        keys.add(`${file.replace(/\.json$/, "")}:${key}`);
      }
    }
  }
  return [...keys];
}

/** A catalogue key's kind: whether it has plural forms (a suffix, or a `{{count}}`) and whether it has variables. */
export type KeyKind = { plural: boolean; variables: boolean };

/**
 * Every leaf's key path under `prefix`, with plural suffixes taken off (`a.b_few` → `a.b`), marked when it has
 * plural forms or variables; and every `{{variable}}` seen (the translators' comparison tests walk every key).
 */
export function catalogueLeaves(node: unknown, prefix: string, keys: Map<string, KeyKind>, variables: Set<string>): void {
  if (typeof node === "string") {
    const key = prefix.replace(/_(zero|one|two|few|many|other)$/, "");
    const found = [...node.matchAll(/\{\{(.+?)\}\}/g)].map(([, name]) => name!.trim());
    found.forEach((name) => variables.add(name));
    const seen = keys.get(key);
    keys.set(key, { plural: (seen?.plural ?? false) || key !== prefix || found.includes("count"), variables: (seen?.variables ?? false) || found.length > 0 });
    return;
  }
  if (typeof node === "object" && node !== null) for (const [k, v] of Object.entries(node)) catalogueLeaves(v, prefix ? `${prefix}.${k}` : k, keys, variables);
}
