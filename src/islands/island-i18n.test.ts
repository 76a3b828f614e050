import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import i18next from "i18next";
import { islandTranslator, translate } from "./island-i18n";
import { catalogueLeaves } from "../../tests/support/catalogue-keys";

// Decision 113: islands translate with island-i18n.ts instead of i18next. For every key of both languages'
// catalogues, with no options, with counts that reach every plural form, with every variable the catalogue
// names, under two namespace orders, its answer must be i18next's (configured as islands configured it).

const LOCALES = path.resolve(__dirname, "../../locales");
const languages = readdirSync(LOCALES);
const catalogue = (language: string) =>
  Object.fromEntries(
    readdirSync(path.join(LOCALES, language))
      .filter((f) => f.endsWith(".json"))
      .map((f) => [f.slice(0, -".json".length), JSON.parse(readFileSync(path.join(LOCALES, language, f), "utf8")) as Record<string, unknown>]),
  );

function realI18n(language: string, strings: Record<string, unknown>, defaultNS: string, fallbackNS: string[]) {
  const instance = i18next.createInstance();
  // As src/islands/tree.tsx configured each island's instance before decision 113.
  void instance.init({
    resources: { [language]: strings as Record<string, Record<string, unknown>> },
    lng: language,
    fallbackLng: false,
    defaultNS,
    fallbackNS,
    ns: [defaultNS, ...fallbackNS],
    keySeparator: ".",
    nsSeparator: ":",
    interpolation: { escapeValue: false },
    returnNull: false,
    initImmediate: false,
  });
  return instance;
}

// Every form of both languages: zero, one (1, 21), few (2), many (5), other (1.5).
const COUNTS = [0, 1, 2, 5, 21, 1.5];

describe.each(languages)("island translator against i18next (%s)", (language) => {
  const strings = catalogue(language);
  const namespaces = Object.keys(strings);
  const keys = new Map<string, { plural: boolean; variables: boolean }>();
  const names = new Set<string>();
  for (const [ns, tree] of Object.entries(strings)) catalogueLeaves(tree, `${ns}:`, keys, names);
  // Each key with its namespace and without (then it resolves along the namespace order).
  const cases = [...keys].flatMap(([key, kind]) => [[key, kind] as const, [key.slice(key.indexOf(":") + 1), kind] as const]);
  const variables = Object.fromEntries([...names].filter((n) => n !== "count").map((n) => [n, `<${n}>`]));

  it.each([namespaces, [...namespaces].reverse()])("every key, count and variable gives the same text (namespaces %j)", (...order) => {
    const [defaultNS, ...fallbackNS] = order;
    const real = realI18n(language, strings, defaultNS!, fallbackNS);
    const lite = islandTranslator({ language, defaultNS: defaultNS!, fallbackNS, strings: strings as Record<string, Record<string, unknown>> });
    const realT = real.getFixedT(null, defaultNS!);
    const liteT = lite.getFixedT(null, defaultNS!);
    const mismatches: string[] = [];
    const check = (key: string, options?: Record<string, unknown>) => {
      const expected = realT(key, options as never) as unknown as string;
      const actual = liteT(key, options);
      if (actual !== expected) mismatches.push(`${key} ${JSON.stringify(options)}: ${JSON.stringify(actual)} ≠ ${JSON.stringify(expected)}`);
    };
    cases.forEach(([key, kind], i) => {
      check(key);
      if (kind.variables) check(key, variables);
      // Every plural key with every count; a sample of the others with a count (no plural form to find).
      if (kind.plural || i % 25 === 0) for (const count of COUNTS) check(key, { ...variables, count });
    });
    // What the islands ask besides: a section title with an empty default, keys nobody wrote, a subtree.
    check("account.sections.nowhere", { defaultValue: "" });
    check("errors:nowhere.at.all");
    check("nowhere", { count: 2 });
    expect(mismatches).toEqual([]);
    expect(keys.size).toBeGreaterThan(500);
  });
});

describe("translate", () => {
  const strings = { common: { a: { b: "B {{x}} {{y.z}}", n_one: "{{count}} one", n_other: "{{count}} other", n_zero: "none" } }, site: { s: "S" } };
  it("reads nested keys and namespaces, falls back along the order, interpolates (missing variables as empty)", () => {
    expect(translate(strings, "en", ["common", "site"], "a.b", { x: 1, y: { z: "Z" } })).toBe("B 1 Z");
    expect(translate(strings, "en", ["common", "site"], "a.b")).toBe("B  ");
    expect(translate(strings, "en", ["common", "site"], "s")).toBe("S");
    expect(translate(strings, "en", ["common", "site"], "site:s")).toBe("S");
  });
  it("picks plural forms by count, the zero form for 0, and answers a missing key with the key", () => {
    expect(translate(strings, "en", ["common"], "a.n", { count: 0 })).toBe("none");
    expect(translate(strings, "en", ["common"], "a.n", { count: 1 })).toBe("1 one");
    expect(translate(strings, "en", ["common"], "a.n", { count: 7 })).toBe("7 other");
    expect(translate(strings, "en", ["common"], "site:nope")).toBe("nope");
    expect(translate(strings, "en", ["common"], "nope", { defaultValue: "" })).toBe("");
  });
});
