import { renderLoad, renderRestart } from "./load-report";

describe("renderLoad", () => {
  it("reports requests/s and p99 per request kind, and memory around the sockets", () => {
    const md = renderLoad({
      runs: [{ name: "content page", path: "/help/", connections: 10, seconds: 5, requests: 1000, rps: 200, p50Ms: 40, p99Ms: 150.5, non2xx: 0, errors: 0 }],
      sockets: { sockets: 500, opened: 500, rssBeforeMb: 120, rssOpenMb: 150, rssAfterMb: 125, openMs: 900 },
      rssStartMb: 110,
      loadAverage: [1.5, 2, 2.5],
    }).join("\n");
    expect(md).toContain("| content page | `/help/` | 200 | 40 ms | 150.5 ms | 0 | 0 |");
    expect(md).toContain("120 MB before 500 signed-in WebSockets (500 opened in 900 ms), 150 MB with them open, 125 MB after all were closed");
    expect(md).toContain("1.5 / 2 / 2.5");
  });

  it("says when the part did not run or failed", () => {
    expect(renderLoad(undefined).join("\n")).toContain("Not measured in this run");
    expect(renderLoad({ error: "serve exited" }).join("\n")).toContain("- Failed: serve exited");
  });

  it("reports the restart's writes acknowledged against present, the answers and the sockets' reconnects", () => {
    const md = renderRestart({
      writers: 10,
      seconds: 30.2,
      acknowledged: 480,
      acknowledgedPresent: 479,
      answered5xx: 2,
      answeredOther: 0,
      noAnswer: 300,
      noAnswerStored: 1,
      stopMs: 900,
      exitCode: 0,
      downMs: 17000,
      sockets: 50,
      closeCodes: { "1012": 49, "1006": 1 },
      reconnected: 50,
      reconnectMaxMs: 17500,
    }).join("\n");
    expect(md).toContain("- Writes acknowledged (2xx): 480; present after the restart: 479; lost: 1.");
    expect(md).toContain("- Answered 5xx by the server: 2; other non-2xx: 0.");
    expect(md).toContain("- No answer (refused while no server listened, or cut off): 300, of which stored anyway: 1.");
    expect(md).toContain("- SIGTERM to exit: 900 ms (exit code 0); SIGTERM to the new server listening: 17000 ms.");
    expect(md).toContain("- Sockets: closes 1 × 1006, 49 × 1012; 50 of 50 reconnected, the slowest 17500 ms after its close.");
    expect(renderRestart({ error: "serve exited with 1" }).join("\n")).toContain("- Failed: serve exited with 1");
  });
});
