/** Debian's Chromium (TOOLCHAIN.md): the browser of the bench (Lighthouse and the byte counts). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * Debian's build of the same Chromium as a headless shell (package chromium-headless-shell): the browser of the
 * e2e tests and the build tests, as Playwright's own default headless browser is. A new context and its first
 * pages cost about a third less than in the full browser's headless mode (decision 125).
 */
export const TEST_CHROMIUM_PATH = process.env.TEST_CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";

/** Without the networking flags Chromium floods this machine's closed network (TOOLCHAIN.md). */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
