import { clockTime, deployBadge, fetchDocumentDeploy, nextPollMs, type SiteDeploy } from "./publish-status";

const SITE = "https://www.example.com";
const article = { _type: "helpArticle", language: "en", slug: { current: "reset-password" } };
const at = (hhmm: string) => {
  const d = new Date(2026, 11, 5, Number(hhmm.slice(0, 2)), Number(hhmm.slice(3)));
  return d.toISOString();
};
const deploy = (over: Partial<SiteDeploy>): SiteDeploy => ({
  id: "d1",
  state: "queued",
  documents: [{ id: "help-en-reset", operation: "update" }],
  queuedAt: at("12:01"),
  ...over,
});

describe("publish status badge", () => {
  it("says Publishing… while the deploy is queued or building", () => {
    expect(deployBadge(deploy({}), "drafts.help-en-reset", article, SITE)).toEqual({
      label: "Publishing…",
      title: "The site is being rebuilt with this change (queued at 12:01)",
      color: "primary",
    });
    expect(deployBadge(deploy({ state: "building", startedAt: at("12:02") }), "help-en-reset", article, SITE).title).toBe(
      "The site is being rebuilt with this change (building since 12:02)",
    );
  });

  it("says since when the page is live, with its address", () => {
    expect(deployBadge(deploy({ state: "live", finishedAt: at("12:03") }), "help-en-reset", article, SITE)).toEqual({
      label: "Live on the site since 12:03",
      title: `On the site at ${SITE}/help/reset-password/`,
      color: "success",
    });
    // A document with no page of its own (a location) is still on the site.
    expect(deployBadge(deploy({ state: "live", finishedAt: at("09:30") }), "help-en-reset", null, SITE)).toMatchObject({
      label: "Live on the site since 09:30",
      title: "On the site",
    });
  });

  it("says the change is not on the site when the site was rolled back to an earlier build", () => {
    const newer = deploy({ id: "2026-12-05T12-03-00-000Z-2", state: "live", finishedAt: at("12:03") });
    expect(deployBadge(newer, "help-en-reset", article, SITE, "2026-12-05T11-00-00-000Z-1")).toEqual({
      label: "The site was not updated: it was rolled back to an earlier build",
      title: "The site is build 2026-12-05T11-00-00-000Z-1",
      color: "danger",
    });
    expect(deployBadge(newer, "help-en-reset", article, SITE, newer.id).label).toBe("Live on the site since 12:03");
  });

  it("says the page is gone after an unpublish or delete", () => {
    const removed = deploy({ state: "live", finishedAt: at("12:04"), documents: [{ id: "help-en-reset", operation: "delete" }] });
    expect(deployBadge(removed, "help-en-reset", null, SITE)).toEqual({
      label: "Removed from the site since 12:04",
      title: "The page is no longer on the site",
      color: "success",
    });
  });

  it("says the site was not updated, why, and the end of the build log", () => {
    const failed = deploy({ state: "failed", error: "the build failed (exit code 1)", logTail: "a\nb\nc\nd\ne\nf\nERROR #85923 field title" });
    expect(deployBadge(failed, "help-en-reset", article, SITE)).toEqual({
      label: "The site was not updated: the build failed (exit code 1)",
      title: "The site still shows the previous version.\nEnd of the build log:\nc\nd\ne\nf\nERROR #85923 field title",
      color: "danger",
    });
  });

  it("formats the time as the editor's clock shows it", () => {
    expect(clockTime(at("07:05"))).toBe("07:05");
    expect(clockTime(at("23:59"))).toBe("23:59");
  });

  it("reads the document's deploy from the service, under its published id, and nothing when there is none or no service", async () => {
    const found = deploy({ state: "live" });
    const fetcher = jest.fn(async (url: string) => ({
      status: url.endsWith("/help-en-reset") ? 200 : 404,
      ok: url.endsWith("/help-en-reset"),
      json: async () => ({ live: "d1", deploy: found }),
    }));
    expect(await fetchDocumentDeploy("http://localhost:8002", "drafts.help-en-reset", fetcher)).toEqual({ deploy: found, live: "d1" });
    expect(fetcher).toHaveBeenCalledWith("http://localhost:8002/status/documents/help-en-reset", { signal: undefined });
    expect(await fetchDocumentDeploy("http://localhost:8002", "other", fetcher)).toBeNull();
    const down = jest.fn(async () => Promise.reject(new TypeError("fetch failed")));
    expect(await fetchDocumentDeploy("http://localhost:8002", "help-en-reset", down)).toBeNull();
  });

  it("asks again soon while a deploy is under way, seldom otherwise", () => {
    expect(nextPollMs({ deploy: deploy({ state: "building" }), live: null })).toBe(2000);
    expect(nextPollMs({ deploy: deploy({ state: "live" }), live: "d1" })).toBe(10_000);
    expect(nextPollMs(null)).toBe(10_000);
  });
});
