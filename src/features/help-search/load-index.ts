import type { Language } from "../../lib/i18n-config";
import { helpIndexPath, type HelpIndexEntry, type HelpIndexFile } from "../../lib/help-index";

const cache = new Map<Language, Promise<HelpIndexEntry[]>>();

/** Fetches a language's index once per page view; a failed fetch may be retried. */
export function loadHelpIndex(language: Language, fetchImpl: typeof fetch = fetch): Promise<HelpIndexEntry[]> {
  let pending = cache.get(language);
  if (!pending) {
    pending = fetchImpl(helpIndexPath(language), { headers: { Accept: "application/json" } })
      .then((r) => {
        if (!r.ok) throw new Error(`Help index ${language}: HTTP ${r.status}`);
        return r.json() as Promise<HelpIndexFile>;
      })
      .then((file) => {
        if (!file || !Array.isArray(file.articles)) throw new Error(`Help index ${language}: unexpected content`);
        return file.articles;
      });
    pending.catch(() => cache.delete(language));
    cache.set(language, pending);
  }
  return pending;
}
