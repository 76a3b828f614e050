import { useTranslation } from "gatsby-plugin-react-i18next";
import { SmartLink } from "./smart-link";
import type { ArticleSummary, TagSummary } from "../build/page-types";

/** `level`: the titles' heading level under the page's headings (2 right under the h1, as on tag pages). */
export function ArticleList({ articles, level = 3 }: { articles: ArticleSummary[]; level?: 2 | 3 }) {
  const Title = level === 2 ? "h2" : "h3";
  return (
    <ul className="card-list">
      {articles.map((a) => (
        <li key={a.slug} className="card">
          <Title className="card__title">
            <SmartLink href={`/help/${a.slug}/`}>{a.title}</SmartLink>
          </Title>
          {a.excerpt ? <p className="card__text">{a.excerpt}</p> : null}
          {a.tags.length ? <p className="card__meta">{a.tags.map((t) => t.title).join(" · ")}</p> : null}
        </li>
      ))}
    </ul>
  );
}

export function TagList({ tags }: { tags: TagSummary[] }) {
  const { t } = useTranslation();
  return (
    <ul className="chips">
      {tags.map((tag) => (
        <li key={tag.slug}>
          <SmartLink href={`/help/tag/${tag.slug}/`} className="chip">
            {tag.title} <span className="chip__count">{t("help.articleCount", { count: tag.count })}</span>
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}
