import { spawn, type ChildProcess } from "node:child_process";
import { readFile } from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import WebSocket from "ws";
import { signIn } from "./login";
import { restartBench, type RestartFigures } from "./restart";

// Issue 15: a bounded load run on loopback against the site server as `npm run serve` runs it (with an
// in-memory sandbox): requests per second and latency for a content page, the session call and an
// account GraphQL query, and the server's memory before and after 500 WebSocket connections.
// The load generator is this process: a fixed number of keep-alive connections, each sending its next
// request when the last answer has been read, for a fixed time (what autocannon does; no dependency).

export type LoadTarget = { name: string; method: "GET" | "POST"; path: string; headers?: Record<string, string>; body?: string };
export type LoadFigures = {
  name: string;
  path: string;
  connections: number;
  seconds: number;
  requests: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
};
export type SocketFigures = { sockets: number; opened: number; rssBeforeMb: number; rssOpenMb: number; rssAfterMb: number; openMs: number };
export type LoadReport =
  { runs: LoadFigures[]; sockets: SocketFigures; rssStartMb: number; loadAverage?: number[]; restart?: RestartFigures | { error: string } } | { error: string };

const quantile = (sorted: number[], q: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : NaN);
const round1 = (n: number) => Number(n.toFixed(1));

/** `connections` loops of request → full answer → next request, for `seconds`; latency per request. */
export async function loadRun(base: string, target: LoadTarget, connections = 10, seconds = 5): Promise<LoadFigures> {
  const { hostname, port } = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let non2xx = 0;
  let errors = 0;
  const deadline = Date.now() + seconds * 1000;
  const one = () =>
    new Promise<void>((resolve) => {
      const started = process.hrtime.bigint();
      const req = http.request(
        { hostname, port, path: target.path, method: target.method, agent, headers: { "accept-encoding": "br, gzip", ...target.headers } },
        (res) => {
          res.on("data", () => {});
          res.on("end", () => {
            latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
            if ((res.statusCode ?? 0) >= 300) non2xx += 1;
            resolve();
          });
        },
      );
      req.on("error", () => {
        errors += 1;
        resolve();
      });
      req.end(target.body);
    });
  const started = Date.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < deadline) await one();
    }),
  );
  const elapsed = (Date.now() - started) / 1000;
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  return {
    name: target.name,
    path: target.path,
    connections,
    seconds: round1(elapsed),
    requests: sorted.length,
    rps: Math.round(sorted.length / elapsed),
    p50Ms: round1(quantile(sorted, 0.5)),
    p99Ms: round1(quantile(sorted, 0.99)),
    non2xx,
    errors,
  };
}

/** Resident memory of a process in MB (Linux). */
export async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const kb = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]);
  return round1(kb / 1024);
}

/** Opens `count` signed-in sockets on /my/api/ws/, waits for all to open, then closes them and waits for every close. */
export async function socketRun(base: string, pid: number, cookie: string, count = 500): Promise<SocketFigures> {
  const url = `${base.replace(/^http/, "ws")}/my/api/ws/`;
  const rssBeforeMb = await rssMb(pid);
  const started = Date.now();
  const sockets: WebSocket[] = [];
  const opened = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<boolean>((resolve) => {
          const ws = new WebSocket(url, { headers: { cookie, origin: base } });
          sockets.push(ws);
          ws.once("open", () => resolve(true));
          ws.once("error", () => resolve(false));
        }),
    ),
  );
  const openMs = Date.now() - started;
  const rssOpenMb = await rssMb(pid);
  await Promise.all(
    sockets.map((ws) => new Promise<void>((resolve) => (ws.readyState === WebSocket.CLOSED ? resolve() : (ws.once("close", () => resolve()), ws.close())))),
  );
  // The server frees a closed socket's state on its own close event, which follows ours; one more
  // request served after that is the event to wait for, then a second for the allocator.
  await fetch(`${base}/my/api/config/`);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  return { sockets: count, opened: opened.filter(Boolean).length, rssBeforeMb, rssOpenMb, rssAfterMb: await rssMb(pid), openMs };
}

/** The site server in a child process whose pid is the server's own (node --import tsx, no wrapper process). */
export function startServer(port: number): Promise<{ url: string; pid: number; child: ChildProcess }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", path.resolve("scripts/serve.ts")], {
      env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", SANDBOX_DB: ":memory:", TRUST_PROXY: "" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    process.once("exit", () => child.kill());
    let output = "";
    const onData = (d: Buffer) => {
      output += d.toString();
      if (output.includes(`:${port}/`)) resolve({ url: `http://127.0.0.1:${port}`, pid: child.pid!, child });
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.on("exit", (code) => reject(new Error(`serve exited with ${code}: ${output}`)));
  });
}

/** The whole load part: three request kinds, the sockets, then a restart under writes (bench/restart.ts; `port + 1`). */
export async function loadBench(port: number, contentPath = "/help/"): Promise<LoadReport> {
  const loadAverage = os.loadavg().map((l) => Number(l.toFixed(2)));
  const server = await startServer(port);
  try {
    const rssStartMb = await rssMb(server.pid);
    const { cookie, csrf } = await signIn(server.url);
    const targets: LoadTarget[] = [
      { name: "content page", method: "GET", path: contentPath },
      { name: "session call", method: "GET", path: "/auth/_allauth/browser/v1/auth/session", headers: { cookie } },
      {
        name: "account GraphQL query",
        method: "POST",
        path: "/my/api/graphql/",
        headers: { cookie, "x-csrftoken": csrf, "content-type": "application/json" },
        body: JSON.stringify({ query: "{ orders { id name price paid paidUntil } financeSummary { balance } }" }),
      },
    ];
    const runs: LoadFigures[] = [];
    for (const target of targets) {
      await loadRun(server.url, target, 4, 1); // warm-up, not reported
      runs.push(await loadRun(server.url, target));
    }
    const sockets = await socketRun(server.url, server.pid, cookie);
    server.child.kill();
    // A graceful restart in the middle of writes and open sockets (issue 39), on a server of its own.
    const restart = await restartBench(port + 1).catch((error: unknown) => ({ error: (error as Error).message.slice(0, 500) }));
    return { runs, sockets, rssStartMb, loadAverage, restart };
  } catch (error) {
    return { error: (error as Error).message.slice(0, 500) };
  } finally {
    server.child.kill();
  }
}
