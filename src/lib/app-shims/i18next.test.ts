import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import i18next, { type InitOptions } from "i18next";
import standIn from "./i18next";
import { catalogueLeaves, type KeyKind } from "../../../tests/support/catalogue-keys";

// Decision 222: the apps' browser bundles take app-shims/i18next.ts for i18next. Configured as the plugin's page
// wrapper configures an instance (gatsby-config's i18nextOptions, the page's resources, its language, English as
// the fallback language, the page's namespace first and the others as fallback namespaces), it must answer every
// key of both catalogues as i18next does: with no options, with every variable, with counts reaching every plural
// form, prefixed with its namespace and not; and when a page carries both languages (the auth and not-found pages),
// fall back to English for a key Russian lacks, in i18next's order.

const LOCALES = path.resolve(__dirname, "../../../locales");
type Strings = Record<string, Record<string, unknown>>;
const catalogue = (language: string): Strings =>
  Object.fromEntries(
    readdirSync(path.join(LOCALES, language))
      .filter((f) => f.endsWith(".json"))
      .map((f) => [f.slice(0, -".json".length), JSON.parse(readFileSync(path.join(LOCALES, language, f), "utf8")) as Record<string, unknown>]),
  );

// gatsby-config.ts's i18nextOptions, and what the page wrapper adds (gatsby-plugin-react-i18next's wrapPageElement).
const pluginOptions = (resources: Record<string, Strings>, lng: string, defaultNS: string, fallbackNS: string[]): InitOptions => ({
  fallbackLng: "en",
  interpolation: { escapeValue: false },
  keySeparator: ".",
  nsSeparator: ":",
  returnNull: false,
  resources,
  lng,
  defaultNS,
  fallbackNS,
  react: { useSuspense: false },
});

function both(options: InitOptions) {
  const real = i18next.createInstance();
  void real.init(options);
  const lite = standIn.createInstance();
  void lite.init(options as Parameters<typeof lite.init>[0]);
  return { real, lite };
}

const COUNTS = [0, 1, 2, 5, 21, 1.5];

function mismatches(real: ReturnType<typeof both>["real"], lite: ReturnType<typeof both>["lite"], strings: Strings, ns: string | null) {
  const keys = new Map<string, KeyKind>();
  const names = new Set<string>();
  for (const [namespace, tree] of Object.entries(strings)) catalogueLeaves(tree, `${namespace}:`, keys, names);
  const variables = Object.fromEntries([...names].filter((n) => n !== "count").map((n) => [n, `<${n}>`]));
  const realT = real.getFixedT(null, ns);
  const liteT = lite.getFixedT(null, ns);
  const found: string[] = [];
  const check = (key: string, options?: Record<string, unknown>) => {
    const expected = realT(key, options as never) as unknown as string;
    const actual = liteT(key, options);
    if (actual !== expected) found.push(`${key} ${JSON.stringify(options)}: ${JSON.stringify(actual)} ≠ ${JSON.stringify(expected)}`);
  };
  for (const [full, kind] of keys)
    for (const key of [full, full.slice(full.indexOf(":") + 1)]) {
      check(key);
      if (kind.variables) check(key, variables);
      if (kind.plural) for (const count of COUNTS) check(key, { ...variables, count });
    }
  check("account.sections.nowhere", { defaultValue: "" });
  check("errors:nowhere.at.all");
  check("nowhere", { count: 2 });
  return { found, keys: keys.size };
}

describe.each(["en", "ru"])("the stand-in against i18next, a page in %s", (language) => {
  const strings = catalogue(language);
  const namespaces = Object.keys(strings);

  it.each([
    ["in order", namespaces],
    ["reversed", [...namespaces].reverse()],
  ])("every key, count and variable gives the same text (the page's namespaces %s)", (_label, order) => {
    const [defaultNS, ...fallbackNS] = order;
    const { real, lite } = both(pluginOptions({ [language]: strings }, language, defaultNS!, fallbackNS));
    expect([lite.language, lite.languages]).toEqual([real.language, [...real.languages]]);
    // What an island in an app page picks its strings from (island.tsx).
    expect(lite.store.data).toEqual(real.store.data);
    // The page's namespace (useTranslation()) and a fallback one (useTranslation("<ns>")).
    for (const ns of [null, fallbackNS[0]!]) {
      const { found, keys } = mismatches(real, lite, strings, ns);
      expect(found).toEqual([]);
      expect(keys).toBeGreaterThan(500);
    }
  });
});

describe.each(["en", "ru"])("with a key prefix, as the partner screens ask (%s)", (language) => {
  it("every key under the prefix gives the same text", () => {
    const strings = catalogue(language);
    const { real, lite } = both(
      pluginOptions(
        { [language]: strings },
        language,
        "account",
        Object.keys(strings).filter((ns) => ns !== "account"),
      ),
    );
    const keys = new Map<string, KeyKind>();
    const names = new Set<string>();
    catalogueLeaves(strings.partners!.partners, "", keys, names);
    // Every variable the texts name, as the screens pass them (a variable not passed at all: see decision 222).
    const variables = Object.fromEntries([...names].map((name) => [name, 7]));
    const realT = real.getFixedT(null, "partners", "partners");
    const liteT = lite.getFixedT(null, "partners", "partners");
    const answers = (t: (key: string, options?: Record<string, unknown>) => string) =>
      [...keys].flatMap(([key, kind]) => [t(key, variables), ...(kind.plural ? COUNTS.map((count) => t(key, { ...variables, count })) : [])]);
    expect(keys.size).toBeGreaterThan(20);
    expect(answers(liteT)).toEqual(answers(realT as never));
    expect(liteT("account.lead")).not.toBe("account.lead");
  });
});

describe("a page with both languages' strings (auth, not found)", () => {
  const en = catalogue("en");
  const ru = catalogue("ru");
  const namespaces = Object.keys(en);

  it("in Russian, as address-language.tsx makes it from the page's English instance: the same text for every key", () => {
    const page = both(pluginOptions({ en, ru }, "en", namespaces[0]!, namespaces.slice(1)));
    const real = i18next.createInstance();
    void real.init({ ...page.real.options, lng: "ru" });
    const lite = standIn.createInstance();
    void lite.init({ ...page.lite.options, lng: "ru" });
    expect([lite.language, lite.languages]).toEqual(["ru", [...real.languages]]);
    const { found } = mismatches(real, lite, ru, null);
    expect(found).toEqual([]);
  });

  it("falls back to English for a key Russian lacks, each namespace in both languages before the next", () => {
    const resources = {
      en: { page: { a: "A en", b: "B en", n_one: "{{count}} file", n_other: "{{count}} files" }, common: { a: "A common en", c: "C en" } },
      ru: { page: { b: "Б" }, common: { a: "А common", c: "В" } },
    };
    const { real, lite } = both(pluginOptions(resources, "ru", "page", ["common"]));
    const keys = ["a", "b", "c", "common:a", "page:a", "n", "missing"];
    const answers = (t: (key: string, options?: Record<string, unknown>) => string) => [
      ...keys.map((k) => t(k)),
      t("n", { count: 3 }),
      t("missing", { defaultValue: "" }),
    ];
    expect(answers(lite.getFixedT(null, null))).toEqual(["A en", "Б", "В", "А common", "A en", "n", "missing", "3 files", ""]);
    expect(answers(lite.getFixedT(null, null))).toEqual(answers(real.getFixedT(null, null) as never));
  });
});
