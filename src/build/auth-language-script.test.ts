import { runInNewContext } from "node:vm";
import { AUTH_LANGUAGE_SCRIPT } from "./auth-language-script";
import { chooseLanguage } from "../lib/language-choice";

/** Runs the inline script as a browser would, on these inputs; returns the `<html lang>` it sets. */
function runScript(stored: string | null, search: string, languages: readonly string[], storageBlocked = false): string {
  const documentElement = { lang: "en" };
  const location = { search, origin: "https://example.test" };
  runInNewContext(AUTH_LANGUAGE_SCRIPT, {
    document: { documentElement },
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
  return documentElement.lang;
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
});
