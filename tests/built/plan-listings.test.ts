import { readFile } from "node:fs/promises";
import path from "node:path";
import { decode, htmlFiles } from "../build/built-html";
import { root } from "../build/run";
import { PLANS } from "../../sandbox/db/catalog-data";

// Issue 37 on the built pages: the "Popular" badge sits on the plan the catalog marks, the same on every page;
// dedicated servers read in cores and threads with their drives ("2 TB NVMe"); a product page's locations
// section has one card per place.
const publicDir = path.join(root, "public");
const read = (page: string) => readFile(path.join(publicDir, page, "index.html"), "utf8");

/** Each plan card of a page: its plan, whether it opens with the badge, and its text (to its actions). */
function cards(html: string): Array<{ plan: string; text: string; badge: boolean }> {
  const starts = [...html.matchAll(/<li class="plan-card[^"]*" data-plan="([^"]+)">/g)];
  return starts.map((m, i) => {
    const body = html.slice(m.index + m[0].length, starts[i + 1]?.index ?? m.index + 4000);
    const card = body.slice(0, body.indexOf('class="plan-card__actions"') >>> 0);
    return { plan: m[1]!, badge: body.startsWith('<span class="plan-card__badge">'), text: decode(card.replace(/<[^>]+>/g, " ")).replace(/\s+/g, " ") };
  });
}

it("badges the plan the catalog marks popular, and only it, on every page that lists plans", async () => {
  const marked = new Set(PLANS.filter((p) => p.popular).map((p) => p.slug));
  const badged = new Map<string, string[]>();
  for (const file of await htmlFiles(publicDir)) {
    const html = await readFile(file, "utf8");
    for (const m of html.matchAll(/<li class="plan-card[^"]*" data-plan="([^"]+)"><span class="plan-card__badge">/g)) {
      badged.set(m[1]!, [...(badged.get(m[1]!) ?? []), path.relative(publicDir, file)]);
    }
  }
  expect([...badged.keys()].sort()).toEqual([...marked].sort());
  // The VPS listings of both languages all badge VPS 2.
  for (const page of ["virtual-private-servers", "ru/virtual-private-servers", "virtual-private-servers/in-usa", "", "ru"]) {
    const vps = cards(await read(page)).filter((c) => c.plan.startsWith("vps-"));
    if (vps.some((c) => c.plan === "vps-2")) expect([page, vps.filter((c) => c.badge).map((c) => c.plan)]).toEqual([page, ["vps-2"]]);
  }
});

it("lists dedicated servers in physical cores and threads, with their drives in terabytes, in both languages", async () => {
  const en = cards(await read("dedicated-servers")).find((c) => c.plan === "ryzen-7950x")!;
  expect(en.text).toContain("16 cores / 32 threads");
  expect(en.text).toContain("2 TB NVMe");
  expect(en.text).not.toMatch(/vCPU|2,000 GB/);
  const ru = cards(await read("ru/dedicated-servers")).find((c) => c.plan === "ryzen-7950x")!;
  expect(ru.text).toContain("16 ядер / 32 потока");
  expect(ru.text).toContain("2 ТБ NVMe");
});

it("shows one card per place in a product page's locations section: 7 places, 7 cards", async () => {
  for (const page of ["dedicated-servers", "ru/dedicated-servers", "web-hosting"]) {
    const grid = /<ul class="index-grid index-grid--locations">([\s\S]*?)<\/ul>/.exec(await read(page))![1]!;
    expect([page, grid.match(/<li>/g)?.length]).toEqual([page, 7]);
  }
});
