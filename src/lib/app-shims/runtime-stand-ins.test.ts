import { existsSync } from "node:fs";
import path from "node:path";
import outdent from "./outdent";
import invariant from "./invariant";
import PropTypes from "./prop-types";
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

  test("prop-types: every validator, whatever its name, is a chainable no-op (the router's and Gatsby's declarations)", () => {
    expect(PropTypes.string!.isRequired()).toBe(PropTypes.string);
    expect(PropTypes.shape!({ to: PropTypes.string!.isRequired }).isRequired).toBe(PropTypes.any);
    expect(PropTypes.oneOfType!([PropTypes.string, PropTypes.number]).isRequired).toBe(PropTypes.any);
    expect(PropTypes.elementType).toBe(PropTypes.object);
  });

  test("invariant throws with the router's message when its condition fails, and not otherwise", () => {
    expect(() => invariant(true, "never")).not.toThrow();
    expect(() => invariant(false, "<Router>: Children of <Router> must have a `path`")).toThrow("<Router>: Children of <Router> must have a `path`");
    expect(() => invariant(0)).toThrow("Invariant failed");
  });

  test("the aliases name existing files: the modules Gatsby requires and the stand-ins", () => {
    const root = path.resolve(__dirname, "../../..");
    const alias = appRuntimeStandIns(root).resolve.alias;
    const entries = Object.entries(alias);
    expect(entries).toHaveLength(8);
    for (const [from, to] of entries) {
      expect(existsSync(to)).toBe(true);
      // Gatsby's `.cache` is written by a build; its modules are copies of the package's cache-dir (decision 249).
      const file = from.slice(0, -1).replace(`${root}/.cache/`, `${root}/node_modules/gatsby/cache-dir/`);
      if (from.startsWith("/")) expect([file, existsSync(file) || existsSync(`${file}.js`)]).toEqual([file, true]);
    }
    expect(alias.outdent$).toBe(path.join(root, "src/lib/app-shims/outdent.ts"));
  });
});
