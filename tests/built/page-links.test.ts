/** @jest-environment jsdom */
import { builtPage } from "./read-built";

// What the built pages link and say that the browser tests read after a visit (issue 38: tests/e2e/public-site.spec.ts
// and language-switch.spec.ts). The browser keeps following a link on its journeys.
const text = (el: Element | null | undefined) => (el?.textContent ?? "").replace(/\s+/g, " ").trim();
const linkNamed = (scope: ParentNode, name: string) => [...scope.querySelectorAll("a")].find((a) => text(a) === name);

it("plan tables show catalog prices (EUR) and link to plan pages", async () => {
  const doc = await builtPage("/virtual-private-servers/");
  const card = doc.querySelector('.plan-card[data-plan="vps-2"]')!;
  expect(card.querySelector(".plan-card__price [data-eur]")?.getAttribute("data-eur")).toBe("12");
  expect(text(card)).toContain("€12");
  const link = linkNamed(card, "VPS 2");
  expect(link?.getAttribute("href")).toMatch(/\/virtual-private-servers\/vps-2\/$/);
  expect(text((await builtPage("/virtual-private-servers/vps-2/")).querySelector("h1"))).toBe("VPS 2");
});

it("spec §2's payment-offer and backups pages carry their own keywords and long text; the footer links the offer", async () => {
  for (const c of [
    { home: "/", link: "Payment offer", path: "/payment-offer/", h1: "Payment offer", keyword: "public offer" },
    { home: "/ru/", link: "Публичная оферта", path: "/ru/payment-offer/", h1: "Публичная оферта", keyword: "публичная оферта" },
  ]) {
    const home = await builtPage(c.home);
    expect(linkNamed(home.querySelector("footer")!, c.link)?.getAttribute("href")).toBe(c.path);
    const doc = await builtPage(c.path);
    expect(text(doc.querySelector("h1"))).toBe(c.h1);
    expect(doc.querySelector('meta[name="keywords"]')?.getAttribute("content")).toMatch(new RegExp(c.keyword));
    expect(text(doc.querySelector(".long-text")).length).toBeGreaterThan(200);
  }
  for (const [path, keyword] of [
    ["/backup-storage/", "backup storage"],
    ["/ru/backup-storage/", "хранилище для бэкапов"],
  ] as const) {
    const doc = await builtPage(path);
    expect(doc.querySelector('meta[name="keywords"]')?.getAttribute("content")).toMatch(new RegExp(keyword));
    expect(text(doc.querySelector(".long-text")).length).toBeGreaterThan(200);
  }
});

it("content pages carry the other language's address in their header's switch (works with no JavaScript)", async () => {
  for (const [path, href] of [
    ["/virtual-private-servers/", "/ru/virtual-private-servers/"],
    ["/ru/help/", "/help/"],
    ["/", "/ru/"],
  ] as const) {
    const doc = await builtPage(path);
    expect([path, doc.querySelector(".site-header .language-switcher a[hreflang]")?.getAttribute("href")]).toEqual([path, href]);
    // The address it names is a page of the build.
    expect((await builtPage(href)).documentElement.lang).toBe(href.startsWith("/ru/") ? "ru" : "en");
  }
});
