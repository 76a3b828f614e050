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
