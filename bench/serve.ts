import { spawn } from "node:child_process";
import path from "node:path";
import Fastify from "fastify";
import fastifyStatic from "@fastify/static";
import fastifyCompress from "@fastify/compress";

/**
 * Our site exactly as `npm run serve` runs it (with an in-memory sandbox), in a child process; `checkout` is
 * the folder whose serve script and public/ it runs (another checkout's build, to compare).
 */
export function serveSite(port: number, checkout = process.cwd()): Promise<{ url: string; stop: () => void }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.resolve(checkout, "node_modules/tsx/dist/cli.mjs"), "scripts/serve.ts"], {
      cwd: checkout,
      env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", SANDBOX_DB: ":memory:" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    // A bench that dies on an error must not leave the server holding the port for the next run.
    process.once("exit", () => child.kill());
    let output = "";
    const onData = (d: Buffer) => {
      output += d.toString();
      if (output.includes(`:${port}/`)) resolve({ url: `http://127.0.0.1:${port}`, stop: () => child.kill() });
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.on("exit", (code) => reject(new Error(`serve exited with ${code}: ${output}`)));
  });
}

/**
 * A reference, with the same compression our server uses, so only the pages differ; `pages` are extra
 * HTML pages by path (the plain-HTML reference, served beside our public/ so its stylesheet resolves);
 * `headers` are the response headers of a path (the plain-HTML reference gets our site's, decision 150).
 */
export async function serveStatic(
  root: string,
  port: number,
  pages: Record<string, string> = {},
  headers: (pathname: string) => Record<string, string> = () => ({}),
) {
  const app = Fastify();
  app.addHook("onSend", async (request, reply, payload) => {
    for (const [name, value] of Object.entries(headers(request.url.split("?")[0] ?? "/"))) reply.header(name, value);
    return payload;
  });
  await app.register(fastifyCompress, { global: true, encodings: ["br", "gzip"] });
  await app.register(fastifyStatic, { root });
  for (const [route, html] of Object.entries(pages)) app.get(route, (_request, reply) => reply.type("text/html; charset=utf-8").send(html));
  await app.listen({ port, host: "127.0.0.1" });
  return { url: `http://127.0.0.1:${port}`, stop: () => app.close() };
}
