import { readFile, writeFile } from "node:fs/promises";
import { loadBench } from "./load";
import { renderReport } from "./report";

// `npm run bench:load`: only the load part (no build, no browser), over the public/ of the last build.
// It updates the load part of bench/report.json and re-renders report.md.
async function main() {
  const load = await loadBench(Number(process.env.BENCH_PORT ?? 8900) + 2);
  console.log(JSON.stringify(load, null, 2));
  const existing = await readFile("bench/report.json", "utf8").then((t) => JSON.parse(t) as Parameters<typeof renderReport>[0]).catch(() => null);
  if (!existing) {
    await writeFile("bench/load.json", JSON.stringify({ date: new Date().toISOString(), load }, null, 2) + "\n");
    console.log("No bench/report.json yet (run `npm run bench`): wrote bench/load.json");
    return;
  }
  const report = { ...existing, load };
  await writeFile("bench/report.json", JSON.stringify(report, null, 2) + "\n");
  await writeFile("bench/report.md", renderReport(report));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
