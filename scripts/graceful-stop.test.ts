import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { spawn, type ChildProcess } from "node:child_process";
import { CLOSE_SERVER_RESTART } from "../sandbox/realtime";

// Issue 39: on SIGTERM `npm run serve` stops accepting, finishes the requests in flight and closes the
// sockets with a code the client reconnects on; /healthz answers nginx and process managers. The real
// script runs as a child (as a process manager runs it) on a small site of its own.
let dir: string;
let child: ChildProcess;
let output = "";
let base: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "graceful-stop-"));
  await mkdir(path.join(dir, "public", "help"), { recursive: true });
  await writeFile(path.join(dir, "public", "404.html"), "<!doctype html><title>Not found</title>");
  await writeFile(path.join(dir, "public", "help", "index.html"), "<!doctype html><title>Help</title>");
  await writeFile(path.join(dir, "public", "_redirects"), "/*  /404.html  404\n");
  // The server runs in the build's folder; tsx reads the import aliases from the project's tsconfig (decision 179).
  const tsx = path.resolve(__dirname, "../node_modules/tsx/dist/cli.mjs");
  child = spawn(process.execPath, [tsx, "--tsconfig", path.resolve(__dirname, "../tsconfig.json"), path.resolve(__dirname, "serve.ts")], {
    cwd: dir,
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", SANDBOX_DB: ":memory:", SITE_URL: "", TRUST_PROXY: "" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr!.on("data", (d: Buffer) => (output += d.toString()));
  base = await new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const m = / at http:\/\/localhost:(\d+)\//.exec(output);
      if (m) {
        clearInterval(timer);
        resolve(`http://127.0.0.1:${m[1]}`);
      }
    }, 50);
    child.once("exit", (code) => reject(new Error(`serve exited (${code}): ${output}`)));
  });
}, 60_000);
afterAll(async () => {
  if (child.exitCode === null) child.kill("SIGKILL");
  await rm(dir, { recursive: true, force: true });
});

/** A POST whose body arrives in two parts: the request is in flight between them. */
function slowPost(pathname: string, body: string) {
  const { hostname, port } = new URL(base);
  const req = http.request({
    hostname,
    port,
    path: pathname,
    method: "POST",
    headers: { "content-type": "application/csp-report", "content-length": Buffer.byteLength(body) },
  });
  const answer = new Promise<{ status: number; connection?: string }>((resolve, reject) => {
    req.on("response", (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode!, connection: res.headers.connection }));
    });
    req.on("error", reject);
  });
  const half = Math.floor(body.length / 2);
  req.write(body.slice(0, half));
  return { finish: () => req.end(body.slice(half)), answer };
}

test("SIGTERM: a request in flight is answered, the socket is closed with 1012, new connections are refused, the process exits 0", async () => {
  const health = await fetch(`${base}/healthz`);
  expect([health.status, await health.json(), health.headers.get("cache-control")]).toEqual([200, { status: "ok" }, "no-store"]);

  const socket = new WebSocket(`${base.replace("http", "ws")}/my/api/ws/`);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  const closed = new Promise<number>((resolve) => (socket.onclose = (e) => resolve(e.code)));

  const report = JSON.stringify({ "csp-report": { "document-uri": `${base}/help/`, "effective-directive": "img-src", "blocked-uri": "inline" } });
  const inFlight = slowPost("/my/api/csp-report/", report);
  await new Promise((r) => setTimeout(r, 200));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  child.kill("SIGTERM");

  expect(await closed).toBe(CLOSE_SERVER_RESTART);
  await new Promise((r) => setTimeout(r, 200));
  await expect(fetch(`${base}/help/`)).rejects.toThrow();
  inFlight.finish();
  expect(await inFlight.answer).toEqual({ status: 204, connection: "close" });
  expect(await exited).toBe(0);
  expect(output).toContain("SIGTERM: finishing the requests in flight");
}, 30_000);
