import { LANGUAGES } from "./i18n-config";
import { ACCOUNT_DESCRIPTION, ACCOUNT_TITLE, CHECKOUT_DESCRIPTION, CHECKOUT_TITLE, LANGUAGE_SAVED } from "./app-page-strings";

it("says what the catalogues say, in every language", async () => {
  for (const language of LANGUAGES) {
    const common = (await import(`../../locales/${language}/common.json`)) as {
      account: { title: string; description: string; dashboard: { languageSaved: string } };
    };
    const checkout = (await import(`../../locales/${language}/checkout.json`)) as { title: string; description: string };
    expect([
      ACCOUNT_TITLE[language],
      ACCOUNT_DESCRIPTION[language],
      CHECKOUT_TITLE[language],
      CHECKOUT_DESCRIPTION[language],
      LANGUAGE_SAVED[language],
    ]).toEqual([common.account.title, common.account.description, checkout.title, checkout.description, common.account.dashboard.languageSaved]);
  }
});
