import { useEffect, useId, useMemo, useRef, useState } from "react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import type { ArticleSummary, TagSummary } from "../../build/page-types";
import type { Language } from "../../lib/i18n-config";
import { queryWords } from "../../lib/search";
import { matchShards, shardsForQuery, type HelpShard } from "../../lib/help-shards";
import { ArticleList } from "../../components/help-lists";
import { loadHelpShard } from "./load-index";
import { useDebouncedValue } from "./use-debounced-value";

type Props = { language: Language; articles: ArticleSummary[]; tags: TagSummary[] };

/** Reads ?q= and ?tag= so a search can be shared as a link; writes them back as the visitor types. */
function readUrlState(): { q: string; tag: string | null } {
  if (typeof window === "undefined") return { q: "", tag: null };
  const params = new URLSearchParams(window.location.search);
  return { q: params.get("q") ?? "", tag: params.get("tag") };
}

function writeUrlState(q: string, tag: string | null) {
  const url = new URL(window.location.href);
  if (q.trim()) url.searchParams.set("q", q);
  else url.searchParams.delete("q");
  if (tag) url.searchParams.set("tag", tag);
  else url.searchParams.delete("tag");
  if (url.href !== window.location.href) window.history.replaceState(window.history.state, "", url.href);
}

/**
 * The help centre's search (spec §3 rule, src/lib/search.ts) with topic filters. The page renders every
 * article without JavaScript; once the typing settles (the 200 ms debounce of spec §9) the search fetches
 * the shards of the query's words only (decision 087, src/lib/help-shards.ts), whose positions are
 * positions in `articles` (the build writes them in this list's order).
 */
export function HelpSearch({ language, articles, tags }: Props) {
  const { t } = useTranslation();
  const inputId = useId();
  const [query, setQuery] = useState("");
  const [tag, setTag] = useState<string | null>(null);
  const [shards, setShards] = useState<ReadonlyMap<number, HelpShard>>(() => new Map());
  const [failed, setFailed] = useState(false);
  const [debounced, settle] = useDebouncedValue(query);
  const searching = queryWords(debounced).length > 0;
  const needed = useMemo(() => shardsForQuery(debounced), [debounced]);
  const ready = needed.every((n) => shards.has(n));

  const input = useRef<HTMLInputElement>(null);

  // What the visitor typed before the island was live (hydration keeps the field's text but no change event
  // reached React), else a shared link's query (?q=…&tag=…), becomes the search after hydration.
  useEffect(() => {
    const initial = readUrlState();
    const typed = input.current?.value ?? "";
    if (typed) setQuery(typed);
    else if (initial.q) {
      setQuery(initial.q);
      settle(initial.q);
    }
    if (initial.tag && tags.some((x) => x.slug === initial.tag)) setTag(initial.tag);
  }, [tags, settle]);

  // Fetch the shards the settled query needs. A load is not cancelled when the visitor keeps typing: what
  // arrives is kept (loadHelpShard caches it for the page view too), and the next query uses it if it can.
  // A failed load is tried again when the query changes.
  useEffect(() => {
    const missing = needed.filter((n) => !shards.has(n));
    if (!missing.length) return;
    setFailed(false);
    Promise.all(missing.map((n) => loadHelpShard(language, n).then((shard) => [n, shard] as const)))
      .then((loaded) =>
        setShards((previous) => {
          const next = new Map(previous);
          for (const [n, shard] of loaded) next.set(n, shard);
          return next;
        }),
      )
      .catch(() => setFailed(true));
    // shards is read only to skip what is loaded; a shard arriving is no reason to fetch again.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- shards is a guard, not a reason to run (line above)
  }, [needed, language]);

  useEffect(() => {
    if (typeof window !== "undefined") writeUrlState(debounced, tag);
  }, [debounced, tag]);

  const results: ArticleSummary[] | null = useMemo(() => {
    const byTag = (list: ArticleSummary[]) => (tag ? list.filter((a) => a.tags.some((x) => x.slug === tag)) : list);
    if (!searching) return byTag(articles);
    if (!ready) return null;
    const positions = matchShards(debounced, (n) => shards.get(n)!) ?? [];
    return byTag(positions.flatMap((p) => articles[p] ?? []));
  }, [searching, ready, articles, shards, debounced, tag]);

  const filtered = searching || tag !== null;
  const tagTitle = tags.find((x) => x.slug === tag)?.title;
  let announcement = "";
  if (filtered) {
    if (failed && searching && !ready) announcement = t("helpSearch.loadFailed");
    else if (results === null) announcement = t("helpSearch.loading");
    else if (results.length === 0) announcement = searching ? t("helpSearch.noneFor", { query: debounced.trim() }) : t("helpSearch.none");
    else announcement = t("helpSearch.found", { count: results.length });
  }

  return (
    <section className="help-search" aria-labelledby="help-all">
      <form role="search" className="help-search__form" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor={inputId} className="help-search__label">
          {t("helpSearch.label")}
        </label>
        <div className="help-search__row">
          <input
            ref={input}
            id={inputId}
            type="search"
            className="help-search__input"
            value={query}
            placeholder={t("helpSearch.placeholder")}
            autoComplete="off"
            enterKeyHint="search"
            onChange={(e) => setQuery(e.target.value)}
          />
          {query ? (
            <button type="button" className="button button--ghost" onClick={() => setQuery("")}>
              {t("helpSearch.clear")}
            </button>
          ) : null}
        </div>
        <fieldset className="help-search__topics">
          <legend>{t("helpSearch.filterByTopic")}</legend>
          <button type="button" className="filter-chip" aria-pressed={tag === null} onClick={() => setTag(null)}>
            {t("helpSearch.allTopics")}
          </button>
          {tags.map((x) => (
            <button key={x.slug} type="button" className="filter-chip" aria-pressed={tag === x.slug} onClick={() => setTag(tag === x.slug ? null : x.slug)}>
              {x.title}
            </button>
          ))}
        </fieldset>
      </form>
      <h2 id="help-all">
        {filtered ? (tagTitle && !searching ? t("helpSearch.topicHeading", { topic: tagTitle }) : t("helpSearch.resultsHeading")) : t("help.allArticles")}
      </h2>
      <p role="status" aria-live="polite" aria-atomic="true" className="help-search__status">
        {announcement}
      </p>
      {results && results.length ? <ArticleList articles={results} /> : null}
      {results && results.length === 0 ? <p className="help-search__empty">{t("helpSearch.emptyHint")}</p> : null}
    </section>
  );
}
