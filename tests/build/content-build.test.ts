import { gatsbyBin, run } from "./run";

it("a configured but unreachable Sanity project fails the build before any page is made, naming it", async () => {
  // A closed loopback port stands in for an unreachable API: no traffic leaves the machine.
  const result = await run([gatsbyBin, "build"], {
    SANITY_PROJECT_ID: "unreachable1",
    SANITY_DATASET: "staging",
    SANITY_API_HOST: "http://127.0.0.1:9",
    SITE_URL: "https://www.example.com",
  });
  expect(result.code).not.toBe(0);
  expect(result.output).toContain('Cannot reach Sanity project "unreachable1", dataset "staging"');
  // It stops before any page work (the content is read first, in onPreBootstrap), whatever the machine's speed.
  expect(result.output).not.toMatch(/source and transform nodes|createPages|Building production JavaScript/);
});

// Editing a document and finding the edit in the built pages is part of edited-dataset.test.ts (one build for it and the hostile strings).
