import type { Language } from "./i18n-config";

// The few catalogue strings the account and checkout apps need outside i18next: a page's `<title>` (Gatsby's
// Head) and a text said in the other language. Importing a catalogue file for one string put the whole file,
// in both languages, into the app's first load (issue 40: the two common catalogues were 6.7 KB br of `/my/`).
// app-page-strings.test.ts checks each against the catalogue, so they cannot drift.

/** `common:account.title`: the account pages' title. */
export const ACCOUNT_TITLE: Record<Language, string> = { en: "My account", ru: "Личный кабинет" };
/** `checkout:title`: the checkout pages' title. */
export const CHECKOUT_TITLE: Record<Language, string> = { en: "Checkout", ru: "Оформление заказа" };
/** `common:account.dashboard.languageSaved`, said in the language just chosen. */
export const LANGUAGE_SAVED: Record<Language, string> = { en: "Language saved.", ru: "Язык сохранён." };
