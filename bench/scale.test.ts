import { buildPhases } from "./scale";

it("reads a build's phases from its log: Gatsby's activities and the project's post-build steps, colour codes and locale nodes left out", () => {
  const log = [
    "\u001b[2K\u001b[1A\u001b[2K\u001b[Gsuccess compile gatsby files - 19.330s",
    "success gatsby-plugin-react-i18next: create node: en/account - 0.681s",
    "info bootstrap finished - 78.531s",
    "success run queries in workers - 26.264s - 4269/4269 162.54/s",
    "success Writing page-data.json and slice-data.json files to public directory -",
    "post-build step: social cards 223.6 s (CPU 36.0 s)",
    "post-build step: static pages 12.0 s (CPU 20.5 s), failed",
  ].join("\n");
  expect(buildPhases(log)).toEqual([
    { phase: "compile gatsby files", ms: 19_330 },
    { phase: "run queries in workers", ms: 26_264 },
    { phase: "post-build: social cards", ms: 223_600, cpuMs: 36_000 },
    { phase: "post-build: static pages", ms: 12_000, cpuMs: 20_500 },
  ]);
});
