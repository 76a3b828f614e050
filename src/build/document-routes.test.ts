// The studio's "Open on site" goes where the build put the page: documentPath (schemas/lib/routes.ts) of every
// document of the embedded dataset is a page of the route table the build makes from the same dataset.
import { readFileSync } from "node:fs";
import path from "node:path";
import { loadSite } from "./load-site";
import { readContentEnv } from "./env";
import { PAGE_TYPES, documentPath, type RoutableDocument } from "../../schemas/lib/routes";

const root = path.resolve(__dirname, "../..");

it("every page-giving document of the dataset opens a page the build made", async () => {
  const site = await loadSite(readContentEnv({ SITE_URL: "https://www.example.com" }, root));
  const built = new Set(site.pages.map((p) => p.path));
  const docs = readFileSync(path.join(root, "studio/seed/content.ndjson"), "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as RoutableDocument & { _id: string });
  const routed = docs.filter((d) => PAGE_TYPES.has(d._type));
  expect(routed.length).toBeGreaterThan(100);
  const missing = routed.map((d) => [d._id, documentPath(d)] as const).filter(([, p]) => p === null || !built.has(p));
  expect(missing).toEqual([]);
});
