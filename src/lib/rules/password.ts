/**
 * Password hints of spec §5, checked live as the customer types: not like the personal information,
 * at least 7 characters (spec §9), not too simple or common, not only digits. The server has the last
 * word (Django's validators); these only say what it will check.
 */
export const PASSWORD_MIN_LENGTH = 7;

export const isEntirelyNumeric = (password: string): boolean => /^\d+$/.test(password);

export type PasswordHintId = "personal" | "length" | "common" | "digits";

/** The most common choices and keyboard walks (the sandbox refuses them too; a real server's list is longer). */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  `password password1 password123 passw0rd p@ssw0rd pa55word 123456 1234567 12345678 123456789 1234567890
  qwerty qwerty123 qwertyuiop abc123 abcdef abcdefg 111111 1111111 000000 0000000 iloveyou admin admin123
  welcome welcome1 letmein monkey dragon football baseball sunshine princess master shadow superman trustno1 michael
  computer internet freedom whatever starwars hello123 secret secret1 changeme zaq12wsx 1q2w3e4r 1q2w3e4r5t
  asdfghjkl asdfgh qazwsx q1w2e3r4 hosting hosting1 login123`.split(/\s+/),
);

/** Ratcliff/Obershelp similarity, as Python's difflib.SequenceMatcher.ratio() computes it (Django's validator). */
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

export interface PersonalInfo {
  email?: string | null;
  name?: string | null;
  first_name?: string | null;
  last_name?: string | null;
}

/** The personal values a password is compared with: each whole value and its words (e-mail local part, domain words). */
function personalAttributes(personal: PersonalInfo): string[] {
  const values = [personal.email, personal.name, personal.first_name, personal.last_name].map((v) => v?.trim().toLowerCase() ?? "").filter(Boolean);
  return values.flatMap((value) => [value, ...value.split(/[\s@.+_-]+/).filter((part) => part.length >= 3 && part !== value)]);
}

/** Only the same character, or a run of consecutive characters (abcdefg, 7654321). */
function isTooSimple(password: string): boolean {
  if (/^(.)\1*$/.test(password)) return true;
  const codes = [...password.toLowerCase()].map((c) => c.codePointAt(0) ?? 0);
  const step = (codes[1] ?? 0) - (codes[0] ?? 0);
  return (step === 1 || step === -1) && codes.every((c, i) => i === 0 || c - (codes[i - 1] ?? 0) === step);
}

/** Spec §5's "not too simple or common": a listed choice, one repeated character or a run (abcdefg). */
export const isTooCommon = (password: string): boolean => COMMON_PASSWORDS.has(password.toLowerCase()) || isTooSimple(password);

/**
 * Spec §5's "not resemble personal information", as Django's UserAttributeSimilarityValidator (ratio 0.7)
 * plus containing a value or word of four letters or more. The client's hint and the sandbox share it.
 */
export function resemblesPersonal(password: string, personal: PersonalInfo): boolean {
  const lower = password.toLowerCase();
  if (!lower) return false;
  return personalAttributes(personal).some((attr) => similarity(lower, attr) >= 0.7 || (attr.length >= 4 && lower.includes(attr)));
}

export function passwordHints(password: string, personal: PersonalInfo = {}): Array<{ id: PasswordHintId; ok: boolean }> {
  const empty = password.length === 0;
  return [
    { id: "personal", ok: !empty && !resemblesPersonal(password, personal) },
    { id: "length", ok: password.length >= PASSWORD_MIN_LENGTH },
    { id: "common", ok: !empty && !isTooCommon(password) },
    { id: "digits", ok: !empty && !isEntirelyNumeric(password) },
  ];
}

export const passwordAcceptable = (password: string, personal: PersonalInfo = {}) => passwordHints(password, personal).every((h) => h.ok);
