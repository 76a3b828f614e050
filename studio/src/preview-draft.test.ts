jest.mock("@sanity/icons/EyeOpen", () => ({ EyeOpenIcon: "icon:EyeOpen" }));
import { previewDraftDescription, requestPreview } from "./preview-draft";

const config = { serviceUrl: "http://localhost:8002", token: "t".repeat(32) };
const draft = { _id: "drafts.help-en-dns", _type: "helpArticle", language: "en", slug: { current: "dns" }, title: "New title" };

function deps(answer: { ok: boolean; body: unknown }) {
  const tab = { location: { href: "about:blank" }, close: jest.fn() };
  const post = jest.fn(async () => ({ ok: answer.ok, json: async () => answer.body }));
  return { tab, post, deps: { openTab: () => tab, post } };
}

describe("Preview draft", () => {
  it("is not offered without a publish service and token, and is disabled without a draft or a page address", () => {
    expect(previewDraftDescription({ draft, onComplete: jest.fn() }, null)).toBeNull();
    expect(previewDraftDescription({ draft: null, onComplete: jest.fn() }, config)).toMatchObject({
      disabled: true,
      title: "No unpublished changes: Open on site shows this version",
    });
    expect(previewDraftDescription({ draft: { _id: "drafts.x", _type: "helpArticle" }, onComplete: jest.fn() }, config)?.disabled).toBe(true);
    expect(previewDraftDescription({ draft, onComplete: jest.fn() }, config)).toMatchObject({
      label: "Preview draft",
      disabled: false,
      title: "Opens the draft as the page /help/dns/ would show it, on the preview site (not published)",
    });
  });

  it("sends the draft with the token and takes the tab to the page that waits for the preview", async () => {
    const { tab, post, deps: d } = deps({ ok: true, body: { deploy: "2026-12-05T12-00-00-000Z-2", state: "queued" } });
    await requestPreview(draft, config, tab, d);
    expect(post).toHaveBeenCalledWith("http://localhost:8002/preview", {
      method: "POST",
      headers: { authorization: `Bearer ${config.token}`, "content-type": "application/json" },
      body: JSON.stringify({ documentId: "help-en-dns", draft }),
    });
    expect(tab.location.href).toBe(`http://localhost:8002/preview/wait/2026-12-05T12-00-00-000Z-2?preview=${config.token}&to=%2Fhelp%2Fdns%2F`);
  });

  it("closes the tab and says why when the service refuses", async () => {
    const { tab, deps: d } = deps({ ok: false, body: { message: "The preview token is missing or wrong" } });
    await expect(requestPreview(draft, config, tab, d)).rejects.toThrow("The preview token is missing or wrong");
    expect(tab.close).toHaveBeenCalled();
  });
});
