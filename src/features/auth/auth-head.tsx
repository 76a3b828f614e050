import auth from "../../../locales/en/auth.json";
import errors from "../../../locales/en/errors.json";

/** Auth pages are English only (spec §2: no language prefix); Head has no i18n context, so it reads the catalogue. */
export const AUTH_TITLES = {
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
} as const;

export function AuthHead({ page }: { page: keyof typeof AUTH_TITLES }) {
  return (
    <>
      <html lang="en" />
      <title>{AUTH_TITLES[page]}</title>
      <meta name="robots" content="noindex" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
    </>
  );
}
