import path from "node:path";
import { readFile, writeFile } from "node:fs/promises";
import { searchBench } from "./search";
import { renderReport } from "./report";

// `npm run bench:search`: only the help-search figures (cheap: no build, no browser), over the
// public/ of the last build. It updates the search part of bench/report.json and re-renders report.md.
async function main() {
  const search = await searchBench(path.resolve("public"), 2000);
  console.log(JSON.stringify(search, null, 2));
  const existing = await readFile("bench/report.json", "utf8")
    .then((t) => JSON.parse(t) as Parameters<typeof renderReport>[0])
    .catch(() => null);
  if (!existing) {
    await writeFile("bench/search.json", JSON.stringify({ date: new Date().toISOString(), search }, null, 2) + "\n");
    console.log("No bench/report.json yet (run `npm run bench`): wrote bench/search.json");
    return;
  }
  const report = { ...existing, search };
  await writeFile("bench/report.json", JSON.stringify(report, null, 2) + "\n");
  await writeFile("bench/report.md", renderReport(report));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
