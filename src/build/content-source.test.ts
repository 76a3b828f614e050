import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createContentSource, createEmbeddedSource, parseNdjson } from "./content-source";
import { readContentEnv } from "./env";
import { LOCAL_SITE_URL } from "../lib/domains";

async function dataset(lines: unknown[]): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "seed-"));
  await writeFile(path.join(dir, "content.ndjson"), lines.map((l) => JSON.stringify(l)).join("\n"));
  return dir;
}

describe("embedded dataset", () => {
  it("runs GROQ with params and dereferences through the id index", async () => {
    const dir = await dataset([
      { _id: "tag-a-en", _type: "tag", language: "en", title: "A" },
      { _id: "help-x-en", _type: "helpArticle", language: "en", title: "X", tags: [{ _type: "reference", _ref: "tag-a-en", _key: "k" }] },
      { _id: "drafts.help-x-en", _type: "helpArticle", language: "en", title: "Draft X" },
      { _id: "help-y-ru", _type: "helpArticle", language: "ru", title: "Y" },
    ]);
    const source = await createEmbeddedSource(dir);
    const result = await source.fetch<Array<{ title: string; tags: Array<{ title: string }> }>>(
      `*[_type == "helpArticle" && language == $lang]{title, "tags": tags[]->{title}}`,
      { lang: "en" },
    );
    expect(result).toEqual([{ title: "X", tags: [{ title: "A" }] }]);
  });

  it("in the drafts perspective (a draft preview), a draft replaces its published document and an unpublished one joins", async () => {
    const dir = await dataset([
      { _id: "help-x-en", _type: "helpArticle", language: "en", title: "X" },
      { _id: "drafts.help-x-en", _type: "helpArticle", language: "en", title: "Draft X" },
      { _id: "drafts.help-new-en", _type: "helpArticle", language: "en", title: "New" },
      { _id: "help-y-en", _type: "helpArticle", language: "en", title: "Y" },
    ]);
    const query = `*[_type == "helpArticle"] | order(_id) {_id, title}`;
    expect(await (await createEmbeddedSource(dir)).fetch(query)).toEqual([
      { _id: "help-x-en", title: "X" },
      { _id: "help-y-en", title: "Y" },
    ]);
    const preview = await createContentSource(readContentEnv({ CONTENT_SEED_DIR: dir, SANITY_PERSPECTIVE: "drafts" }));
    expect(preview.label).toContain("drafts applied");
    expect(await preview.fetch(query)).toEqual([
      { _id: "help-new-en", title: "New" },
      { _id: "help-x-en", title: "Draft X" },
      { _id: "help-y-en", title: "Y" },
    ]);
    expect(() => readContentEnv({ SANITY_PERSPECTIVE: "raw" })).toThrow("SANITY_PERSPECTIVE");
  });

  it("names the file and line of a broken document", () => {
    expect(() => parseNdjson('{"_id":"a","_type":"tag"}\n{oops', "content.ndjson")).toThrow("content.ndjson:2: not valid JSON");
    expect(() => parseNdjson('{"_type":"tag"}', "content.ndjson")).toThrow("content.ndjson:1: a document needs a string _id and _type");
  });

  it("refuses a missing folder", async () => {
    await expect(createEmbeddedSource("/nonexistent/seed")).rejects.toThrow("Embedded dataset folder not found");
  });
});

describe("Sanity API source", () => {
  it("fails fast, naming project and dataset, when the API cannot be reached", async () => {
    const env = readContentEnv({
      SANITY_PROJECT_ID: "abc123",
      SITE_URL: "https://www.example.com",
      SANITY_DATASET: "staging",
      SANITY_API_HOST: "http://127.0.0.1:9",
      SANITY_TIMEOUT_MS: "2000",
    });
    const source = await createContentSource(env);
    // Port 9 refuses at once; a retry loop would outlive the test's time-out (a hang guard, not a measure).
    await expect(source.fetch("*[0]")).rejects.toThrow('Cannot reach Sanity project "abc123", dataset "staging"');
  });
});

describe("environment", () => {
  it("treats empty variables as unset and rejects a malformed project id", () => {
    expect(readContentEnv({ SANITY_PROJECT_ID: "" }).projectId).toBeUndefined();
    expect(() => readContentEnv({ SANITY_PROJECT_ID: "Not Valid!" })).toThrow("SANITY_PROJECT_ID");
  });

  it("refuses a production build (Sanity project or hosting API configured) without SITE_URL; the offline demo uses the local origin (decision 094)", () => {
    expect(() => readContentEnv({ SANITY_PROJECT_ID: "abc123" })).toThrow("SITE_URL is required when SANITY_PROJECT_ID is set");
    expect(() => readContentEnv({ HOSTING_API_URL: "https://api.example.com" })).toThrow("SITE_URL is required when HOSTING_API_URL is set");
    expect(() => readContentEnv({ SANITY_PROJECT_ID: "abc123", SITE_URL: "" })).toThrow("SITE_URL is required");
    expect(readContentEnv({ SANITY_PROJECT_ID: "abc123", SITE_URL: "https://www.example.com/" }).siteUrl).toBe("https://www.example.com");
    expect(readContentEnv({}).siteUrl).toBe(LOCAL_SITE_URL);
    expect(readContentEnv({ SITE_URL: "https://staging.example.com" }).siteUrl).toBe("https://staging.example.com");
  });
});
