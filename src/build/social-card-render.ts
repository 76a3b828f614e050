import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import satori from "satori";
import { renderAsync } from "@resvg/resvg-js";
import { CARD_DESIGN_VERSION, CARD_FONT_FAMILY, CARD_HEIGHT, CARD_WIDTH, cardElement, type CardInput } from "./social-card-design";
import { withPngText } from "./png-text";

/** What a card is drawn with: the site's mark (static/favicon.svg) and PT Sans (the font the site already ships, Cyrillic included). */
type Brand = {
  markDataUri: string;
  fonts: Array<{ name: string; data: Buffer; weight: 400 | 700; style: "normal" }>;
  /** Changes with the drawing, the font files and the mark: part of every card's cache key. */
  fingerprint: string;
};

let brand: Brand | undefined;

export function cardBrand(staticDir = path.resolve("static")): Brand {
  if (brand) return brand;
  const mark = readFileSync(path.join(staticDir, "favicon.svg"));
  // Resolved from the project at run time (gatsby-node is compiled into .cache/, tests run from the sources).
  const fromProject = createRequire(path.resolve("package.json"));
  const regular = readFileSync(fromProject.resolve("@expo-google-fonts/pt-sans/400Regular/PTSans_400Regular.ttf"));
  const bold = readFileSync(fromProject.resolve("@expo-google-fonts/pt-sans/700Bold/PTSans_700Bold.ttf"));
  const fingerprint = createHash("sha256").update(`design ${CARD_DESIGN_VERSION}\n`).update(mark).update(regular).update(bold).digest("hex");
  brand = {
    markDataUri: `data:image/svg+xml;base64,${mark.toString("base64")}`,
    fonts: [
      { name: CARD_FONT_FAMILY, data: regular, weight: 400, style: "normal" },
      { name: CARD_FONT_FAMILY, data: bold, weight: 700, style: "normal" },
    ],
    fingerprint,
  };
  return brand;
}

/** The text a card shows, one line per element, as its PNG's description (what a reader of the file finds in it). */
export const cardText = (input: CardInput): string => [input.kicker, input.title, input.price].filter(Boolean).join("\n");

/**
 * Draws a card: satori lays it out into SVG (text as glyph outlines from the given fonts, so no system font is
 * read), resvg rasterises it off the main thread. The PNG carries the title and the text it shows, with their
 * language, in iTXt chunks.
 */
export async function renderCard(input: CardInput, { markDataUri, fonts } = cardBrand()): Promise<Buffer> {
  const svg = await satori(cardElement(input, markDataUri), { width: CARD_WIDTH, height: CARD_HEIGHT, fonts });
  const image = await renderAsync(svg, { font: { loadSystemFonts: false }, fitTo: { mode: "original" } });
  return withPngText(image.asPng(), [
    { keyword: "Title", language: input.language, text: input.title },
    { keyword: "Description", language: input.language, text: cardText(input) },
  ]);
}
