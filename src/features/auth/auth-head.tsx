import enAuth from "../../../locales/en/auth.json";
import enErrors from "../../../locales/en/errors.json";
import ruAuth from "../../../locales/ru/auth.json";
import ruErrors from "../../../locales/ru/errors.json";
import { LANGUAGES, type Language } from "../../lib/i18n-config";
import { visitorLanguage } from "../../lib/language-choice";

const titles = (auth: typeof enAuth, errors: typeof enErrors) =>
  ({
    login: auth.login.title,
    signup: auth.signup.title,
    reset: auth.reset.title,
    resetKey: auth.resetKey.title,
    confirmEmail: auth.confirmEmail.title,
    emailPending: auth.emailPending.title,
    twoFactor: auth.twoFactor.title,
    providerCallback: errors.thirdPartyLogin,
    providerSignup: auth.providerSignup.title,
    passwordChange: auth.passwordChange.title,
  }) as const;

/** Head has no i18n context, so it reads the catalogues. */
export const AUTH_TITLES: Record<Language, ReturnType<typeof titles>> = { en: titles(enAuth, enErrors), ru: titles(ruAuth, ruErrors) };
export type AuthPage = keyof ReturnType<typeof titles>;

/**
 * Auth pages have no language prefix (spec §2) and speak the visitor's language (decision 076): the
 * server writes English, the browser the visitor's language (AuthFrame keeps both in step on a switch).
 * The server also writes the other languages' titles in `meta[name=auth-title]`, from which the head's
 * language script (decision 144) sets the tab's title before the page paints.
 */
export function AuthHead({ page }: { page: AuthPage }) {
  const server = typeof window === "undefined";
  const language = server ? "en" : visitorLanguage();
  return (
    <>
      <html lang={language} />
      <title>{AUTH_TITLES[language][page]}</title>
      {server
        ? LANGUAGES.filter((other) => other !== language).map((other) => (
            <meta key={other} name="auth-title" data-lang={other} content={AUTH_TITLES[other][page]} />
          ))
        : null}
      <meta name="description" content={(language === "ru" ? ruAuth : enAuth).description} />
      <meta name="robots" content="noindex" />
    </>
  );
}
