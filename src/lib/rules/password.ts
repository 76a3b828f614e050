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

/** Parts of the personal information a password should not contain (e-mail local part and domain words). */
function personalParts(personal: { email?: string | null; name?: string | null }): string[] {
  const parts: string[] = [];
  const email = personal.email?.trim().toLowerCase();
  if (email) parts.push(...email.split(/[@.+_-]/).filter((p) => p.length >= 3));
  const name = personal.name?.trim().toLowerCase();
  if (name) parts.push(...name.split(/\s+/).filter((p) => p.length >= 3));
  return parts;
}

/** Only the same character, or a run of consecutive characters (abcdefg, 7654321). */
function isTooSimple(password: string): boolean {
  if (/^(.)\1*$/.test(password)) return true;
  const codes = [...password.toLowerCase()].map((c) => c.codePointAt(0) ?? 0);
  const step = (codes[1] ?? 0) - (codes[0] ?? 0);
  return (step === 1 || step === -1) && codes.every((c, i) => i === 0 || c - (codes[i - 1] ?? 0) === step);
}

export function passwordHints(password: string, personal: { email?: string | null; name?: string | null } = {}): Array<{ id: PasswordHintId; ok: boolean }> {
  const lower = password.toLowerCase();
  const empty = password.length === 0;
  return [
    { id: "personal", ok: !empty && !personalParts(personal).some((part) => lower.includes(part) || part.includes(lower)) },
    { id: "length", ok: password.length >= PASSWORD_MIN_LENGTH },
    { id: "common", ok: !empty && !COMMON_PASSWORDS.has(lower) && !isTooSimple(password) },
    { id: "digits", ok: !empty && !isEntirelyNumeric(password) },
  ];
}

export const passwordAcceptable = (password: string, personal: { email?: string | null; name?: string | null } = {}) =>
  passwordHints(password, personal).every((h) => h.ok);
