import type { i18n } from "i18next";
import type { IslandData } from "./define";

// An island's translator (decision 113): the part of i18next that react-i18next's `useTranslation` and the
// project's catalogue use, without i18next itself (13.9 KB brotli, a third of what a used form page could
// still spend once React DOM is in). The catalogue uses nested keys, `ns:key`, `{{variable}}` and plural
// forms by `count` (`_one`, `_few`, `_many`, `_other`, `_zero` for 0); nothing else (no nesting, no
// formatters, no context). island-i18n.test.ts compares every key of both languages, with and without
// `count` and variables, against i18next configured as islands were, so the two cannot drift apart.
// The server renders islands with the same translator (island.tsx), so hydration sees the same text.

type Options = Record<string, unknown> & { count?: unknown; defaultValue?: unknown; ns?: string | string[] };
type Strings = IslandData["i18n"]["strings"];

const NS_SEPARATOR = ":";
const KEY_SEPARATOR = ".";
const INTERPOLATION = /\{\{(.+?)\}\}/g;

const pluralRules = new Map<string, Intl.PluralRules>();
const pluralForm = (language: string, count: number) => {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return rules.select(count);
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

function lookup(strings: Strings, ns: string, key: string): unknown {
  let node: unknown = strings[ns];
  for (const part of key.split(KEY_SEPARATOR)) node = isObject(node) ? node[part] : undefined;
  return node;
}

/** i18next's `makeString` for an interpolated value; a nested name (`{{a.b}}`) reads the path. */
function variable(options: Options, name: string): string {
  let value: unknown = options;
  for (const part of name.split(KEY_SEPARATOR)) value = isObject(value) ? value[part] : undefined;
  return value === undefined || value === null ? "" : String(value);
}

/** `t(key, options)` as i18next answers it for this catalogue (a missing key answers itself, as there). */
export function translate(strings: Strings, language: string, namespaces: string[], rawKey: string, options: Options = {}): string {
  let key = rawKey;
  let own = namespaces;
  const colon = rawKey.indexOf(NS_SEPARATOR);
  if (colon > -1) {
    own = [rawKey.slice(0, colon)];
    key = rawKey
      .slice(colon + 1)
      .split(NS_SEPARATOR)
      .join(KEY_SEPARATOR);
  }
  const { count } = options;
  const plural = count !== undefined && typeof count !== "string";
  // i18next tries `_zero` (count 0), then the language's plural form, then the bare key, in each namespace.
  const candidates = plural ? [...(count === 0 ? [`${key}_zero`] : []), `${key}_${pluralForm(language, Number(count))}`, key] : [key];
  let found: unknown;
  for (const ns of own) {
    for (const candidate of candidates) {
      found = lookup(strings, ns, candidate);
      if (found !== undefined && found !== null) break;
    }
    if (found !== undefined && found !== null) break;
  }
  if (isObject(found)) return `key '${key} (${language})' returned an object instead of string.`;
  let text: string;
  if (found !== undefined && found !== null) text = String(found);
  else if (options.defaultValue !== undefined) text = String(options.defaultValue);
  else text = key;
  return text.replace(INTERPOLATION, (_match, name: string) => variable(options, name.trim()));
}

/**
 * What react-i18next reads of an i18next instance (`useTranslation`, `I18nextProvider`), over one island's
 * picked strings. Languages and strings never change in an island, so there are no events to follow.
 */
export function islandTranslator(data: IslandData["i18n"]) {
  const fallbackNS = data.fallbackNS;
  const fixedT =
    (ns?: string | string[] | null) =>
    (key: string, options?: Options): string => {
      const first = options?.ns ?? ns ?? data.defaultNS;
      return translate(data.strings, data.language, [...(Array.isArray(first) ? first : [first]), ...fallbackNS], key, options);
    };
  const noop = () => undefined;
  const translator = {
    language: data.language,
    languages: [data.language],
    isInitialized: true,
    // `ignoreJSONStructure` marks a current i18next for react-i18next, which then asks hasLoadedNamespace.
    options: { defaultNS: data.defaultNS, fallbackNS, ns: [data.defaultNS, ...fallbackNS], ignoreJSONStructure: true, react: { useSuspense: false } },
    hasLoadedNamespace: () => true,
    getFixedT: (_lng: string | null, ns?: string | string[] | null) => fixedT(ns),
    t: fixedT(),
    on: noop,
    off: noop,
    store: { on: noop, off: noop },
  };
  return translator;
}

/**
 * The translator, typed as the i18next instance react-i18next's provider takes: react-i18next (12) reads
 * only the members above of it (its useTranslation: options, languages, isInitialized, hasLoadedNamespace,
 * getFixedT, on/off and store.on/off for the events it binds; reportNamespaces, which it sets itself).
 */
export function islandI18n(data: IslandData["i18n"]): i18n {
  // A structural stand-in for the instance (see above): the cast is the boundary between the two types.
  return islandTranslator(data) as unknown as i18n;
}
