import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { spawn, type ChildProcess } from "node:child_process";
import { precompressDir } from "../src/build/precompress";
import { API_SECURITY_HEADERS } from "../src/lib/api-security-headers";

// `npm start` sends the build's precompressed files as they are and compresses nothing per request.
// The server runs in a child process (as `npm run serve` does): @fastify/static is ESM-only under Jest.
let dir: string;
let server: ChildProcess;
let url: string;

function startServer(publicDir: string): Promise<{ child: ChildProcess; url: string }> {
  const script = `import { createSiteServer } from ${JSON.stringify(path.resolve(__dirname, "site-server.ts"))};
const app = await createSiteServer({ publicDir: ${JSON.stringify(publicDir)}, sandbox: false });
console.log("LISTENING " + (await app.listen({ host: "127.0.0.1", port: 0 })));`;
  const child = spawn(process.execPath, [path.resolve(__dirname, "../node_modules/tsx/dist/cli.mjs"), "--input-type=module", "-e", script], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  return new Promise((resolve, reject) => {
    let output = "";
    const onData = (d: Buffer) => {
      output += d.toString();
      const m = /LISTENING (\S+)/.exec(output);
      if (m) resolve({ child, url: m[1]! });
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.on("exit", (code) => reject(new Error(`server exited (${code}): ${output}`)));
  });
}
const page = "<!doctype html><title>Help</title>" + "<p>Hosting help text.</p>".repeat(400);

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "site-server-"));
  await mkdir(path.join(dir, "help"), { recursive: true });
  await mkdir(path.join(dir, "my", "[...]"), { recursive: true });
  await writeFile(path.join(dir, "404.html"), "<!doctype html><title>Not found</title>");
  await writeFile(path.join(dir, "help", "index.html"), page);
  await writeFile(path.join(dir, "my", "[...]", "index.html"), "<!doctype html><title>Account</title>" + " ".repeat(2000));
  await writeFile(
    path.join(dir, "_redirects"),
    "/help/old/  /help/  301\n/away/  https://partners.example.com/  302\n/my/api/*  http://localhost:8001/my/api/:splat  200\n/my/*  /my/[...]/index.html  200\n/*  /404.html  404\n",
  );
  await precompressDir(dir);
  // A page written after the build's compression step: sent as it is, never compressed here.
  await writeFile(path.join(dir, "late.html"), page);
  ({ child: server, url } = await startServer(dir));
}, 30_000);
afterAll(async () => {
  server.kill();
  await rm(dir, { recursive: true, force: true });
});

const get = (pathname: string, encoding: string) => fetch(`${url}${pathname}`, { headers: { "accept-encoding": encoding } });

describe("site server: precompressed files", () => {
  it("sends file.br to a client that takes brotli, file.gz to one that takes gzip only, the file itself otherwise", async () => {
    const br = await get("/help/", "gzip, deflate, br");
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toMatch(/accept-encoding/i);
    const raw = Buffer.from(await (await fetch(`${url}/help/index.html.br`)).arrayBuffer());
    expect(zlib.brotliDecompressSync(raw).toString()).toBe(page);
    expect((await get("/help/", "gzip")).headers.get("content-encoding")).toBe("gzip");
    const plain = await get("/help/", "identity");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(page);
  });

  it("sends the app's page precompressed for a client-only path", async () => {
    const answer = await get("/my/finance/", "br");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-encoding")).toBe("br");
  });

  it("compresses nothing per request", async () => {
    const answer = await get("/late.html", "br, gzip");
    expect(answer.headers.get("content-encoding")).toBeNull();
    expect(await answer.text()).toBe(page);
  });

  it("serves neither _headers nor _redirects, and an unknown API path is a JSON 404", async () => {
    expect((await get("/_redirects", "identity")).status).toBe(404);
    const api = await get("/my/api/nothing/", "identity");
    expect(api.status).toBe(404);
    expect(api.headers.get("content-type")).toContain("application/json");
  });

  it("an unknown API path carries the API's security headers and is not cached (issue 39)", async () => {
    const api = await get("/my/api/nothing/", "identity");
    for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) expect(api.headers.get(name)).toBe(value);
    expect(api.headers.get("cache-control")).toBe("no-store");
  });

  it.each([4_500, 7_000])("an API path of %i characters is the API's JSON 404, not the static server's 403 (issue 39)", async (length) => {
    const api = await get(`/my/api/${"a".repeat(length)}/`, "identity");
    expect(api.status).toBe(404);
    expect(api.headers.get("content-type")).toContain("application/json");
    expect(api.headers.get("cache-control")).toBe("no-store");
  });
});

describe("site server: the editors' redirects (issue 36)", () => {
  it("sends an old address on with the redirect's status, to a path or an absolute address", async () => {
    const moved = await fetch(`${url}/help/old/`, { redirect: "manual" });
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("/help/");
    const away = await fetch(`${url}/away/`, { redirect: "manual" });
    expect(away.status).toBe(302);
    expect(away.headers.get("location")).toBe("https://partners.example.com/");
    expect((await fetch(`${url}/help/older/`, { redirect: "manual" })).status).toBe(404);
  });
});
