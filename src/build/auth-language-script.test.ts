import { runInNewContext } from "node:vm";
import { AUTH_LANGUAGE_SCRIPT } from "./auth-language-script";
import { chooseLanguage } from "../lib/language-choice";

/** Runs the inline script as a browser would, on these inputs; returns the `<html lang>` it sets. */
function runScript(stored: string | null, search: string, languages: readonly string[], storageBlocked = false): string {
  return runWithTitles(stored, search, languages, storageBlocked).lang;
}

/** The same, on a head with AuthHead's titles (`meta[name=auth-title]` per other language); returns lang and title. */
function runWithTitles(stored: string | null, search: string, languages: readonly string[], storageBlocked = false, titles: Record<string, string> = {}) {
  const documentElement = { lang: "en" };
  const location = { search, origin: "https://example.test" };
  const document = {
    documentElement,
    title: "Log in",
    querySelector: (selector: string) => {
      const language = /^meta\[name="auth-title"\]\[data-lang="(\w+)"\]$/.exec(selector)?.[1];
      return language && titles[language] ? { content: titles[language] } : null;
    },
  };
  runInNewContext(AUTH_LANGUAGE_SCRIPT, {
    document,
    navigator: { languages, language: languages[0] ?? "" },
    localStorage: {
      getItem: (key: string) => {
        if (storageBlocked) throw new Error("SecurityError");
        return key === "gatsby-i18next-language" ? stored : null;
      },
    },
    location,
    URL,
    URLSearchParams,
  });
  return { lang: documentElement.lang, title: document.title };
}

const STORED = [null, "en", "ru", "de"];
const NEXTS = [
  "",
  "?next=/ru/my/",
  "?next=%2Fru%2Fmy%2Forders%2F",
  "?next=/my/finance/",
  "?next=/ru",
  "?next=/ru/checkout/?plan=vps-arm-1",
  "?next=/ru/auth/x/",
  "?next=/auth/login/?next=/ru/my/",
  "?next=/auth/password/change/",
  "?next=//evil.example/ru/",
  "?next=/\\evil.example/ru/",
  "?next=https://evil.example/ru/",
  "?next=javascript:alert(1)",
  "?next=/ru/../my/",
  "?other=/ru/my/",
];
const BROWSERS: ReadonlyArray<readonly string[]> = [[], ["en-US", "en"], ["ru-RU", "ru", "en"], ["de-DE", "ru"], ["de-DE", "fr"], ["RU"]];

describe("the auth screens' inline language script (decision 144)", () => {
  it("chooses what chooseLanguage chooses, on every combination of stored language, next and browser languages", () => {
    const differences: string[] = [];
    for (const stored of STORED)
      for (const search of NEXTS)
        for (const browser of BROWSERS) {
          const expected = chooseLanguage({ stored, search, browser });
          const actual = runScript(stored, search, browser);
          if (actual !== expected) differences.push(`${String(stored)} ${search} [${browser.join(",")}]: ${actual}, expected ${expected}`);
        }
    expect(differences).toEqual([]);
  });

  it("with storage blocked, the next and the browser decide", () => {
    expect(runScript("ru", "", ["en"], true)).toBe("en");
    expect(runScript("en", "?next=/ru/my/", ["en"], true)).toBe("ru");
    expect(runScript(null, "", ["ru-RU"], true)).toBe("ru");
  });

  it("sets the tab's title from the chosen language's auth-title meta, and keeps the English one otherwise", () => {
    const titles = { ru: "Вход" };
    expect(runWithTitles(null, "", ["ru-RU"], false, titles)).toEqual({ lang: "ru", title: "Вход" });
    expect(runWithTitles("ru", "", ["en-US"], false, titles)).toEqual({ lang: "ru", title: "Вход" });
    expect(runWithTitles(null, "", ["en-US"], false, titles)).toEqual({ lang: "en", title: "Log in" });
  });
});
