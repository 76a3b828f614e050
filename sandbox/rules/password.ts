import { COMMON_PASSWORDS, isEntirelyNumeric, PASSWORD_MIN_LENGTH } from "../../src/lib/rules/password";

/**
 * Password rules of spec §5 (Django's default validators): at least 7 characters, not too similar to
 * the personal information, not a common password, not entirely numeric.
 */
export interface PasswordError {
  code: "password_too_short" | "password_too_similar" | "password_too_common" | "password_entirely_numeric";
  message: string;
}

/** Ratcliff/Obershelp similarity, as Python's difflib.SequenceMatcher.ratio() computes it. */
export function similarity(a: string, b: string): number {
  if (!a.length && !b.length) return 1;
  const matches = (x: string, y: string): number => {
    if (!x.length || !y.length) return 0;
    let best = 0;
    let bx = 0;
    let by = 0;
    for (let i = 0; i < x.length; i++) {
      for (let j = 0; j < y.length; j++) {
        let k = 0;
        while (i + k < x.length && j + k < y.length && x[i + k] === y[j + k]) k++;
        if (k > best) {
          best = k;
          bx = i;
          by = j;
        }
      }
    }
    if (best === 0) return 0;
    return best + matches(x.slice(0, bx), y.slice(0, by)) + matches(x.slice(bx + best), y.slice(by + best));
  };
  return (2 * matches(a, b)) / (a.length + b.length);
}

export function validatePassword(
  password: string,
  personal: { email?: string | null; first_name?: string | null; last_name?: string | null } = {},
): PasswordError[] {
  const errors: PasswordError[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) {
    errors.push({
      code: "password_too_short",
      message: `This password is too short. It must contain at least ${PASSWORD_MIN_LENGTH} characters.`,
    });
  }
  const lower = password.toLowerCase();
  const attributes: string[] = [];
  if (personal.email) {
    attributes.push(personal.email.toLowerCase());
    attributes.push(
      ...personal.email
        .toLowerCase()
        .split(/[@.+_-]/)
        .filter((p) => p.length >= 3),
    );
  }
  if (personal.first_name) attributes.push(personal.first_name.toLowerCase());
  if (personal.last_name) attributes.push(personal.last_name.toLowerCase());
  if (attributes.some((attr) => attr && (similarity(lower, attr) >= 0.7 || (attr.length >= 4 && lower.includes(attr))))) {
    errors.push({ code: "password_too_similar", message: "The password is too similar to the personal information." });
  }
  if (COMMON_PASSWORDS.has(lower)) errors.push({ code: "password_too_common", message: "This password is too common." });
  if (isEntirelyNumeric(password)) errors.push({ code: "password_entirely_numeric", message: "This password is entirely numeric." });
  return errors;
}
