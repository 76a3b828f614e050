import { spawn } from "node:child_process";
import path from "node:path";
import { buildServer } from "../sandbox/server";

// `npm run develop`: the sandbox on SANDBOX_PORT (default 8001) and `gatsby develop` on PORT (default
// 8000), which passes API paths to the sandbox (src/build/dev-proxy.ts).
async function main() {
  const sandboxPort = Number(process.env.SANDBOX_PORT ?? 8001);
  const sandbox = await buildServer({ dbPath: process.env.SANDBOX_DB ?? path.resolve("sandbox/data/sandbox.db") });
  await sandbox.listen({ port: sandboxPort, host: "127.0.0.1" });
  const gatsby = spawn(process.execPath, [require.resolve("gatsby/cli.js"), "develop", "-p", process.env.PORT ?? "8000"], {
    stdio: "inherit",
    env: { ...process.env, SANDBOX_URL: `http://127.0.0.1:${sandboxPort}` },
  });
  const stop = async (code: number) => {
    await sandbox.close();
    process.exit(code);
  };
  gatsby.on("exit", (code) => void stop(code ?? 0));
  process.on("SIGINT", () => gatsby.kill("SIGINT"));
  process.on("SIGTERM", () => gatsby.kill("SIGTERM"));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
