import { translate } from "@/islands/island-i18n";
import standIn from "./i18next";

// The stand-in remembers what a `t(key)` without options answered (i18next.ts): asked again, it answers the same
// without looking the key up; a new language or new strings (`changeLanguage`, `init`) are never answered from it.

jest.mock("@/islands/island-i18n", () => {
  const actual = jest.requireActual<typeof import("@/islands/island-i18n")>("@/islands/island-i18n");
  return { ...actual, translate: jest.fn(actual.translate) };
});
const lookups = jest.mocked(translate);

const resources = {
  en: { account: { title: "Account", items_one: "{{count}} item", items_other: "{{count}} items" }, common: { close: "Close" } },
  ru: { account: { title: "Кабинет", items_one: "{{count}} позиция", items_few: "{{count}} позиции", items_many: "{{count}} позиций" } },
};

function instance(lng: string) {
  const i18n = standIn.createInstance();
  void i18n.init({ resources, lng, fallbackLng: "en", defaultNS: "account", fallbackNS: ["common"] });
  return i18n;
}

beforeEach(() => lookups.mockClear());

it("answers a repeated t(key) without options from memory, the same text as the first time", () => {
  const t = instance("en").getFixedT(null, "account");
  expect([t("title"), t("close"), t("nowhere")]).toEqual(["Account", "Close", "nowhere"]);
  const first = lookups.mock.calls.length;
  expect([t("title"), t("close"), t("nowhere"), t("account:title")]).toEqual(["Account", "Close", "nowhere", "Account"]);
  // Only `account:title`, asked for the first time, was looked up.
  expect(lookups.mock.calls.length - first).toBe(1);
});

it("looks up every call with options, and keeps namespaces and key prefixes apart", () => {
  const i18n = instance("en");
  const t = i18n.getFixedT(null, "account");
  expect([t("items", { count: 1 }), t("items", { count: 3 }), t("items", { count: 1 })]).toEqual(["1 item", "3 items", "1 item"]);
  expect(i18n.getFixedT(null, "common")("title")).toBe("title");
  expect(i18n.getFixedT(null, "account")("title")).toBe("Account");
  expect(i18n.getFixedT(null, "account", "items")("one")).toBe("items.one");
});

it("never answers a new language or new strings from what the old ones answered", () => {
  const i18n = instance("en");
  expect(i18n.t("title")).toBe("Account");
  void i18n.changeLanguage("ru");
  expect(i18n.t("title")).toBe("Кабинет");
  // Russian lacks `close`: English, the fallback language, answers it.
  expect(i18n.t("close")).toBe("Close");
  void i18n.init({ resources: { en: { account: { title: "My account" } } }, lng: "en", defaultNS: "account" });
  expect(i18n.t("title")).toBe("My account");
});
