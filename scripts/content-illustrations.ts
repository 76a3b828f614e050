// Draws the illustrations of the embedded dataset (studio/seed/assets/*.svg): the heroes of the home and
// product landings and the product images of the plan pages. Shapes only (no text, no fonts), so every
// rasteriser draws them alike. The build rasterises them (src/build/content-images.ts); `sanity dataset
// import` uploads them as image assets. Run after a change: npx tsx scripts/content-illustrations.ts
import { writeFileSync } from "node:fs";
import path from "node:path";

const W = 1200;
const H = 900;
const out = path.resolve(__dirname, "../studio/seed/assets");

const palette = { blue: "#1f5eff", sky: "#5b8cff", teal: "#00c38f", mint: "#7ff0c9", violet: "#8a63ff", amber: "#ffb547", ink: "#0d1b3d", panel: "#1b2f63" };

const defs = `<defs>
  <radialGradient id="glow" cx="50%" cy="50%" r="50%"><stop offset="0" stop-color="${palette.sky}" stop-opacity=".55"/><stop offset="1" stop-color="${palette.sky}" stop-opacity="0"/></radialGradient>
  <radialGradient id="glow2" cx="50%" cy="50%" r="50%"><stop offset="0" stop-color="${palette.teal}" stop-opacity=".45"/><stop offset="1" stop-color="${palette.teal}" stop-opacity="0"/></radialGradient>
  <linearGradient id="metal" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2c4a9a"/><stop offset="1" stop-color="#1a2f66"/></linearGradient>
  <linearGradient id="face" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f4f7ff"/><stop offset="1" stop-color="#d9e3fb"/></linearGradient>
  <linearGradient id="brand" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.blue}"/><stop offset="1" stop-color="${palette.teal}"/></linearGradient>
  <linearGradient id="violet" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.violet}"/><stop offset="1" stop-color="${palette.blue}"/></linearGradient>
  <linearGradient id="card" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#eef3ff"/><stop offset="1" stop-color="#dfe8fb"/></linearGradient>
  <filter id="shadow" x="-20%" y="-20%" width="140%" height="160%"><feDropShadow dx="0" dy="18" stdDeviation="22" flood-color="#020817" flood-opacity=".45"/></filter>
</defs>`;

const svg = (body: string, background = "") =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${defs}${background}${body}</svg>\n`;

/** A dotted grid that fades the scene into the hero band. */
function dots(x: number, y: number, cols: number, rows: number, color = "#ffffff", opacity = 0.18): string {
  let s = "";
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) s += `<circle cx="${x + c * 36}" cy="${y + r * 36}" r="3" fill="${color}" fill-opacity="${opacity}"/>`;
  return s;
}

/** One server unit seen from the front: drive bays, a vent and status lights. */
function unit(x: number, y: number, w: number, h: number, accent: string, lights = 3): string {
  const bays = Math.max(2, Math.floor((w - 220) / 70));
  let s = `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="18" fill="url(#metal)" stroke="#3d5fb8" stroke-width="3"/>`;
  for (let i = 0; i < bays; i++)
    s += `<rect x="${x + 28 + i * 70}" y="${y + h / 2 - 14}" width="54" height="28" rx="7" fill="#0f1f47" stroke="#4d6fc9" stroke-width="2"/>`;
  const vx = x + 28 + bays * 70 + 10;
  for (let i = 0; i < 4; i++) s += `<rect x="${vx + i * 14}" y="${y + h / 2 - 18}" width="6" height="36" rx="3" fill="#4d6fc9" fill-opacity=".55"/>`;
  for (let i = 0; i < lights; i++) {
    const color = i === 0 ? accent : i === 1 ? palette.mint : palette.amber;
    s += `<circle cx="${x + w - 36 - i * 30}" cy="${y + h / 2}" r="9" fill="${color}"/><circle cx="${x + w - 36 - i * 30}" cy="${y + h / 2}" r="18" fill="${color}" fill-opacity=".18"/>`;
  }
  return s;
}

function rack(x: number, y: number, w: number, units: number, accent: string, unitH = 86): string {
  const h = units * (unitH + 14) + 46;
  let s = `<g filter="url(#shadow)"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="28" fill="${palette.panel}" stroke="#35539f" stroke-width="4"/>`;
  for (let i = 0; i < units; i++) s += unit(x + 22, y + 24 + i * (unitH + 14), w - 44, unitH, accent);
  return s + `</g>`;
}

/** A browser window with a page layout inside. */
function browser(x: number, y: number, w: number, h: number): string {
  return `<g filter="url(#shadow)">
  <rect x="${x}" y="${y}" width="${w}" height="${h}" rx="24" fill="url(#face)"/>
  <path d="M${x} ${y + 24}a24 24 0 0 1 24-24h${w - 48}a24 24 0 0 1 24 24v34h-${w}z" fill="#c7d4f3"/>
  <circle cx="${x + 34}" cy="${y + 30}" r="9" fill="#ff6b6b"/><circle cx="${x + 62}" cy="${y + 30}" r="9" fill="${palette.amber}"/><circle cx="${x + 90}" cy="${y + 30}" r="9" fill="${palette.teal}"/>
  <rect x="${x + 120}" y="${y + 18}" width="${w - 160}" height="24" rx="12" fill="#ffffff"/>
  <rect x="${x + 36}" y="${y + 90}" width="${w * 0.5}" height="26" rx="8" fill="${palette.ink}"/>
  <rect x="${x + 36}" y="${y + 132}" width="${w * 0.38}" height="14" rx="7" fill="#8ea2cf"/>
  <rect x="${x + 36}" y="${y + 158}" width="${w * 0.3}" height="14" rx="7" fill="#8ea2cf"/>
  <rect x="${x + 36}" y="${y + 196}" width="150" height="42" rx="21" fill="${palette.blue}"/>
  <rect x="${x + w * 0.6}" y="${y + 86}" width="${w * 0.32}" height="${h - 200}" rx="18" fill="url(#brand)"/>
  <circle cx="${x + w * 0.76}" cy="${y + 86 + (h - 200) / 2}" r="${Math.min(w * 0.08, (h - 200) / 3)}" fill="#ffffff" fill-opacity=".85"/>
  ${[0, 1, 2].map((i) => `<rect x="${x + 36 + i * ((w - 72) / 3)}" y="${y + h - 92}" width="${(w - 72) / 3 - 18}" height="60" rx="14" fill="#ffffff" stroke="#c7d4f3" stroke-width="2"/>`).join("")}
