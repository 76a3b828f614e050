/** @jest-environment jsdom */
import { builtPage } from "./read-built";

// Decision 266: every page's document head (src/html.tsx, gatsby-ssr.tsx) carries one viewport, the icon as a PNG data:
// URL, and neither Gatsby's generator meta (its version) nor Internet Explorer's x-ua-compatible.
const PAGES = ["/", "/ru/dedicated-servers/", "/help/", "/my/[...]/", "/ru/checkout/[...]/", "/auth/login/", "/404/"];

it.each(PAGES)("%s: one viewport, the PNG icon, no generator or x-ua-compatible meta", async (address) => {
  const doc = await builtPage(address);
  const viewports = [...doc.head.querySelectorAll('meta[name="viewport"]')].map((m) => m.getAttribute("content"));
  expect(viewports).toEqual(["width=device-width, initial-scale=1"]);
  expect(doc.head.querySelector('meta[name="generator"]')).toBeNull();
  expect(doc.head.querySelector("meta[http-equiv]")).toBeNull();
  const icons = [...doc.head.querySelectorAll('link[rel="icon"]')].map((l) => l.getAttribute("href") ?? "");
  expect(icons).toHaveLength(1);
  expect(icons[0]).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
  expect(doc.documentElement.lang).toBe(address.startsWith("/ru/") ? "ru" : "en");
});
