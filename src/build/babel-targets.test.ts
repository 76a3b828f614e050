import { createRequire } from "node:module";
import { browserTargetsPreset, GATSBY_PRESET, isBrowserStage } from "./babel-targets";

type Preset = (api: unknown, options: Record<string, unknown>) => { plugins: unknown[] };

const LIST = [">0.25% and supports es6-module", "not dead and supports es6-module"];

/** babel-preset-gatsby's own factory, as Gatsby calls it, with or without the targets this module hands it. */
function presetPlugins(options: Record<string, unknown>): string[] {
  const preset = (createRequire(__filename)(GATSBY_PRESET) as { default: Preset }).default;
  const { plugins } = preset({}, { stage: "build-javascript", ...options });
  return plugins.map((p) => String(Array.isArray(p) ? p[0] : p));
}

describe("the browser bundles' Babel targets", () => {
  it("hands babel-preset-gatsby the site's browserslist in the two browser stages", () => {
    expect(browserTargetsPreset("build-javascript", LIST)).toEqual({ name: GATSBY_PRESET, stage: "build-javascript", options: { targets: LIST } });
    expect(browserTargetsPreset("develop", LIST)?.options.targets).toEqual(LIST);
  });

  it("knows the browser stages, and no stage (a tool calling the hook, as knip does) is none", () => {
    expect([isBrowserStage("develop"), isBrowserStage("build-javascript"), isBrowserStage("build-html"), isBrowserStage(undefined)]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it("leaves the HTML renderer's stages alone (Node is their target)", () => {
    expect(browserTargetsPreset("build-html", LIST)).toBeNull();
    expect(browserTargetsPreset("develop-html", LIST)).toBeNull();
  });

  it("fails when there is no browserslist to hand over", () => {
    expect(() => browserTargetsPreset("build-javascript", [])).toThrow(/No browserslist/);
    expect(() => browserTargetsPreset("build-javascript", undefined)).toThrow(/No browserslist/);
  });

  it("turns off the preset's forced class and spread transforms, which it adds only without targets", () => {
    const forced = [/plugin-transform-classes/, /plugin-transform-spread/];
    const without = presetPlugins({});
    for (const re of forced) expect(without.some((p) => re.test(p))).toBe(true);
    const withTargets = presetPlugins(browserTargetsPreset("build-javascript", LIST)!.options);
    for (const re of forced) expect(withTargets.some((p) => re.test(p))).toBe(false);
  });
});
