import { LANGUAGES } from "./i18n-config";
import { ACCOUNT_TITLE, CHECKOUT_TITLE, LANGUAGE_SAVED } from "./app-page-strings";

it("says what the catalogues say, in every language", async () => {
  for (const language of LANGUAGES) {
    const common = (await import(`../../locales/${language}/common.json`)) as { account: { title: string; dashboard: { languageSaved: string } } };
    const checkout = (await import(`../../locales/${language}/checkout.json`)) as { title: string };
    expect([ACCOUNT_TITLE[language], CHECKOUT_TITLE[language], LANGUAGE_SAVED[language]]).toEqual([
      common.account.title,
      checkout.title,
      common.account.dashboard.languageSaved,
    ]);
  }
});
