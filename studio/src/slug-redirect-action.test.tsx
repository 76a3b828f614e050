/**
 * @jest-environment jsdom
 */
import { renderHook } from "@testing-library/react";
import type { DocumentActionComponent, DocumentActionDescription, DocumentActionProps } from "sanity";
import { withSlugRedirect } from "./slug-redirect-action";

// The Content Lake client the action gets from the studio: a transaction that records what it was asked to do.
const calls: string[] = [];
type Transaction = { createOrReplace: jest.Mock<Transaction, [unknown]>; delete: jest.Mock<Transaction, [string]>; commit: jest.Mock<Promise<void>, []> };
const transaction: Transaction = {
  createOrReplace: jest.fn((doc: unknown) => (calls.push(`createOrReplace ${JSON.stringify(doc)}`), transaction)),
  delete: jest.fn((id: string) => (calls.push(`delete ${id}`), transaction)),
  commit: jest.fn(async () => void calls.push("commit")),
};
jest.mock("sanity", () => ({ useClient: () => ({ transaction: () => transaction }) }));

/** The studio's own Publish action, as far as the wrapper sees it: a description whose onHandle publishes. */
function defaultPublish(over: Partial<DocumentActionDescription> = {}) {
  const publish = jest.fn(() => calls.push("publish"));
  const action: DocumentActionComponent = () => ({ label: "Publish", onHandle: publish, ...over });
  action.action = "publish";
  return { action, publish };
}

const article = (slug: string) => ({ _id: "help-en-ssh", _type: "helpArticle", language: "en", slug: { current: slug } });
const props = (published: unknown, draft: unknown) => ({ id: "help-en-ssh", type: "helpArticle", published, draft }) as unknown as DocumentActionProps;

/** The action as the studio runs it: a hook called while its document pane renders. */
const describeAction = (action: DocumentActionComponent, p: DocumentActionProps) => renderHook(() => action(p)).result.current as DocumentActionDescription;

beforeEach(() => {
  calls.length = 0;
  jest.clearAllMocks();
});

it("publishing a changed slug first writes a 301 redirect document from the published address to the new one, then publishes", async () => {
  const { action, publish } = defaultPublish();
  const wrapped = withSlugRedirect(action);
  expect(wrapped.action).toBe("publish");
  const description = describeAction(wrapped, props(article("ssh-first-login"), article("connect-over-ssh")));
  expect(description).toMatchObject({
    label: "Publish",
    title: "Publishes, and sends /help/ssh-first-login/ to /help/connect-over-ssh/ (a 301 redirect, under SEO · redirects)",
  });

  await description.onHandle?.();
  expect(calls).toEqual([
    `createOrReplace ${JSON.stringify({ _id: "redirect-help-ssh-first-login", _type: "redirect", from: "/help/ssh-first-login/", to: "/help/connect-over-ssh/", statusCode: 301, reason: "slug-change" })}`,
    // A redirect from the new address (an earlier rename back) would send visitors away from the page: deleted.
    "delete redirect-help-connect-over-ssh",
    "commit",
    "publish",
  ]);
  expect(publish).toHaveBeenCalledTimes(1);
});

it("publishing an unchanged slug, a first publication or a draft without a slug writes no redirect: the default Publish as it was", async () => {
  for (const [published, draft] of [
    [article("ssh"), article("ssh")],
    [null, article("ssh")],
    [article("ssh"), { _id: "drafts.help-en-ssh", _type: "helpArticle", language: "en" }],
  ]) {
    const { action, publish } = defaultPublish();
    const description = describeAction(withSlugRedirect(action), props(published, draft));
    expect(description.title).toBeUndefined();
    await description.onHandle?.();
    expect(publish).toHaveBeenCalledTimes(1);
  }
  expect(transaction.createOrReplace).not.toHaveBeenCalled();
  expect(calls).toEqual(["publish", "publish", "publish"]);
});

it("a Publish the studio disables stays disabled, and a redirect that cannot be saved publishes nothing", async () => {
  const disabled = describeAction(withSlugRedirect(defaultPublish({ disabled: true }).action), props(article("a"), article("b")));
  expect(disabled.disabled).toBe(true);

  const { action, publish } = defaultPublish();
  transaction.commit.mockRejectedValueOnce(new Error("Insufficient permissions"));
  const description = describeAction(withSlugRedirect(action), props(article("a"), article("b")));
  await expect(description.onHandle?.()).rejects.toThrow("Insufficient permissions");
  expect(publish).not.toHaveBeenCalled();
});

it("offers nothing where the studio's Publish offers nothing", () => {
  const none: DocumentActionComponent = () => null;
  none.action = "publish";
  expect(describeAction(withSlugRedirect(none), props(article("a"), article("b")))).toBeNull();
});
