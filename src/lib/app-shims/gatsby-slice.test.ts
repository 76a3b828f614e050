import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import config from "../../../gatsby-config";
import * as slice from "./gatsby-slice";
import browserLang from "./browser-lang";
import { appRuntimeStandIns } from "../../build/app-runtime-stand-ins";

// Decision 249: the production browser bundle's stand-ins for Gatsby's <Slice>, its service-worker registration and
// browser-lang. Each test below fails if the site (or an upgrade of Gatsby or the i18n plugin) starts to need one.
const root = path.resolve(__dirname, "../../..");
const cacheDir = path.join(root, "node_modules/gatsby/cache-dir");
const read = (file: string) => readFileSync(file, "utf8");

/** Tracked source files matching a Perl regular expression (git grep exits 1 when nothing matches). */
function sourcesMatching(pattern: string): string[] {
  try {
    const found = execFileSync("git", ["grep", "-lzP", pattern, "--", "*.ts", "*.tsx", "*.js", "*.jsx", "*.mjs", ":!src/lib/app-shims/"], {
      cwd: root,
      encoding: "utf8",
    });
    return found.split("\0").filter(Boolean);
  } catch (error) {
    if ((error as { status?: number }).status !== 1) throw error;
    return [];
  }
}

describe("<Slice>", () => {
  test("the stand-in has the names Gatsby's browser entry takes from .cache/slice.js, and its Slice throws naming the decision", () => {
    const entry = read(path.join(cacheDir, "gatsby-browser-entry.js"));
    const imported = [...entry.matchAll(/export \{([^}]*)\} from "\.\/slice"/g)].flatMap((m) => m[1]!.split(",").map((name) => name.trim()));
    expect(imported).toEqual(["Slice"]);
    expect(Object.keys(slice)).toEqual(imported);
    expect(() => slice.Slice()).toThrow(/decision 249/);
  });

  test("no source file renders a <Slice> or makes a slice", () => {
    expect(sourcesMatching(String.raw`import[^;]*\bSlice\b[^;]*from ["']gatsby["']`)).toEqual([]);
    expect(sourcesMatching(String.raw`\bcreateSlice\b`)).toEqual([]);
  });
});

describe("the service-worker registration", () => {
  test("Gatsby's production app requires it only when a plugin implements registerServiceWorker", () => {
    const app = read(path.join(cacheDir, "production-app.js"));
    const requires = [...app.matchAll(/require\(`\.\/register-service-worker`\)/g)];
    expect(requires).toHaveLength(1);
    expect(app).toMatch(/if \(apiRunner\(`registerServiceWorker`\)\.filter\(Boolean\)\.length > 0\) \{\s*require\(`\.\/register-service-worker`\)/);
  });

  test("no plugin of the site, nor its own gatsby-browser, implements registerServiceWorker", () => {
    const internal = path.join(root, "node_modules/gatsby/dist/internal-plugins");
    const browserFiles = [
      path.join(root, "gatsby-browser.tsx"),
      ...execFileSync("ls", [internal], { encoding: "utf8" })
        .split("\n")
        .filter(Boolean)
        .map((name) => path.join(internal, name, "gatsby-browser.js")),
      ...(config.plugins ?? []).map((plugin) => path.join(root, "node_modules", typeof plugin === "string" ? plugin : plugin.resolve, "gatsby-browser.js")),
    ].filter((file) => existsSync(file));
    expect(browserFiles.length).toBeGreaterThanOrEqual(3);
    for (const file of browserFiles) expect([file, read(file).includes("registerServiceWorker")]).toEqual([file, false]);
  });

  test("the stand-in, if ever required, throws naming the decision", () => {
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- evaluated as Gatsby's production app requires it
      expect(() => require("./register-service-worker")).toThrow(/decision 249/);
    });
  });
});

describe("browser-lang", () => {
  test("the i18n plugin's redirect is off, and its page wrapper asks browser-lang only to redirect", () => {
    const i18n = (config.plugins ?? []).find((plugin) => typeof plugin !== "string" && plugin.resolve === "gatsby-plugin-react-i18next");
    expect(typeof i18n === "object" && i18n.options?.redirect).toBe(false);
    const wrapper = read(path.join(root, "node_modules/gatsby-plugin-react-i18next/dist/plugin/wrapPageElement.js"));
    expect(wrapper).toMatch(/var isRedirect = redirect && !routed;\s*if \(isRedirect\) \{/);
    expect(wrapper.match(/_browserLang\.default\)/g)).toHaveLength(1);
    expect(wrapper.indexOf("_browserLang.default)")).toBeGreaterThan(wrapper.indexOf("if (isRedirect) {"));
  });

  test("the stand-in throws naming the decision", () => {
    expect(() => browserLang()).toThrow(/decision 249/);
  });
});

test("the production browser bundle's aliases name the stand-ins", () => {
  const alias = appRuntimeStandIns(root).resolve.alias as Record<string, string>;
  expect(alias[`${path.join(root, ".cache/slice")}$`]).toBe(path.join(root, "src/lib/app-shims/gatsby-slice.ts"));
  expect(alias[`${path.join(root, ".cache/register-service-worker")}$`]).toBe(path.join(root, "src/lib/app-shims/register-service-worker.ts"));
  expect(alias["browser-lang$"]).toBe(path.join(root, "src/lib/app-shims/browser-lang.ts"));
});
