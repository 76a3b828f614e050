// Draws the brand's default social card (static/og-default.png, 1200×630) and its raster logo
// (static/logo.png, 512×512) with the test browser. Run once after a brand change: npx tsx scripts/brand-images.ts
import path from "node:path";
import { chromium } from "@playwright/test";
import sharp from "sharp";

const root = path.resolve(__dirname, "..");
const mark = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1f5eff"/><stop offset="1" stop-color="#00a37a"/></linearGradient></defs><rect width="32" height="32" rx="8" fill="url(#g)"/><path d="M9 10h4v5h6v-5h4v12h-4v-4h-6v4H9z" fill="#fff"/></svg>`;
const font = `system-ui, 'DejaVu Sans', Arial, sans-serif`;

const card = `<!doctype html><html><body style="margin:0">
<div style="width:1200px;height:630px;box-sizing:border-box;padding:72px 80px;font-family:${font};color:#fff;
  background:radial-gradient(circle at 85% 20%, rgba(0,163,122,.55), transparent 45%), linear-gradient(135deg,#0d1b3d 0%,#14306e 60%,#1f5eff 100%);
  display:flex;flex-direction:column;justify-content:space-between;position:relative;overflow:hidden">
  <div style="display:flex;align-items:center;gap:24px">
    <div style="width:96px;height:96px">${mark}</div>
    <div style="font-size:64px;font-weight:700;letter-spacing:-1px">Hostward</div>
  </div>
  <div>
    <div style="font-size:58px;font-weight:700;line-height:1.15;max-width:900px">Web hosting, VPS, dedicated servers and VPN</div>
    <div style="margin-top:28px;font-size:30px;color:#c8d6f5">NVMe · DDoS protection · 99.9% uptime · 7 countries</div>
  </div>
  <div style="position:absolute;right:-120px;bottom:-160px;width:520px;height:520px;border-radius:50%;border:60px solid rgba(255,255,255,.06)"></div>
</div></body></html>`;

const logo = `<!doctype html><html><body style="margin:0;background:transparent"><div style="width:512px;height:512px">${mark}</div></body></html>`;

// A full-colour screenshot of the card is ~430 KB (the logo ~120 KB); a 256-colour palette with light
// dithering keeps the gradients smooth at ~75 KB (~12 KB): every crawler that unfurls a link fetches the card.
const palettePng = (shot: Buffer, file: string) =>
  sharp(shot).png({ palette: true, quality: 100, colours: 256, dither: 0.3, effort: 10, compressionLevel: 9 }).toFile(path.join(root, file));

async function main() {
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await page.setContent(card);
  await palettePng(await page.screenshot(), "static/og-default.png");
  await page.setViewportSize({ width: 512, height: 512 });
  await page.setContent(logo);
  await palettePng(await page.screenshot({ omitBackground: true }), "static/logo.png");
  await browser.close();
}

void main();
