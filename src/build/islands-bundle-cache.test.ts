import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { islandsKey } from "./islands-bundle-cache";

// The islands bundle of the last build is reused only while its key holds (decision 196): the bytes of every
// input esbuild read, the GATSBY_ variables, the build's code.

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "islands-key-"));
  await mkdir(path.join(root, "src/build"), { recursive: true });
  await mkdir(path.join(root, "src/islands"), { recursive: true });
  await writeFile(path.join(root, "src/build/islands-bundle.ts"), "export {};");
  await writeFile(path.join(root, "package-lock.json"), "{}");
  await writeFile(path.join(root, "src/islands/boot.ts"), "console.log(1);");
});
afterAll(() => rm(root, { recursive: true, force: true }));

it("changes with an input's bytes, a GATSBY_ variable and the build's code; not with other variables nor Gatsby's own", async () => {
  const inputs = ["src/islands/boot.ts"];
  const key = await islandsKey(inputs, { GATSBY_SENTRY_DSN: "a", HOME: "/root" }, root);
  expect(await islandsKey(inputs, { GATSBY_SENTRY_DSN: "a", HOME: "/home/x", CI: "true" }, root)).toBe(key);
  expect(await islandsKey(inputs, { GATSBY_SENTRY_DSN: "b" }, root)).not.toBe(key);
  // Gatsby's own logger variable (`ink` on a terminal, `yurnalist` under CI) is not the site's setting (decision 208).
  expect(await islandsKey(inputs, { GATSBY_SENTRY_DSN: "a", GATSBY_LOGGER: "ink" }, root)).toBe(key);
  expect(await islandsKey(inputs, { GATSBY_SENTRY_DSN: "a", GATSBY_LOGGER: "yurnalist" }, root)).toBe(key);

  await writeFile(path.join(root, "src/islands/boot.ts"), "console.log(2);");
  const edited = await islandsKey(inputs, { GATSBY_SENTRY_DSN: "a" }, root);
  expect(edited).not.toBe(key);
  await writeFile(path.join(root, "src/build/islands-bundle.ts"), "export const x = 1;");
  expect(await islandsKey(inputs, { GATSBY_SENTRY_DSN: "a" }, root)).not.toBe(edited);
  // An input that is gone counts as changed.
  expect(await islandsKey([...inputs, "src/islands/gone.ts"], { GATSBY_SENTRY_DSN: "a" }, root)).not.toBe(
    await islandsKey(inputs, { GATSBY_SENTRY_DSN: "a" }, root),
  );
});
