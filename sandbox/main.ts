import { buildServer } from "./server";
import { DEFAULT_DB_PATH } from "./db/database";
import { trustProxyFromEnv } from "./trust-proxy";
import { missingSiteUrl } from "./site-url";

// `npm run sandbox`: the sandbox alone on SANDBOX_PORT (default 8001). `npm start` mounts it with the site instead.
async function main(): Promise<void> {
  const siteUrlProblem = missingSiteUrl(process.env);
  if (siteUrlProblem) throw new Error(siteUrlProblem);
  const port = Number(process.env.SANDBOX_PORT ?? process.env.PORT ?? 8001);
  const host = process.env.HOST ?? "127.0.0.1";
  const dbPath = process.env.SANDBOX_DB ?? DEFAULT_DB_PATH;
  const app = await buildServer({ dbPath, logger: { level: process.env.LOG_LEVEL ?? "info" }, trustProxy: trustProxyFromEnv(process.env.TRUST_PROXY) });
  await app.listen({ port, host });
  app.log.info(`sandbox on http://${host}:${port}/sandbox/ (database ${dbPath})`);
  const stop = async () => {
    await app.close();
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
