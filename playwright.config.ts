import { defineConfig } from "@playwright/test";

// End-to-end tests run against the built site (`npm run build` first) and the sandbox, served by the
// same server as `npm start`, on its own port and with a fresh in-memory sandbox database.
const port = Number(process.env.E2E_PORT ?? 8100);
export const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results",
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"], ["html", { open: "never", outputFolder: "playwright-report" }]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      // Without the networking flags Chromium floods this machine's closed network (TOOLCHAIN.md).
      args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
    },
  },
  webServer: {
    command: "tsx scripts/serve.ts",
    url: `${baseURL}/help/`,
    env: { PORT: String(port), HOST: "localhost", SANDBOX_DB: ":memory:" },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
