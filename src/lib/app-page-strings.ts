import type { Language } from "./i18n-config";

// The few catalogue strings the account and checkout apps need outside i18next: a page's `<title>` and meta
// description (Gatsby's Head) and a text said in the other language. Importing a catalogue file for one string put the whole file,
// in both languages, into the app's first load (issue 40: the two common catalogues were 6.7 KB br of `/my/`).
// app-page-strings.test.ts checks each against the catalogue, so they cannot drift.

/** `common:account.title`: the account pages' title. */
export const ACCOUNT_TITLE: Record<Language, string> = { en: "My account", ru: "Личный кабинет" };
/** `common:account.description`: the account pages' meta description. */
export const ACCOUNT_DESCRIPTION: Record<Language, string> = {
  en: "Your Hostward account: services and orders, balance, payments and invoices, support tickets and account settings.",
  ru: "Личный кабинет Hostward: услуги и заказы, баланс, платежи и счета, обращения в поддержку и настройки аккаунта.",
};
/** `checkout:title`: the checkout pages' title. */
export const CHECKOUT_TITLE: Record<Language, string> = { en: "Checkout", ru: "Оформление заказа" };
/** `checkout:description`: the checkout pages' meta description. */
export const CHECKOUT_DESCRIPTION: Record<Language, string> = {
  en: "Order hosting, a VPS, a dedicated server, VPN, backup or S3 storage from Hostward: choose the plan, the term and the location, then pay.",
  ru: "Закажите хостинг, VPS, выделенный сервер, VPN, резервное копирование или хранилище S3 в Hostward: выберите тариф, срок и локацию, затем оплатите.",
};
/** `common:account.dashboard.languageSaved`, said in the language just chosen. */
export const LANGUAGE_SAVED: Record<Language, string> = { en: "Language saved.", ru: "Язык сохранён." };
