import { chooseLanguage, languageOfBrowser, languageOfNext } from "./language-choice";
import { languageOfPage } from "./stored-language";

describe("chooseLanguage: stored choice, then next's prefix, then the browser's language", () => {
  it.each([
    [{ stored: "ru", search: "?next=%2Fmy%2F", browser: ["en-US"] }, "ru"],
    [{ stored: "en", search: "?next=%2Fru%2Fmy%2F", browser: ["ru-RU"] }, "en"],
    [{ stored: null, search: "?next=%2Fru%2Fmy%2Fprojects%2F", browser: ["en-US"] }, "ru"],
    [{ stored: null, search: "?next=/ru/my/", browser: ["en-US"] }, "ru"],
    [{ stored: null, search: "?next=%2Fmy%2F", browser: ["ru-RU", "ru"] }, "en"],
    [{ stored: null, search: "", browser: ["ru-RU", "en"] }, "ru"],
    [{ stored: null, search: "", browser: ["de-DE", "ru"] }, "ru"],
    [{ stored: null, search: "", browser: ["de-DE", "fr"] }, "en"],
    [{ stored: null, search: "", browser: [] }, "en"],
    [{ stored: "de", search: "", browser: ["ru"] }, "ru"],
  ] as const)("%j → %s", (input, expected) => {
    expect(chooseLanguage(input)).toBe(expected);
  });
});

describe("languageOfNext", () => {
  it.each([
    ["?next=%2Fru%2Fcheckout%2F%3Fplan%3Dvps-2", "ru"],
    ["?next=%2Fcheckout%2F", "en"],
    ["?next=%2Frules%2F", "en"],
    ["", null],
    ["?next=", null],
    // An unsafe next says nothing about the visitor (it would not be followed either).
    ["?next=https%3A%2F%2Fevil.example%2Fru%2F", null],
    ["?next=%2F%2Fevil.example%2Fru%2F", null],
    ["?next=%2Fauth%2Flogin%2F", null],
  ])("%s → %s", (search, expected) => {
    expect(languageOfNext(search)).toBe(expected);
  });
});

describe("languageOfBrowser", () => {
  it("takes the first language we speak, by its base tag", () => {
    expect(languageOfBrowser(["RU-ru"])).toBe("ru");
    expect(languageOfBrowser(["uk-UA", "en-GB", "ru"])).toBe("en");
    expect(languageOfBrowser(["uk-UA"])).toBeNull();
  });
});

describe("languageOfPage", () => {
  it.each([
    ["/ru/", "ru"],
    ["/ru/my/projects/", "ru"],
    ["/vps/", "en"],
    ["/auth/login/", null],
    ["/sandbox/outbox/", null],
  ])("%s → %s", (path, expected) => {
    expect(languageOfPage(path)).toBe(expected);
  });
});
