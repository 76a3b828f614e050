import type { Language } from "../lib/i18n-config";

/** What a page's social card shows (issue 36): plain text, drawn as text whatever it contains (never parsed as HTML). */
export type CardInput = {
  language: Language;
  /** The site's name beside the logo (siteSettings, in the page's language). */
  siteName: string;
  /** The section the page belongs to (its breadcrumb parent), e.g. "Help centre"; null on top-level pages. */
  kicker: string | null;
  title: string;
  /** A plan page's price, e.g. "€4.99/mo"; null elsewhere. */
  price: string | null;
};

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
/** Bump when the drawing below changes: every cached card is drawn again (social-cards.ts keys the cache with it). */
export const CARD_DESIGN_VERSION = 1;
export const CARD_FONT_FAMILY = "PT Sans";

// The site's colours (src/styles/global.css, site.css): the hero's navy, the primary blue and the accent green.
const NAVY = "#0d1b3d";
const PRIMARY = "#1f5eff";
const ACCENT = "#00a37a";
const ON_NAVY_MUTED = "#c8d6f5";

/**
 * The card's layout for satori (a subset of CSS: flexbox only). A flat background and no filters keep a card
 * cheap to draw and small to store (decision 195): the brand comes from the logo, the colours and the font.
 */
export function cardElement(input: CardInput, markDataUri: string) {
  const long = input.title.length > 42;
  return (
    <div
      style={{
        width: CARD_WIDTH,
        height: CARD_HEIGHT,
        boxSizing: "border-box",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        paddingTop: 64,
        paddingLeft: 80,
        paddingRight: 80,
        paddingBottom: 72,
        backgroundColor: NAVY,
        color: "#ffffff",
        fontFamily: CARD_FONT_FAMILY,
        position: "relative",
      }}
    >
      <div
        style={{ position: "absolute", right: -140, top: -180, width: 520, height: 520, borderRadius: "50%", border: `56px solid ${PRIMARY}`, opacity: 0.28 }}
      />
      <div
        style={{ position: "absolute", left: 0, bottom: 0, width: CARD_WIDTH, height: 12, backgroundImage: `linear-gradient(90deg, ${PRIMARY}, ${ACCENT})` }}
      />
      <div style={{ display: "flex", alignItems: "center" }}>
        <img src={markDataUri} width={72} height={72} alt="" />
        <div style={{ marginLeft: 22, fontSize: 48, fontWeight: 700 }}>{input.siteName}</div>
      </div>
      <div style={{ display: "flex", flexDirection: "column", width: 1040 }}>
        {input.kicker ? <div style={{ fontSize: 32, color: ON_NAVY_MUTED }}>{input.kicker}</div> : null}
        <div style={{ display: "block", marginTop: 10, fontSize: long ? 56 : 68, fontWeight: 700, lineHeight: 1.12, lineClamp: 3 }}>{input.title}</div>
        {input.price ? (
          <div style={{ display: "flex", marginTop: 28 }}>
            <div style={{ padding: "6px 22px", borderRadius: 12, backgroundColor: ACCENT, fontSize: 40, fontWeight: 700 }}>{input.price}</div>
          </div>
        ) : null}
      </div>
    </div>
  );
}
