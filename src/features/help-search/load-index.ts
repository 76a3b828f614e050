import type { Language } from "../../lib/i18n-config";
import { helpShardPath, type HelpShard } from "../../lib/help-shards";

const cache = new Map<string, Promise<HelpShard>>();

const isShard = (value: unknown): value is HelpShard =>
  typeof value === "object" && value !== null && typeof (value as HelpShard).g === "object" && Array.isArray((value as HelpShard).t);

/** Fetches one shard of a language's search index once per page view (decision 087); a failed fetch may be retried. */
export function loadHelpShard(language: Language, shard: number, fetchImpl: typeof fetch = fetch): Promise<HelpShard> {
  const path = helpShardPath(language, shard);
  let pending = cache.get(path);
  if (!pending) {
    pending = fetchImpl(path, { headers: { Accept: "application/json" } })
      .then((r) => {
        if (!r.ok) throw new Error(`Help index ${path}: HTTP ${r.status}`);
        return r.json() as Promise<unknown>;
      })
      .then((file) => {
        if (!isShard(file)) throw new Error(`Help index ${path}: unexpected content`);
        return file;
      });
    pending.catch(() => cache.delete(path));
    cache.set(path, pending);
  }
  return pending;
}
