import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { renderToString } from "react-dom/server";
import i18next from "i18next";
import * as real from "react-i18next";
import standIn from "./i18next";
import { Trans } from "./react-i18next";

// Decision 222: the apps' browser bundles take app-shims/react-i18next.tsx for react-i18next. Its Trans must give
// the server markup react-i18next's gives (hydration compares them) for every key the code passes to `Trans`, in
// both languages, with the components and values the code passes (a count reaching every plural form).

const ROOT = path.resolve(__dirname, "../../..");
const LOCALES = path.join(ROOT, "locales");

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sources(full);
    return e.name.endsWith(".tsx") && !e.name.includes(".test.") ? [full] : [];
  });
}

/** The keys in every `<Trans … />` of the code (a conditional key counts both of its strings). */
function transKeys(): string[] {
  const keys = new Set<string>();
  for (const file of sources(path.join(ROOT, "src")))
    for (const [element] of readFileSync(file, "utf8").matchAll(/<Trans\s[\s\S]*?\/>/g))
      for (const [, key] of element.match(/i18nKey=(\{[^}]*\}|"[^"]*")/)![1]!.matchAll(/"([^"]+)"/g)) keys.add(key!);
  return [...keys].sort();
}

const catalogue = (language: string) => JSON.parse(readFileSync(path.join(LOCALES, language, "account.json"), "utf8")) as Record<string, unknown>;

/** A component as the code passes them (DateText, Money): it renders its own props and ignores children. */
function Slot({ name }: { name: string }) {
  return <i className="slot">{name}</i>;
}

/** A key's texts (its plural forms too), the tags they name, whether they are plural and have variables. */
function textsOf(strings: Record<string, unknown>, key: string) {
  const [group, leaf] = key.split(".") as [string, string];
  const texts = Object.entries(strings[group] as Record<string, string>).filter(([k]) => k === leaf || k.startsWith(`${leaf}_`));
  return {
    slots: [...new Set(texts.flatMap(([, text]) => [...text.matchAll(/<(\w+)\s*\/>/g)].map(([, name]) => name!)))],
    plural: texts.some(([k]) => k !== leaf),
    variables: texts.some(([, text]) => text.includes("{{")),
  };
}

/** The values as the code passes them: none for a text without variables, a name, a count for a plural text. */
function valuesFor({ plural, variables }: { plural: boolean; variables: boolean }) {
  if (plural) return [0, 1, 2, 5, 21].map((count) => ({ name: "Alpha & Co", count }));
  return variables ? [{ name: "Alpha & Co" }, { name: "" }] : [undefined, { name: "Alpha" }];
}

it("finds the keys the code passes to Trans", () => {
  expect(transKeys()).toEqual([
    "dashboard.debts",
    "dashboard.ends",
    "dashboard.expires",
    "dashboard.forecast",
    "dashboard.orderMonth",
    "dashboard.runwayUntil",
    "dashboard.soFar",
    "finance.renewalOverdue",
    "orders.monthCost",
    "orders.pricePerMonth",
    "orders.pricePerMonths",
    "runway.coversHorizon",
    "runway.coversUntil",
    "runway.nextShortfall",
    "runway.topUp",
  ]);
});

describe.each(["en", "ru"])("Trans against react-i18next's (%s)", (language) => {
  const strings = catalogue(language);
  const options = {
    resources: { [language]: { account: strings } },
    lng: language,
    fallbackLng: "en",
    defaultNS: "account",
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  };
  const realI18n = i18next.createInstance();
  void realI18n.init(options);
  const lite = standIn.createInstance();
  void lite.init(options);

  it.each(transKeys())("%s: the same markup, with the values the code passes", (key) => {
    const texts = textsOf(strings, key);
    const components = Object.fromEntries(texts.slots.map((name) => [name, <Slot name={name} />]));
    expect(Object.keys(components).length).toBeGreaterThan(0);
    for (const values of valuesFor(texts)) {
      const theirs = renderToString(
        <real.I18nextProvider i18n={realI18n}>
          <real.Trans t={realI18n.getFixedT(null, "account")} i18nKey={key} values={values} components={components} />
        </real.I18nextProvider>,
      );
      const ours = renderToString(<Trans t={lite.getFixedT(null, "account") as never} i18nKey={key} values={values} components={components} />);
      expect([key, values, ours]).toEqual([key, values, theirs]);
      expect(ours).toContain('<i class="slot">');
    }
  });
});

it("shows a name that looks like markup as written (react-i18next's parsed it as HTML and printed [object Object])", () => {
  const lite = standIn.createInstance();
  void lite.init({ resources: { en: { account: catalogue("en") } }, lng: "en", defaultNS: "account" });
  const markup = renderToString(
    <Trans
      t={lite.getFixedT(null, "account") as never}
      i18nKey="dashboard.expires"
      values={{ name: "<b>VPS</b>" }}
      components={{ date: <Slot name="date" /> }}
    />,
  );
  expect(markup).toBe('&lt;b&gt;VPS&lt;/b&gt; expires on <i class="slot">date</i>: renew it');
});
