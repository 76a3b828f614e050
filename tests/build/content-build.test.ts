import { mkdtemp, readFile, writeFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { readSeed, slugOf } from "../support/seed";
import { gatsbyBin, root, run } from "./run";

it("a configured but unreachable Sanity project fails the build within seconds, naming it", async () => {
  // A closed loopback port stands in for an unreachable API: no traffic leaves the machine.
  const result = await run([gatsbyBin, "build"], {
    SANITY_PROJECT_ID: "unreachable1",
    SANITY_DATASET: "staging",
    SANITY_API_HOST: "http://127.0.0.1:9",
    SITE_URL: "https://www.example.com",
  });
  expect(result.code).not.toBe(0);
  expect(result.output).toContain('Cannot reach Sanity project "unreachable1", dataset "staging"');
  expect(result.ms).toBeLessThan(45_000);
});

it("editing a document in the dataset changes the built page", async () => {
  const seed = readSeed();
  const article = seed.find((d) => d._type === "helpArticle" && d.language === "en")!;
  const edited = `Edited in a temporary dataset ${Date.now()}`;
  const dir = await mkdtemp(path.join(tmpdir(), "seed-edit-"));
  try {
    const lines = seed.map((d) => JSON.stringify(d._id === article._id ? { ...d, title: edited } : d));
    await writeFile(path.join(dir, "content.ndjson"), lines.join("\n") + "\n");
    const result = await run([gatsbyBin, "build"], { CONTENT_SEED_DIR: dir });
    expect(result.code).toBe(0);
    const html = await readFile(path.join(root, "public/help", slugOf(article), "index.html"), "utf8");
    expect(html).toContain(edited);
    const index = await readFile(path.join(root, "public/help/index.html"), "utf8");
    expect(index).toContain(edited);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
