import path from "node:path";
import { stageAppEntry, stagedAppEntryAliases } from "./staged-app-entry";

const root = path.resolve("/project");

it("puts the staged entry in place of Gatsby's production app, beside the polyfill entry", () => {
  const config = { entry: { polyfill: path.join(root, ".cache/polyfill-entry"), app: path.join(root, ".cache/production-app") } };
  expect(stageAppEntry(config, root)).toBe(true);
  expect(config.entry).toEqual({ polyfill: path.join(root, ".cache/polyfill-entry"), app: path.join(root, "src/lib/app-shims/staged-app-entry.ts") });
});

it("leaves an entry it does not know alone and says so (the build stops: gatsby-node.ts)", () => {
  const other = { entry: { app: path.join(root, ".cache/app") } };
  expect(stageAppEntry(other, root)).toBe(false);
  expect(other.entry.app).toBe(path.join(root, ".cache/app"));
  expect(stageAppEntry({}, root)).toBe(false);
});

it("maps the staged entry's names to Gatsby's runtime files", () => {
  expect(stagedAppEntryAliases(root).resolve.alias).toEqual({
    "gatsby-app-entry/api-runner-browser$": path.join(root, ".cache/api-runner-browser.js"),
    "gatsby-app-entry/production-app$": path.join(root, ".cache/production-app.js"),
  });
});
