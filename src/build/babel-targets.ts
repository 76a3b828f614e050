/**
 * Decision 267: the browser bundles' Babel transforms follow the site's browserslist, classes and spread included.
 *
 * babel-preset-gatsby adds `@babel/plugin-transform-classes` and `@babel/plugin-transform-spread` to every browser
 * stage whatever the targets: it does so in the branch it takes when it is given no `targets` option, where it
 * reads the browserslist itself. Every browser of the site's list (Gatsby's default, "supports es6-module") has
 * classes and spread, so the two transforms only cost bytes: ES5 classes, `wrapNativeSuper` and its helpers for
 * `class ApiError extends Error`, `toConsumableArray` and its helpers for every `[...x]`.
 *
 * Handing the preset the same browserslist as `targets` skips that branch; preset-env still transforms whatever a
 * target lacks. Gatsby merges a `setBabelPreset` of babel-preset-gatsby into its own item's options.
 */
export const GATSBY_PRESET = "babel-preset-gatsby";

/** Gatsby's stages that build for the browser (the others render HTML in Node, with Node as the target). */
const BROWSER_STAGES = new Set(["develop", "build-javascript"]);

export type BabelPresetAction = { name: string; stage: string; options: { targets: string[] } };

/** Whether a Gatsby stage builds for the browser (a tool that calls the hook without one, as knip does, is not). */
export const isBrowserStage = (stage: string | undefined): stage is string => stage !== undefined && BROWSER_STAGES.has(stage);

export function browserTargetsPreset(stage: string, browserslist: readonly string[] | undefined): BabelPresetAction | null {
  if (!isBrowserStage(stage)) return null;
  if (!browserslist?.length) throw new Error(`No browserslist for the ${stage} stage's Babel targets`);
  return { name: GATSBY_PRESET, stage, options: { targets: [...browserslist] } };
}