</g>`;
}

function shield(cx: number, cy: number, size: number, fill = "url(#brand)"): string {
  const s = size / 100;
  return `<g filter="url(#shadow)" transform="translate(${cx - 50 * s} ${cy - 58 * s}) scale(${s})">
  <path d="M50 0 96 16v40c0 30-20 50-46 60C24 106 4 86 4 56V16z" fill="${fill}"/>
  <path d="M50 10 86 23v33c0 24-15 40-36 49C29 96 14 80 14 56V23z" fill="#ffffff" fill-opacity=".14"/>
  <rect x="34" y="50" width="32" height="26" rx="5" fill="#ffffff"/><path d="M40 50v-8a10 10 0 0 1 20 0v8" fill="none" stroke="#ffffff" stroke-width="6"/>
  <circle cx="50" cy="62" r="4" fill="${palette.ink}"/>
</g>`;
}

function globe(cx: number, cy: number, r: number): string {
  return `<g filter="url(#shadow)"><circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#violet)"/>
  <ellipse cx="${cx}" cy="${cy}" rx="${r * 0.45}" ry="${r}" fill="none" stroke="#ffffff" stroke-opacity=".55" stroke-width="4"/>
  <path d="M${cx - r} ${cy}h${2 * r}M${cx - r * 0.87} ${cy - r * 0.5}h${1.74 * r}M${cx - r * 0.87} ${cy + r * 0.5}h${1.74 * r}" stroke="#ffffff" stroke-opacity=".55" stroke-width="4"/>
  <line x1="${cx}" y1="${cy - r}" x2="${cx}" y2="${cy + r}" stroke="#ffffff" stroke-opacity=".55" stroke-width="4"/></g>`;
}

/** A storage cylinder (a disk, a bucket, a backup volume). */
function cylinder(cx: number, top: number, rx: number, h: number, fill: string, bands = 3): string {
  const ry = rx * 0.32;
  let s = `<g filter="url(#shadow)"><path d="M${cx - rx} ${top}v${h}a${rx} ${ry} 0 0 0 ${2 * rx} 0v-${h}" fill="${fill}"/>`;
  for (let i = 1; i < bands; i++)
    s += `<path d="M${cx - rx} ${top + (h * i) / bands}a${rx} ${ry} 0 0 0 ${2 * rx} 0" fill="none" stroke="#ffffff" stroke-opacity=".35" stroke-width="4"/>`;
  s += `<ellipse cx="${cx}" cy="${top}" rx="${rx}" ry="${ry}" fill="#e9f0ff"/><ellipse cx="${cx}" cy="${top}" rx="${rx * 0.6}" ry="${ry * 0.6}" fill="#c7d4f3"/>`;
  for (let i = 0; i < bands; i++)
    s += `<circle cx="${cx + rx * 0.55}" cy="${top + (h * (i + 0.5)) / bands + ry * 0.4}" r="8" fill="${i % 2 ? palette.mint : palette.amber}"/>`;
  return s + `</g>`;
}

function chip(x: number, y: number, size: number): string {
  let pins = "";
  for (let i = 0; i < 5; i++) {
    const o = size * 0.2 + i * size * 0.15;
    pins += `<rect x="${x + o - 4}" y="${y - 16}" width="8" height="16" rx="3" fill="${palette.mint}"/><rect x="${x + o - 4}" y="${y + size}" width="8" height="16" rx="3" fill="${palette.mint}"/>`;
    pins += `<rect x="${x - 16}" y="${y + o - 4}" width="16" height="8" rx="3" fill="${palette.mint}"/><rect x="${x + size}" y="${y + o - 4}" width="16" height="8" rx="3" fill="${palette.mint}"/>`;
  }
  return `<g filter="url(#shadow)">${pins}<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="${size * 0.14}" fill="url(#brand)"/>
  <rect x="${x + size * 0.25}" y="${y + size * 0.25}" width="${size * 0.5}" height="${size * 0.5}" rx="${size * 0.08}" fill="#ffffff" fill-opacity=".85"/></g>`;
}

/** A small floating badge: a rounded card with a check, a bolt or a graph. */
function badge(x: number, y: number, kind: "check" | "bolt" | "graph" | "cloud"): string {
  const icon =
    kind === "check"
      ? `<path d="M${x + 30} ${y + 50}l14 14 28-30" fill="none" stroke="${palette.teal}" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>`
      : kind === "bolt"
        ? `<path d="M${x + 58} ${y + 18}l-24 40h18l-8 30 28-44h-18z" fill="${palette.amber}"/>`
        : kind === "graph"
          ? `<path d="M${x + 22} ${y + 74}l20-22 16 12 30-36" fill="none" stroke="${palette.blue}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>`
          : `<path d="M${x + 30} ${y + 70}a16 16 0 0 1 2-32 22 22 0 0 1 42-6 18 18 0 0 1 6 38z" fill="${palette.sky}"/>`;
  return `<g filter="url(#shadow)"><rect x="${x}" y="${y}" width="110" height="100" rx="22" fill="#ffffff"/>${icon}</g>`;
}

