import * as z from "zod/mini";
import { EMAIL_PATTERN } from "../../lib/rules/email";
import { isEntirelyNumeric, isTooCommon, PASSWORD_MIN_LENGTH, resemblesPersonal } from "../../lib/rules/password";

/**
 * Form schemas of the auth pages; messages come from the catalogue (spec §5), so they take `t`
 * (habit from saleor-dashboard: schema factories that take the translator).
 */
type Translate = (key: string) => string;

export const emailField = (t: Translate) =>
  z.string().check(z.trim(), z.minLength(1, t("errors:fieldRequired")), z.regex(EMAIL_PATTERN, t("errors:invalidEmail")));
export const requiredField = (t: Translate) => z.string().check(z.minLength(1, t("errors:fieldRequired")));
export const newPasswordField = (t: Translate) =>
  z.string().check(
    z.minLength(1, t("errors:fieldRequired")),
    z.minLength(PASSWORD_MIN_LENGTH, t("auth:password.tooShort")),
    z.refine((v) => !isEntirelyNumeric(v), t("auth:password.digits")),
    z.refine((v) => !isTooCommon(v), t("auth:password.common")),
  );
export const captchaField = (t: Translate) => z.string().check(z.minLength(1, t("errors:incorrectCaptcha")));

export const loginSchema = (t: Translate) => z.object({ email: emailField(t), password: requiredField(t) });
/** A password made of the e-mail is refused at the password field (Django's similarity rule, lib/rules/password.ts). */
const notLikeTheEmail = (t: Translate) =>
  z.refine<{ email: string; password: string }>((v) => !resemblesPersonal(v.password, { email: v.email }), {
    message: t("auth:password.similar"),
    path: ["password"],
  });
export const signupSchema = (t: Translate) =>
  z.object({ email: emailField(t), password: newPasswordField(t), captcha: captchaField(t) }).check(notLikeTheEmail(t));
/** The checkout's account step: the same rules, without the captcha (that step shows none). */
export const checkoutSignupSchema = (t: Translate) => z.object({ email: emailField(t), password: newPasswordField(t) }).check(notLikeTheEmail(t));
export const resetRequestSchema = (t: Translate) => z.object({ email: emailField(t), captcha: captchaField(t) });
export const resetKeySchema = (t: Translate) => z.object({ password: newPasswordField(t) });
export const codeField = (t: Translate) => z.string().check(z.trim(), z.minLength(1, t("errors:fieldRequired")));
export const twoFactorSchema = (t: Translate) => z.object({ code: codeField(t), trust: z.boolean() });
export const providerSignupSchema = (t: Translate) => z.object({ email: emailField(t) });
/** An address added in the account (the same rule as any e-mail field). */
export const addEmailSchema = (t: Translate) => z.object({ email: emailField(t) });
/**
 * Password update: the current password is required when the account has one (an account made through a
 * provider has none), so the server's `enter_current_password` only ever means a wrong one.
 */
export const passwordChangeSchema = (t: Translate, hasPassword = true) =>
  z.object({ current_password: hasPassword ? requiredField(t) : z.string(), new_password: newPasswordField(t) });
export const reauthenticatePasswordSchema = (t: Translate) => z.object({ password: requiredField(t) });
export const reauthenticateCodeSchema = (t: Translate) => z.object({ code: codeField(t) });
export const passkeyNameSchema = (t: Translate) => z.object({ name: z.string().check(z.trim(), z.minLength(1, t("errors:fieldRequired")), z.maxLength(100)) });
