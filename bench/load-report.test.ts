import { renderLoad } from "./load-report";

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
});