function orbit(cx: number, cy: number, rx: number, ry: number, rotate: number, color = "#ffffff"): string {
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" transform="rotate(${rotate} ${cx} ${cy})" fill="none" stroke="${color}" stroke-opacity=".28" stroke-width="3" stroke-dasharray="10 14"/>`;
}

const glowAt = (cx: number, cy: number, r: number, id = "glow") => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#${id})"/>`;

/** Node and link of a route (VPN hops). */
const node = (cx: number, cy: number, color: string) =>
  `<circle cx="${cx}" cy="${cy}" r="26" fill="${color}" fill-opacity=".25"/><circle cx="${cx}" cy="${cy}" r="14" fill="${color}"/>`;

const heroes: Record<string, string> = {
  home: svg(
    glowAt(640, 430, 430) +
      glowAt(930, 260, 260, "glow2") +
      dots(120, 90, 8, 5) +
      orbit(640, 470, 520, 170, -12) +
      rack(320, 250, 520, 4, palette.teal) +
      globe(930, 250, 120) +
      shield(230, 620, 190) +
      badge(930, 560, "bolt") +
      badge(150, 190, "check") +
      badge(880, 700, "graph"),
  ),
  "web-hosting": svg(
    glowAt(600, 450, 450) +
      dots(80, 600, 6, 6) +
      browser(240, 110, 720, 470) +
      rack(330, 610, 540, 2, palette.teal, 76) +
      badge(980, 500, "check") +
      badge(130, 300, "bolt"),
  ),
  vps: svg(
    glowAt(600, 450, 460) +
      glowAt(300, 250, 220, "glow2") +
      dots(840, 90, 7, 4) +
      `<g filter="url(#shadow)"><rect x="220" y="170" width="760" height="600" rx="40" fill="${palette.panel}" stroke="#35539f" stroke-width="4"/>` +
      [0, 1, 2, 3]
        .map((i) => {
          const x = 270 + (i % 2) * 350;
          const y = 220 + Math.floor(i / 2) * 270;
          const fill = i === 0 ? "url(#brand)" : i === 3 ? "url(#violet)" : "url(#metal)";
          return `<rect x="${x}" y="${y}" width="310" height="230" rx="26" fill="${fill}" stroke="#4d6fc9" stroke-width="3"/>
            <rect x="${x + 30}" y="${y + 34}" width="120" height="18" rx="9" fill="#ffffff" fill-opacity=".85"/>
            <rect x="${x + 30}" y="${y + 68}" width="200" height="12" rx="6" fill="#ffffff" fill-opacity=".45"/>
            <rect x="${x + 30}" y="${y + 92}" width="160" height="12" rx="6" fill="#ffffff" fill-opacity=".45"/>
            <rect x="${x + 30}" y="${y + 150}" width="250" height="44" rx="12" fill="#0f1f47" fill-opacity=".6"/>
            <rect x="${x + 44}" y="${y + 166}" width="${60 + i * 40}" height="12" rx="6" fill="${palette.mint}"/>`;
        })
        .join("") +
      `</g>` +
      chip(990, 120, 130) +
      badge(110, 640, "graph"),
  ),
  dedicated: svg(
    glowAt(600, 460, 460, "glow") +
      dots(80, 110, 5, 8) +
      rack(360, 70, 480, 7, palette.violet, 90) +
      chip(930, 560, 150) +
      badge(150, 560, "bolt") +
      badge(960, 200, "check"),
  ),
  vpn: svg(
    glowAt(600, 450, 460, "glow2") +
      dots(820, 640, 7, 5) +
      `<path d="M170 640C300 420 420 700 600 450S900 260 1030 330" fill="none" stroke="${palette.mint}" stroke-width="6" stroke-dasharray="16 14" stroke-linecap="round"/>` +
      node(170, 640, palette.sky) +
      node(420, 560, palette.teal) +
      node(780, 330, palette.violet) +
      node(1030, 330, palette.mint) +
      globe(900, 600, 150) +
      shield(520, 380, 360),
  ),
  s3: svg(
    glowAt(600, 470, 460) +
      dots(90, 90, 7, 4) +
      `<g filter="url(#shadow)"><path d="M330 300a130 130 0 0 1 250-90 170 170 0 0 1 320 40 120 120 0 0 1 10 240H370a100 100 0 0 1-40-190z" fill="#e9f0ff" fill-opacity=".16" stroke="#ffffff" stroke-opacity=".4" stroke-width="4"/></g>` +
      cylinder(420, 430, 150, 260, "url(#brand)") +
      cylinder(780, 390, 150, 300, "url(#violet)", 4) +
      badge(980, 640, "cloud") +
      badge(120, 560, "check"),
  ),
  backup: svg(
    glowAt(600, 450, 460, "glow2") +
      dots(860, 110, 6, 5) +
      `<path d="M300 450a300 300 0 0 1 560-150" fill="none" stroke="${palette.mint}" stroke-width="14" stroke-linecap="round"/><path d="M880 230l-8 110-96-44z" fill="${palette.mint}"/>` +
      `<path d="M900 450a300 300 0 0 1-560 150" fill="none" stroke="${palette.sky}" stroke-width="14" stroke-linecap="round"/><path d="M320 670l8-110 96 44z" fill="${palette.sky}"/>` +
      cylinder(600, 330, 170, 300, "url(#brand)", 3) +
      badge(150, 180, "check") +
      badge(950, 620, "graph"),
  ),
};

/** Product images: a light card with the product, readable on the dark plan hero and on light bands alike. */
const cardBackground = `<rect x="0" y="0" width="${W}" height="${H}" rx="64" fill="url(#card)"/>${dots(80, 80, 31, 2, palette.blue, 0.12)}${glowAt(600, 500, 420)}`;

const products: Record<string, string> = {
  "product-web-hosting": svg(browser(200, 170, 800, 520) + badge(960, 640, "check") + badge(130, 600, "bolt"), cardBackground),
  "product-vps": svg(rack(280, 250, 640, 3, palette.teal) + chip(960, 150, 120) + badge(140, 640, "graph"), cardBackground),
  "product-dedicated": svg(rack(360, 120, 480, 6, palette.violet, 88) + badge(940, 620, "bolt") + badge(160, 220, "check"), cardBackground),
};

for (const [name, content] of Object.entries({ ...Object.fromEntries(Object.entries(heroes).map(([k, v]) => [`hero-${k}`, v])), ...products })) {
  writeFileSync(path.join(out, `${name}.svg`), content);
}
