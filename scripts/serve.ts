import path from "node:path";
import { createSiteServer } from "./site-server";
import { trustProxyFromEnv } from "../sandbox/trust-proxy";

// `npm run serve` (and the second half of `npm start`): the built site plus the sandbox on one origin.
async function main() {
  const port = Number(process.env.PORT ?? 8000);
  const host = process.env.HOST ?? "localhost";
  const useSandbox = !process.env.HOSTING_API_URL;
  const app = await createSiteServer({
    // SITE_DIR: the publish service's link (`site`, decision 171) instead of the build folder.
    publicDir: path.resolve(process.env.SITE_DIR || "public"),
    sandbox: useSandbox ? { dbPath: process.env.SANDBOX_DB ?? path.resolve("sandbox/data/sandbox.db") } : false,
    apiUrl: process.env.HOSTING_API_URL || undefined,
    logger: process.env.LOG_REQUESTS === "1",
    trustProxy: trustProxyFromEnv(process.env.TRUST_PROXY),
  });
  await app.listen({ port, host });
  console.log(`Site ${useSandbox ? "and sandbox " : ""}at http://localhost:${port}/`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
