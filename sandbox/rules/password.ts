import { isEntirelyNumeric, isTooCommon, PASSWORD_MIN_LENGTH, resemblesPersonal, type PersonalInfo } from "../../src/lib/rules/password";

export { similarity } from "../../src/lib/rules/password";

/**
 * Password rules of spec §5 (Django's default validators): at least 7 characters, not too similar to
 * the personal information, not a common password, not entirely numeric.
 */
export interface PasswordError {
  code: "password_too_short" | "password_too_similar" | "password_too_common" | "password_entirely_numeric";
  message: string;
}

export function validatePassword(password: string, personal: PersonalInfo = {}): PasswordError[] {
  const errors: PasswordError[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) {
    errors.push({
      code: "password_too_short",
      message: `This password is too short. It must contain at least ${PASSWORD_MIN_LENGTH} characters.`,
    });
  }
  if (resemblesPersonal(password, personal)) {
    errors.push({ code: "password_too_similar", message: "The password is too similar to the personal information." });
  }
  if (isTooCommon(password)) errors.push({ code: "password_too_common", message: "This password is too common." });
  if (isEntirelyNumeric(password)) errors.push({ code: "password_entirely_numeric", message: "This password is entirely numeric." });
  return errors;
}
