import { narrowSsrDefines, withoutBuildEnvironment } from "./ssr-env-defines";

class DefinePlugin {
  constructor(public definitions: Record<string, unknown>) {}
}

it("keeps Gatsby's names, GATSBY_* ones and other globals; drops the rest of the build's environment", () => {
  expect(
    withoutBuildEnvironment({
      "process.env": "({})",
      "process.env.NODE_ENV": '"production"',
      "process.env.BUILD_STAGE": '"build-html"',
      "process.env.GATSBY_SENTRY_DSN": '"x"',
      "process.env.PUBLISH_BUILD_ID": '"20261206-1"',
      "process.env.CONTENT_SEED_DIR": '"/tmp/seed"',
      __PATH_PREFIX__: '""',
    }),
  ).toEqual({
    "process.env": "({})",
    "process.env.NODE_ENV": '"production"',
    "process.env.BUILD_STAGE": '"build-html"',
    "process.env.GATSBY_SENTRY_DSN": '"x"',
    __PATH_PREFIX__: '""',
  });
});

it("narrows the DefinePlugin of a webpack config in place, whatever else is in it", () => {
  const define = new DefinePlugin({ "process.env.NODE_ENV": '"production"', "process.env.HOME": '"/root"', "process.env.CI": '"true"' });
  const other = { apply: () => undefined };
  const config = { plugins: [other, define] };
  expect(narrowSsrDefines(config)).toBe(2);
  expect(config.plugins).toEqual([other, define]);
  expect(define.definitions).toEqual({ "process.env.NODE_ENV": '"production"' });
});
