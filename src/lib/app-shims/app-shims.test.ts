import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import * as realPlugin from "gatsby-plugin-react-i18next";
import * as pluginShim from "./gatsby-plugin-react-i18next";
import i18nextShim from "./i18next";
import * as reactI18nextShim from "./react-i18next";

// Decisions 200 and 222: the browser bundles take these files for gatsby-plugin-react-i18next, react-i18next and
// i18next (src/build/app-i18n-aliases.ts). A name missing here would be `undefined` in the browser (webpack only
// warns), so every name the code and the plugin's files import must be here. The plugin's shim re-exports the
// package's own parts (its `react-i18next` names are the react-i18next shim's in the browser); the react-i18next
// and i18next shims are stand-ins, compared with the packages in their own tests.

const ROOT = path.resolve(__dirname, "../../..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}

/** The value names imported from `module` (type-only imports and `type` specifiers left out). */
function importedNames(files: string[], module: string): Set<string> {
  const names = new Set<string>();
  const pattern = new RegExp(`import\\s+(?!type\\s)\\{([^}]*)\\}\\s*from\\s*"${module}"`, "g");
  for (const file of files)
    for (const [, list] of readFileSync(file, "utf8").matchAll(pattern))
      for (const item of list!.split(",").map((s) => s.trim())) if (item && !item.startsWith("type ")) names.add(item.split(/\s+as\s+/)[0]!);
  return names;
}

it("exports every name the site's browser code imports from gatsby-plugin-react-i18next, as the package's own", () => {
  const files = [...sourceFiles(path.join(ROOT, "src")), path.join(ROOT, "gatsby-browser.tsx")].filter((f) => !f.includes(`${path.sep}islands${path.sep}`));
  const names = [...importedNames(files, "gatsby-plugin-react-i18next")].sort();
  expect(names).toEqual(["I18nextContext", "I18nextProvider", "Link", "useI18next", "useTranslation"]);
  for (const name of names) expect([name, (pluginShim as Record<string, unknown>)[name]]).toEqual([name, (realPlugin as Record<string, unknown>)[name]]);
});

it("exports every name the plugin's files and the apps' code read from react-i18next, and i18next's createInstance", () => {
  const dist = path.join(ROOT, "node_modules/gatsby-plugin-react-i18next/dist");
  const files = [...readdirSync(dist), ...readdirSync(path.join(dist, "plugin")).map((f) => `plugin/${f}`)].filter((f) => f.endsWith(".js"));
  const read = new Set<string>();
  for (const file of files) for (const [, name] of readFileSync(path.join(dist, file), "utf8").matchAll(/_reactI18next\.(\w+)/g)) read.add(name!);
  // The plugin's index copies them all, but the browser bundles take ./gatsby-plugin-react-i18next.ts for it.
  expect([...read].sort()).toEqual(["I18nextProvider", "useTranslation"]);
  const code = [...sourceFiles(path.join(ROOT, "src")), path.join(ROOT, "gatsby-browser.tsx")].filter(
    (f) => !f.includes(`${path.sep}islands${path.sep}`) && !f.includes("app-shims"),
  );
  const imported = importedNames(code, "react-i18next");
  expect([...imported].sort()).toEqual(["Trans", "useTranslation"]);
  for (const name of [...read, ...imported]) expect([name, typeof (reactI18nextShim as Record<string, unknown>)[name]]).toEqual([name, "function"]);
  expect(typeof i18nextShim.createInstance().init).toBe("function");
});

it("has every member the browser code reads of an i18next instance (`i18n.<member>`)", () => {
  const code = [...sourceFiles(path.join(ROOT, "src")), path.join(ROOT, "gatsby-browser.tsx")].filter(
    (f) => !f.includes("app-shims") && !f.includes(`${path.sep}build${path.sep}`),
  );
  const read = new Set<string>();
  for (const file of code) for (const [, name] of readFileSync(file, "utf8").matchAll(/\bi18n\??\.(\w+)/g)) read.add(name!);
  // Not an instance: an island's data (`data.i18n.strings`, IslandData) and file names in comments (island-i18n.ts).
  for (const other of ["strings", "ts", "test"]) read.delete(other);
  expect([...read].sort()).toEqual(["getFixedT", "language", "options", "store", "t"]);
  const instance = i18nextShim.createInstance();
  void instance.init({ resources: { en: { common: { island: { failed: "Failed" } } } }, lng: "en", defaultNS: "common" });
  expect([instance.language, instance.store.data.en?.common, instance.t("common:island.failed"), instance.getFixedT(null, "common")("island.failed")]).toEqual([
    "en",
    { island: { failed: "Failed" } },
    "Failed",
    "Failed",
  ]);
  expect(instance.options.defaultNS).toBe("common");
});
