import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

// Decision 060: content pages carry only some translation namespaces in their page data. A key from
// any other namespace would show raw (`account:orders.title`) on a content page, and a key missing in
// ru would show raw on the Russian page (the page data holds one language). This reads the code a
// content page can run — every module reachable from the templates and the not-found page, through
// static and dynamic imports (islands, the chat widget) — and checks every key it names.

const root = path.resolve(__dirname, "../..");
const LANGS = ["en", "ru"] as const;

function fragmentNamespaces(): string[][] {
  const source = readFileSync(path.join(root, "src/components/content-locales.ts"), "utf8");
  return [...source.matchAll(/ns:\s*\{\s*in:\s*\[([^\]]*)\]/g)].map((m) => [...m[1]!.matchAll(/"([^"]+)"/g)].map((n) => n[1]!));
}

const IMPORT = /(?:import|export)\s[^;]*?from\s+["'](\.[^"']+)["']|import\(\s*(?:\/\*[\s\S]*?\*\/\s*)?["'](\.[^"']+)["']\s*\)|import\s+["'](\.[^"']+)["']/g;

function resolveImport(from: string, spec: string): string | null {
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")]) {
    if (existsSync(candidate) && /\.tsx?$/.test(candidate)) return candidate;
  }
  return null;
}

/** Every project module (relative imports) a content page can load, starting from its page components. */
export function reachableModules(entries: string[]): string[] {
  const seen = new Set<string>();
  const stack = [...entries];
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const m of readFileSync(file, "utf8").matchAll(IMPORT)) {
      const target = resolveImport(file, (m[1] ?? m[2] ?? m[3])!);
      if (target) stack.push(target);
    }
  }
  return [...seen].filter((f) => !/\.test\.tsx?$/.test(f));
}

type Catalogue = Map<string, Set<string>>; // namespace → leaf keys (plural suffixes removed)

function flatten(value: unknown, prefix: string, out: Set<string>) {
  if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else out.add(prefix.replace(/_(zero|one|two|few|many|other)$/, ""));
}

function catalogue(lang: string): Catalogue {
  const dir = path.join(root, "locales", lang);
  const result: Catalogue = new Map();
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".json"))) {
    const keys = new Set<string>();
    flatten(JSON.parse(readFileSync(path.join(dir, file), "utf8")), "", keys);
    result.set(file.replace(/\.json$/, ""), keys);
  }
  return result;
}

const has = (keys: Set<string> | undefined, key: string, isPrefix: boolean) => !!keys && (isPrefix ? [...keys].some((k) => k.startsWith(key)) : keys.has(key));

type Use = { file: string; ns: string | null; key: string; isPrefix: boolean };

/** Keys a module names: `ns:key` literals anywhere, and unprefixed literals passed to `t(...)`. */
function keysIn(file: string, namespaces: Set<string>): Use[] {
  const source = readFileSync(file, "utf8");
  const rel = path.relative(root, file);
  const uses: Use[] = [];
  for (const m of source.matchAll(/["'`]([a-zA-Z]+):([A-Za-z0-9_.]+?)(\$\{|["'`])/g)) {
    if (namespaces.has(m[1]!)) uses.push({ file: rel, ns: m[1]!, key: m[2]!, isPrefix: m[3] === "${" });
  }
  for (const call of source.matchAll(/\bt\(\s*([^,)]*)/g)) {
    const argument = call[1]!.replace(/[!=]==\s*["'][^"']*["']/g, ""); // `t(kind === "plain" ? …)`: a comparison, not a key
    for (const lit of argument.matchAll(/["'`]([A-Za-z][A-Za-z0-9_.]*?)(\$\{|["'`])/g)) {
      uses.push({ file: rel, ns: null, key: lit[1]!, isPrefix: lit[2] === "${" });
    }
  }
  return uses;
}

const [contentNs = [], allLanguagesNs = []] = fragmentNamespaces();
const entries = [
  ...readdirSync(path.join(root, "src/templates"))
    .filter((f) => f.endsWith(".tsx"))
    .map((f) => path.join(root, "src/templates", f)),
  path.join(root, "src/pages/404.tsx"),
];
const modules = reachableModules(entries);
const catalogues = Object.fromEntries(LANGS.map((l) => [l, catalogue(l)])) as Record<(typeof LANGS)[number], Catalogue>;
const allNamespaces = new Set(catalogues.en.keys());
const uses = modules.flatMap((f) => keysIn(f, allNamespaces));

describe("content-page translation namespaces (decision 060)", () => {
  it("has one list, in both fragments, naming real namespaces", () => {
    expect(contentNs.length).toBeGreaterThan(0);
    expect(allLanguagesNs).toEqual(contentNs);
    for (const ns of contentNs) expect(allNamespaces).toContain(ns);
  });

  it("reaches the Layout and the islands a content page loads", () => {
    const rel = modules.map((f) => path.relative(root, f));
    for (const file of [
      "src/components/layout.tsx",
      "src/features/support-chat/chat-widget.tsx",
      "src/components/configurator/vps-configurator.tsx",
      "src/features/contact-form/contact-form.tsx",
      "src/components/pricing/currency-switcher.tsx",
    ]) {
      expect(rel).toContain(file);
    }
    expect(uses.length).toBeGreaterThan(100);
  });

  it.each(LANGS)("every key reachable from a content page is in a listed namespace, in %s", (lang) => {
    const cat = catalogues[lang];
    // An island carries the strings it declares (keys or subtrees), from any namespace (decision 078): those need only exist.
    const ownStrings = (u: (typeof uses)[number]) => u.file.startsWith("src/islands/");
    const missing = uses
      .filter((u) =>
        u.ns
          ? (!ownStrings(u) && !contentNs.includes(u.ns)) || !has(cat.get(u.ns), u.key, u.isPrefix || ownStrings(u))
          : !contentNs.some((ns) => has(cat.get(ns), u.key, u.isPrefix)),
      )
      .map((u) => `${u.file}: ${u.ns ? `${u.ns}:` : ""}${u.key}${u.isPrefix ? "…" : ""}`);
    expect([...new Set(missing)]).toEqual([]);
  });

  it("no string in that code is a key that only an excluded namespace holds", () => {
    const excluded = [...allNamespaces].filter((ns) => !contentNs.includes(ns));
    const found: string[] = [];
    for (const file of modules) {
      for (const m of readFileSync(file, "utf8").matchAll(/["'`]([A-Za-z][A-Za-z0-9_]*(?:\.[A-Za-z0-9_]+)+)["'`]/g)) {
        const key = m[1]!;
        const inExcluded = excluded.some((ns) => catalogues.en.get(ns)?.has(key));
        const inContent = contentNs.some((ns) => catalogues.en.get(ns)?.has(key));
        if (inExcluded && !inContent) found.push(`${path.relative(root, file)}: ${key}`);
      }
    }
    expect(found).toEqual([]);
  });
});
