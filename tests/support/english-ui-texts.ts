import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

// Issue 17: a Russian visitor must not see English interface text. The English catalogue is the list of
// every English interface string; a string both catalogues share ("English", "VPN", "EUR") is no sign.
// Node only (it reads the catalogues): the browser tests (tests/e2e/english-ui.ts) and the jsdom feature tests
// both ask it about the texts a screen shows (tests/support/shown-texts.ts).

function leaves(value: unknown, out: string[]) {
  if (typeof value === "string") out.push(value);
  else if (value && typeof value === "object") for (const v of Object.values(value)) leaves(v, out);
}

function catalogue(lang: string): string[] {
  const dir = path.resolve(__dirname, "../../locales", lang);
  const out: string[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".json"))) leaves(JSON.parse(readFileSync(path.join(dir, file), "utf8")), out);
  return out;
}

const russian = new Set(catalogue("ru"));
const english = [...new Set(catalogue("en"))].filter((s) => !russian.has(s) && /[a-z]{2}/i.test(s));
/** Whole strings (no placeholder) and the fixed openings of strings with placeholders ("Signed in as "). */
const exact = new Set(english.filter((s) => !s.includes("{{")));
const openings = english.map((s) => s.split("{{")[0]!.trim()).filter((s, i) => english[i]!.includes("{{") && s.length >= 8);

/** Whether the scanner knows the string as English interface text (so a test can prove it would catch it). */
export const isEnglishUiText = (text: string) => exact.has(text) || openings.some((o) => text.startsWith(o));

/** The English interface strings among `texts` (`except`: customer data and product names shown). */
export const englishUiTexts = (texts: string[], except: string[] = []) => texts.filter((text) => !except.includes(text) && isEnglishUiText(text));
