import type { ApiError } from "../../api-client/http";
import { messageOf } from "../../api-client/http";

type Translate = (key: string) => string;

/** Server error codes that have their own catalogue text (spec §5, §8). */
const CODE_KEYS: Record<string, string> = {
  incorrect_code: "errors:incorrect2fa",
  incorrect_password: "auth:reauth.incorrectPassword",
  invalid_captcha: "errors:incorrectCaptcha",
  incorrect_captcha: "errors:incorrectCaptcha",
  required: "errors:fieldRequired",
  // E-mail addresses and connected logins (allauth's adapter messages, contracts/allauth/openapi.yaml examples).
  duplicate_email: "errors:emailDuplicate",
  email_taken: "errors:emailTaken",
  cannot_remove_primary_email: "errors:emailCannotRemovePrimary",
  unverified_primary_email: "errors:emailUnverifiedPrimary",
  unknown_email: "errors:emailUnknown",
  max_email_addresses: "errors:emailMaxAddresses",
  no_password: "errors:disconnectNoPassword",
  no_verified_email: "errors:disconnectNoVerifiedEmail",
  account_not_found: "errors:providerAccountUnknown",
  // Sign-in and password change: allauth's texts, in the screen's language (a Russian screen showed them in English).
  email_password_mismatch: "errors:emailPasswordMismatch",
  too_many_login_attempts: "errors:tooManyLoginAttempts",
  // allauth answers "Please type your current password." to a wrong one too; an empty one never leaves the form.
  enter_current_password: "errors:currentPasswordWrong",
  // Django's password validators (spec §5's hints), refused by the server in English.
  password_too_short: "auth:password.tooShort",
  password_too_common: "auth:password.common",
  password_too_similar: "auth:password.similar",
  password_entirely_numeric: "auth:password.digits",
};

/** Field names of the server that have a catalogue text whatever the code (the captcha check). */
const PARAM_KEYS: Record<string, string> = { captcha: "errors:incorrectCaptcha", recaptcha: "errors:incorrectCaptcha" };

export interface FormErrorPlan<F extends string> {
  /** Messages to show at fields of this form. */
  fields: Partial<Record<F, string>>;
  /** The form's own message (non-field errors, network failure, malformed answer), or null. */
  form: string | null;
  /** Spec §8: a POST answered 429 is a toast with the detail or first error text. */
  toast: string | null;
}

/**
 * Turns a failed call into what a form shows: field errors where the form has the field, catalogue
 * texts for known codes, the rest as the form's message. Nothing is cleared: what was typed stays.
 */
export function planFormErrors<F extends string>(error: ApiError, formFields: readonly F[], t: Translate): FormErrorPlan<F> {
  const plan: FormErrorPlan<F> = { fields: {}, form: null, toast: null };
  if (error.silent) return plan;
  if (error.kind === "rate-limited") {
    plan.toast = messageOf(error, t);
    return plan;
  }
  if (error.status === 400 && Object.keys(error.fieldErrors).length) {
    const body = error.body as { errors?: Array<{ code?: string; param?: string; message?: string }> } | null;
    const codeOf = (param: string, message: string) => body?.errors?.find((e) => (e.param ?? "__all__") === param && e.message === message)?.code;
    const formMessages: string[] = [];
    for (const [param, messages] of Object.entries(error.fieldErrors)) {
      const first = messages[0];
      if (!first) continue;
      const code = codeOf(param, first);
      const key = PARAM_KEYS[param] ?? (code ? CODE_KEYS[code] : undefined);
      const text = key ? t(key) : first;
      const field = (param === "recaptcha" ? "captcha" : param) as F;
      if (formFields.includes(field)) plan.fields[field] ??= text;
      else formMessages.push(text);
    }
    plan.form = formMessages.length ? formMessages.join(" ") : null;
    return plan;
  }
  plan.form = messageOf(error, t);
  return plan;
}
