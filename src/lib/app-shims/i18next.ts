import { translate } from "@/islands/island-i18n";

// i18next as the apps' browser bundles use it (decision 222; src/build/app-i18n-aliases.ts aliases the package to
// this file for Gatsby's browser stages, the server render keeps i18next). Two callers make instances: the
// plugin's page wrapper (`createInstance().init({ resources, lng, fallbackLng, defaultNS, fallbackNS, ... })`, then
// `language`) and address-language.tsx (`init({ ...i18n.options, lng })`); the apps' code reads `language` and
// `options`, and the islands rendered in the app pages `store.data`; react-i18next's hook is the islands' one (app-shims/react-i18next.tsx), which reads `options` and
// `getFixedT`. Lookups are the islands' translator's (decision 113, the catalogue's features only), plus
// i18next's fallback language: a key missing in the page's language is looked up in `fallbackLng` when that
// language's strings are on the page (the auth and not-found pages carry both). i18next.test.ts compares every
// key of both catalogues with i18next configured as the plugin configures it.

type Strings = Record<string, Record<string, unknown>>;
type Options = Record<string, unknown> & { ns?: string | string[]; defaultValue?: unknown };
type InitOptions = Record<string, unknown> & {
  resources?: Record<string, Strings>;
  lng?: string;
  fallbackLng?: string | readonly string[] | false;
  defaultNS?: string;
  fallbackNS?: string[];
};

const MISSING = "\u0000missing";
const asList = (ns: string | readonly string[]) => (Array.isArray(ns) ? ns : [ns]);

export class AppI18n {
  options: InitOptions = {};
  language = "";
  languages: string[] = [];
  isInitialized = false;

  /**
   * What a `t(key)` without options answered, by its namespaces and key: a page renders the same labels on every
   * render of every row (hundreds of lookups on /my/'s first screen), and without options the answer depends only on
   * the strings and the languages, which change only through `init` and `changeLanguage` (`init` goes through `changeLanguage`, which forgets it).
   */
  private answered = new Map<string, string>();

  init(options: InitOptions) {
    this.options = options;
    this.isInitialized = true;
    this.changeLanguage(options.lng ?? "");
    return Promise.resolve(this.t);
  }

  changeLanguage(language: string) {
    this.answered = new Map();
    const fallback = this.options.fallbackLng;
    this.language = language;
    this.languages = [language, ...(fallback ? asList(fallback) : []).filter((code) => code !== language)];
    return Promise.resolve(this.t);
  }

  /** `t` over `ns` (or the default namespace), then the fallback namespaces, each in the page's languages in turn. */
  getFixedT = (_language?: string | null, ns?: string | string[] | null, keyPrefix?: string) => {
    return (shortKey: string, options: Options = {}): string => {
      // `useTranslation(ns, { keyPrefix })`: i18next joins the prefix and the key with the key separator.
      const key = keyPrefix ? `${keyPrefix}.${shortKey}` : shortKey;
      const own = options.ns ?? ns ?? this.options.defaultNS ?? "translation";
      const namespaces = [...asList(own), ...(this.options.fallbackNS ?? [])];
      const remembered = Object.keys(options).length === 0 ? `${namespaces.join(",")}\u0000${key}` : undefined;
      const known = remembered === undefined ? undefined : this.answered.get(remembered);
      if (known !== undefined) return known;
      const text = this.lookUp(namespaces, key, options);
      if (remembered !== undefined) this.answered.set(remembered, text);
      return text;
    };
  };

  /** i18next's order: each namespace in each of the page's languages, then the default value or the key itself. */
  private lookUp(namespaces: string[], key: string, options: Options): string {
    const resources = this.options.resources ?? {};
    const present = this.languages.filter((language) => language in resources);
    for (const namespace of namespaces)
      for (const language of present) {
        const text = translate(resources[language]!, language, [namespace], key, { ...options, defaultValue: MISSING });
        if (text !== MISSING) return text;
      }
    return translate({}, this.language, namespaces, key, options);
  }

  t = (key: string, options?: Options) => this.getFixedT()(key, options);

  /** i18next's resource store: the islands the app pages render pick their strings from `data` (island.tsx). */
  get store() {
    return { data: this.options.resources ?? {} };
  }
}

export function createInstance() {
  return new AppI18n();
}

const i18next = { createInstance };
export default i18next;
