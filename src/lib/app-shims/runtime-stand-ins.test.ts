import { existsSync } from "node:fs";
import path from "node:path";
import outdent from "./outdent";
import { onInitialClientRender } from "./partytown-browser";
import { appRuntimeStandIns } from "../../build/app-runtime-stand-ins";

// Decision 232: the production browser bundle's stand-ins for the partytown plugin's browser part and `outdent`.
describe("the app chunk's runtime stand-ins", () => {
  test("outdent gives the text with its variables in place, as written", () => {
    const ns = "locales";
    const page = "/my/";
    expect(outdent`No translations were found in "${ns}" key for "${page}".`).toBe('No translations were found in "locales" key for "/my/".');
    expect(outdent`${ns}`).toBe("locales");
  });

  test("the partytown plugin's browser hook does nothing outside development, and neither does the stand-in", () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- Gatsby's CommonJS plugin file, as Gatsby requires it
    const real = require("gatsby/dist/internal-plugins/partytown/gatsby-browser.js") as { onInitialClientRender: () => unknown };
    expect(process.env.NODE_ENV).toBe("test");
    expect(real.onInitialClientRender()).toBeUndefined();
    expect(onInitialClientRender()).toBeUndefined();
  });

  test("the aliases name existing files: the modules Gatsby requires and the stand-ins", () => {
    const root = path.resolve(__dirname, "../../..");
    const alias = appRuntimeStandIns(root).resolve.alias;
    const entries = Object.entries(alias);
    expect(entries).toHaveLength(6);
    for (const [from, to] of entries) {
      expect(existsSync(to)).toBe(true);
      // Gatsby's `.cache` is written by a build; its modules are copies of the package's cache-dir (decision 249).
      const file = from.slice(0, -1).replace(`${root}/.cache/`, `${root}/node_modules/gatsby/cache-dir/`);
      if (from.startsWith("/")) expect([file, existsSync(file) || existsSync(`${file}.js`)]).toEqual([file, true]);
    }
    expect(alias.outdent$).toBe(path.join(root, "src/lib/app-shims/outdent.ts"));
  });
});
