/** Debian's Chromium (TOOLCHAIN.md): the browser of the e2e tests, the build tests and the bench. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

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
