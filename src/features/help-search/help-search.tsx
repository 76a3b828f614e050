import { useEffect, useId, useMemo, useState } from "react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import type { ArticleSummary, TagSummary } from "../../build/page-types";
import type { Language } from "../../lib/i18n-config";
import { searchableStrings, type HelpIndexEntry } from "../../lib/help-index";
import { queryWords } from "../../lib/search";
import { createSearchIndex } from "../../lib/search-index";
import { ArticleList } from "../../components/help-lists";
import { loadHelpIndex } from "./load-index";
import { useDebouncedValue } from "./use-debounced-value";

type Props = { language: Language; articles: ArticleSummary[]; tags: TagSummary[] };
type IndexState = { status: "idle" } | { status: "loading" } | { status: "ready"; entries: HelpIndexEntry[] } | { status: "failed" };

const toSummary = (e: HelpIndexEntry): ArticleSummary => ({ title: e.title, slug: e.slug, excerpt: e.excerpt, tags: e.tags, updatedAt: null });

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
 * article without JavaScript; the per-language index is fetched only once the visitor types, and results
 * follow the typing after the 200 ms debounce of spec §9.
 */
export function HelpSearch({ language, articles, tags }: Props) {
  const { t } = useTranslation();
  const inputId = useId();
  const [query, setQuery] = useState("");
  const [tag, setTag] = useState<string | null>(null);
  const [index, setIndex] = useState<IndexState>({ status: "idle" });
  const [debounced, settle] = useDebouncedValue(query);
  const words = queryWords(debounced);
  const searching = words.length > 0;

  // A shared link (?q=…&tag=…) restores the search after hydration.
  useEffect(() => {
    const initial = readUrlState();
    if (initial.q) {
      setQuery(initial.q);
      settle(initial.q);
    }
    if (initial.tag && tags.some((x) => x.slug === initial.tag)) setTag(initial.tag);
  }, [tags, settle]);

  // Load the index the first time there is something to search for. The load is not cancelled when the
  // visitor keeps typing: a cancelled load would leave the state at "loading" and the next keystroke would
  // never start another one (seen on a slow machine). A failed load is retried on the next keystroke.
  useEffect(() => {
    if (!queryWords(query).length || index.status === "loading" || index.status === "ready") return;
    setIndex({ status: "loading" });
    loadHelpIndex(language)
      .then((entries) => setIndex({ status: "ready", entries }))
      .catch(() => setIndex({ status: "failed" }));
    // index.status is read only to avoid a second load.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- index.status is a guard, not a reason to run (line above)
  }, [query, language]);

  useEffect(() => {
    if (typeof window !== "undefined") writeUrlState(debounced, tag);
  }, [debounced, tag]);

  // The trigram index (decision 050) is built once per loaded index, not per keystroke.
  const searchIndex = useMemo(() => (index.status === "ready" ? createSearchIndex(index.entries, searchableStrings) : null), [index]);

  const results: ArticleSummary[] | null = useMemo(() => {
    const byTag = <T extends { tags: Array<{ slug: string }> }>(list: T[]) => (tag ? list.filter((a) => a.tags.some((x) => x.slug === tag)) : list);
    if (!searching) return byTag(articles);
    if (!searchIndex) return null;
    return byTag(searchIndex.search(debounced)).map(toSummary);
  }, [searching, articles, searchIndex, debounced, tag]);

  const filtered = searching || tag !== null;
  const tagTitle = tags.find((x) => x.slug === tag)?.title;
  let announcement = "";
  if (filtered) {
    if (index.status === "failed" && searching) announcement = t("helpSearch.loadFailed");
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
