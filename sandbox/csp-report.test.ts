import { startSandbox } from "./testing/session-client";
import { parseCspReports, type CspViolation } from "./csp-report";

describe("parseCspReports", () => {
  it("reads report-uri's form", () => {
    const body = { "csp-report": { "document-uri": "https://site/help/", "violated-directive": "script-src-elem", "blocked-uri": "inline", "line-number": 3, disposition: "enforce" } };
    expect(parseCspReports(body)).toEqual([{ documentUrl: "https://site/help/", directive: "script-src-elem", blockedUrl: "inline", sourceFile: "", line: 3, disposition: "enforce" }]);
  });

  it("reads the Reporting API's batch, keeping csp-violation reports only, and cuts long or control-character fields", () => {
    const body = [
      { type: "csp-violation", body: { documentURL: "https://site/\r\nx", effectiveDirective: "img-src", blockedURL: "https://evil/" + "a".repeat(2000) } },
      { type: "deprecation", body: { message: "x" } },
    ];
    const [one, ...rest] = parseCspReports(body);
    expect(rest).toEqual([]);
    expect(one!.documentUrl).toBe("https://site/  x");
    expect(one!.blockedUrl.length).toBe(512);
  });

  it("gives nothing for anything else", () => {
    expect(parseCspReports({ hello: 1 })).toEqual([]);
    expect(parseCspReports("x")).toEqual([]);
  });
});

describe("POST /my/api/csp-report/", () => {
  it("logs each violation and answers 204 without a CSRF header; refuses bodies over 16 kB", async () => {
    const logged: CspViolation[] = [];
    const sandbox = await startSandbox({ cspReportLog: (v) => logged.push(v) });
    const post = async (type: string, body: string) =>
      (await fetch(`${sandbox.url}/my/api/csp-report/`, { method: "POST", headers: { "content-type": type }, body })).status;
    try {
      const report = { "csp-report": { "document-uri": "http://localhost/help/", "effective-directive": "script-src-elem", "blocked-uri": "inline" } };
      expect(await post("application/csp-report", JSON.stringify(report))).toBe(204);
      const batch = [{ type: "csp-violation", body: { documentURL: "http://localhost/my/", effectiveDirective: "connect-src", blockedURL: "wss://x/" } }];
      expect(await post("application/reports+json", JSON.stringify(batch))).toBe(204);
      expect(logged.map((v) => v.directive)).toEqual(["script-src-elem", "connect-src"]);
      expect(await post("application/csp-report", "x".repeat(17 * 1024))).toBe(413);
      expect(await post("application/csp-report", "{not json")).toBe(400);
      expect(logged).toHaveLength(2);
    } finally {
      await sandbox.close();
    }
  });
});
