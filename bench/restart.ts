import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import WebSocket from "ws";
import { signIn } from "./login";

// Issue 39: a restart in the middle of a load run. `npm run serve` on a database file gets SIGTERM while
// writers post chat messages (appends with a text of their own, not under the per-account write rate) and
// signed-in tabs hold realtime sockets; the same script is started again on the same file and port. The
// bench counts what the writers were told (acknowledged, refused, no answer), looks every acknowledged text
// up after the restart, and times each socket's reconnect. Figures, not a pass/fail test: a loaded machine
// stretches every time in it.

export type RestartFigures = {
  writers: number;
  /** The whole run: both phases and the restart between them. */
  seconds: number;
  /** Writes answered 2xx, and how many of those the restarted server still has. */
  acknowledged: number;
  acknowledgedPresent: number;
  /** Answers 5xx from the server itself, and other non-2xx. */
  answered5xx: number;
  answeredOther: number;
  /** Requests with no answer: refused while no server listened, or cut off. Their texts found stored anyway. */
  noAnswer: number;
  noAnswerStored: number;
  /** SIGTERM to exit, its exit code, and SIGTERM to the new server's first answer. */
  stopMs: number;
  exitCode: number | null;
  downMs: number;
  sockets: number;
  /** Close codes the sockets saw (1012: service restart), sockets open again, and the slowest reconnect. */
  closeCodes: Record<string, number>;
  reconnected: number;
  reconnectMaxMs: number;
};

function serve(port: number, dbPath: string): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", path.resolve("scripts/serve.ts")], {
      env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", SANDBOX_DB: dbPath, TRUST_PROXY: "", SITE_URL: "" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    process.once("exit", () => child.kill());
    let output = "";
    const onData = (d: Buffer) => {
      output += d.toString();
      if (output.includes(`:${port}/`)) resolve(child);
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.once("exit", (code) => reject(new Error(`serve exited with ${code}: ${output.slice(-300)}`)));
  });
}

type Answer = { status: number } | { error: string };

function post(agent: http.Agent, port: number, pathname: string, headers: Record<string, string>, body: string): Promise<Answer> {
  return new Promise((resolve) => {
    const req = http.request(
      { hostname: "127.0.0.1", port, path: pathname, method: "POST", agent, headers: { "content-type": "application/json", ...headers } },
      (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode ?? 0 }));
      },
    );
    req.on("error", (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }));
    req.end(body);
  });
}

/** A signed-in tab's socket that reconnects (200 ms apart) whenever it closes, until `stop`. */
function tab(url: string, headers: Record<string, string>, seen: { codes: Record<string, number>; reconnectMs: number[] }) {
  let stopped = false;
  let closedAt = 0;
  let reconnects = 0;
  const open = () => {
    const ws = new WebSocket(url, { headers });
    ws.once("open", () => {
      if (closedAt) {
        seen.reconnectMs.push(Date.now() - closedAt);
        reconnects += 1;
        closedAt = 0;
      }
    });
    ws.once("error", () => undefined);
    ws.once("close", (code) => {
      if (stopped) return;
      if (!closedAt) {
        closedAt = Date.now();
        seen.codes[String(code)] = (seen.codes[String(code)] ?? 0) + 1;
      }
      setTimeout(open, 200);
    });
    current = ws;
  };
  let current: WebSocket | null = null;
  open();
  return {
    reconnects: () => reconnects,
    stop: () => {
      stopped = true;
      current?.close();
    },
  };
}

/**
 * `writers` loops posting chat messages: `phaseSeconds` on the first server, SIGTERM, the same server started
 * again (as long as that takes), then `phaseSeconds` more on the new one.
 */
export async function restartBench(port: number, writers = 10, phaseSeconds = 4, sockets = 50): Promise<RestartFigures> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "bench-restart-"));
  const dbPath = path.join(dir, "sandbox.db");
  let server = await serve(port, dbPath);
  const base = `http://127.0.0.1:${port}`;
  try {
    const { cookie, csrf } = await signIn(base);
    const headers = { cookie, "x-csrftoken": csrf, "x-requested-with": "XMLHttpRequest" };
    const agent = new http.Agent({ keepAlive: true, maxSockets: writers });
    const online = await post(agent, port, "/sandbox/api/chat/status", headers, JSON.stringify({ status: "online" }));
    if (!("status" in online) || online.status >= 300) throw new Error(`chat status: ${JSON.stringify(online)}`);

    const seen = { codes: {} as Record<string, number>, reconnectMs: [] as number[] };
    const tabs = Array.from({ length: sockets }, () => tab(`ws://127.0.0.1:${port}/my/api/ws/`, { cookie, origin: base }, seen));

    const acknowledged: string[] = [];
    const unanswered: string[] = [];
    let answered5xx = 0;
    let answeredOther = 0;
    let n = 0;
    const started = Date.now();
    let running = true;
    const loops = Array.from({ length: writers }, async (_, w) => {
      while (running) {
        const text = `bench-restart ${w}-${(n += 1)}`;
        const answer = await post(agent, port, "/my/api/chat/messages/", headers, JSON.stringify({ text }));
        if ("error" in answer) {
          unanswered.push(text);
          await new Promise((r) => setTimeout(r, 50));
        } else if (answer.status < 300) acknowledged.push(text);
        else if (answer.status >= 500) answered5xx += 1;
        else answeredOther += 1;
      }
    });

    // The restart in the middle: SIGTERM, wait for the exit, start again on the same file and port.
    await new Promise((r) => setTimeout(r, phaseSeconds * 1000));
    const termAt = Date.now();
    const exited = new Promise<number | null>((resolve) => server.once("exit", (code) => resolve(code)));
    server.kill("SIGTERM");
    const exitCode = await exited;
    const stopMs = Date.now() - termAt;
    server = await serve(port, dbPath);
    const downMs = Date.now() - termAt;
    await new Promise((r) => setTimeout(r, phaseSeconds * 1000));
    running = false;
    await Promise.all(loops);
    const seconds = Math.round((Date.now() - started) / 100) / 10;
    // Let the last reconnects land, then close the tabs.
    await new Promise((r) => setTimeout(r, 1500));
    const reconnected = tabs.reduce((sum, t) => sum + t.reconnects(), 0);
    tabs.forEach((t) => t.stop());
    agent.destroy();

    const state = (await (await fetch(`${base}/my/api/chat/`, { headers })).json()) as { conversation: { messages: Array<{ text: string }> } | null };
    const stored = new Set((state.conversation?.messages ?? []).map((m) => m.text));
    return {
      writers,
      seconds,
      acknowledged: acknowledged.length,
      acknowledgedPresent: acknowledged.filter((t) => stored.has(t)).length,
      answered5xx,
      answeredOther,
      noAnswer: unanswered.length,
      noAnswerStored: unanswered.filter((t) => stored.has(t)).length,
      stopMs,
      exitCode,
      downMs,
      sockets,
      closeCodes: seen.codes,
      reconnected,
      reconnectMaxMs: seen.reconnectMs.length ? Math.max(...seen.reconnectMs) : 0,
    };
  } finally {
    server.kill();
    await rm(dir, { recursive: true, force: true });
  }
}
