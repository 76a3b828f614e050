// The search-snippet and social-card previews under every seo field (issue 18). Plain elements styled after a
// Google result and an Open Graph card, not Sanity UI: they imitate other sites, and render in tests as they are.
import type { CSSProperties } from "react";
import { GOOGLE_DESCRIPTION_CHARS, GOOGLE_TITLE_CHARS, SOCIAL_DESCRIPTION_CHARS, SOCIAL_TITLE_CHARS, type Preview } from "./preview-model";

const box: CSSProperties = { border: "1px solid #dadce0", borderRadius: 8, padding: 12, background: "#fff", color: "#202124", maxWidth: 600 };
const label: CSSProperties = { font: "600 13px/1.4 system-ui, sans-serif", margin: "16px 0 6px" };
const note: CSSProperties = { font: "13px/1.4 system-ui, sans-serif", margin: "4px 0", color: "#8a5a00" };

const SOURCES: Record<Preview["descriptionSource"], string> = {
  seo: "Description: the meta description above.",
  page: "Description: none written, so the page's own text (excerpt, lead or first paragraph) is used.",
  site: "Description: none written and no page text, so the site-wide default is used (it repeats on other pages).",
  none: "No description at all: search engines will pick some text of the page.",
};

export function SeoPreview({ preview }: { preview: Preview }) {
  const { search, social } = preview;
  const warnings: string[] = [];
  if (search.title.cut) warnings.push(`Search results cut this title after about ${GOOGLE_TITLE_CHARS} characters (it has ${search.title.full.length}).`);
  if (search.description.cut)
    warnings.push(`Search results cut this description after about ${GOOGLE_DESCRIPTION_CHARS} characters (it has ${search.description.full.length}).`);
  if (social.title.cut) warnings.push(`Social cards cut this title after about ${SOCIAL_TITLE_CHARS} characters.`);
  if (social.description.cut) warnings.push(`Social cards show about ${SOCIAL_DESCRIPTION_CHARS} characters of the description.`);
  if (!preview.url) warnings.push("No address yet: fill in the language and the fields the page's address is made of.");
  return (
    <section aria-label="Search and social previews" data-testid="seo-preview">
      <p style={label}>Search result preview</p>
      <div style={box} lang={preview.language} data-testid="search-snippet">
        <div style={{ font: "14px/1.3 Arial, sans-serif" }}>
          <cite style={{ fontStyle: "normal", color: "#4d5156" }}>{preview.displayUrl || "(no address)"}</cite>
        </div>
        <div style={{ font: "20px/1.3 Arial, sans-serif", color: "#1a0dab", margin: "4px 0" }} data-testid="search-title">
          {search.title.text}
        </div>
        <div style={{ font: "14px/1.58 Arial, sans-serif", color: "#4d5156" }} data-testid="search-description">
          {search.description.text}
        </div>
      </div>
      <p style={label}>Social card preview</p>
      <div style={{ ...box, padding: 0, overflow: "hidden", maxWidth: 500 }} lang={preview.language} data-testid="social-card">
        {social.imageUrl ? (
          <img src={social.imageUrl} alt={social.imageAlt} style={{ display: "block", width: "100%", aspectRatio: "1200 / 630", objectFit: "cover" }} />
        ) : (
          <div style={{ aspectRatio: "1200 / 630", background: "#f1f3f4", display: "grid", placeItems: "center", font: "13px system-ui, sans-serif" }}>
            No social image (the site default is used once it is set)
          </div>
        )}
        <div style={{ padding: "10px 12px", background: "#f0f2f5", font: "14px/1.35 system-ui, sans-serif" }}>
          <div style={{ textTransform: "uppercase", fontSize: 12, color: "#606770" }}>{preview.host}</div>
          <div style={{ fontWeight: 600, color: "#1d2129" }} data-testid="social-title">
            {social.title.text}
          </div>
          <div style={{ color: "#606770" }} data-testid="social-description">
            {social.description.text}
          </div>
        </div>
      </div>
      <p style={{ ...note, color: "#4d5156" }}>{SOURCES[preview.descriptionSource]}</p>
      {warnings.map((w) => (
        <p key={w} style={note} role="note">
          {w}
        </p>
      ))}
    </section>
  );
}
