/** @jest-environment ./tests/support/feature/sandbox-environment.ts */
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import ChatWidget from "../../../src/features/support-chat/chat-widget";
import { gql, renderAccount, renderAt, sandboxPost, signIn, tabCall } from "../../support/feature/render-app";
import { descriptionOf } from "../../support/feature/render-checkout";

jest.mock("gatsby", () => jest.requireActual("../../support/feature/gatsby"));

// Issue 39: the text rule (src/lib/rules/text.ts) at the support chat's message and an order's new tag, before
// the request, with the catalogue's message in the page's language; only the sandbox refused them before.
const REFUSED = { en: "This field contains characters that are not allowed.", ru: "Поле содержит недопустимые символы." };

beforeAll(() => signIn("complete@example.com"));

type ChatState = { conversation: { messages: Array<{ text: string }> } | null };
const chatMessages = async () => ((await (await tabCall("/my/api/chat/")).json()) as ChatState).conversation?.messages.map((m) => m.text) ?? [];

describe.each(["en", "ru"] as const)("in %s", (language) => {
  const prefix = language === "ru" ? "/ru" : "";

  it("a chat message with a BEL or U+202E is refused at its field and not sent; line breaks and tabs are", async () => {
    // No auto-reply: the English test's first message schedules one 1.2 s later, and on a loaded machine it landed
    // between this test's two reads of the conversation (this test is about the text rule, not the agent's answer).
    await sandboxPost("/sandbox/api/chat/status", { status: "online", auto_reply: false });
    const before = await chatMessages();
    renderAt(`${prefix}/my/`, <ChatWidget open onClose={() => undefined} onUnread={() => undefined} />);
    const dialog = await screen.findByRole("dialog");
    const field = within(dialog).getByRole("textbox");
    await waitFor(() =>
      expect(
        within(dialog)
          .getByRole("button", { name: language === "ru" ? "Отправить" : "Send" })
          .hasAttribute("disabled"),
      ).toBe(false),
    );
    fireEvent.change(field, { target: { value: "disk \u0007 full \u202e" } });
    fireEvent.submit(field.closest("form")!);
    await waitFor(() => expect(descriptionOf(field)).toBe(REFUSED[language]));
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(field);
    expect(await chatMessages()).toEqual(before);
    fireEvent.change(field, { target: { value: `line 1 ${language}\n\tline 2` } });
    expect(field.getAttribute("aria-invalid")).toBe("false");
    fireEvent.submit(field.closest("form")!);
    await waitFor(async () => expect(await chatMessages()).toContain(`line 1 ${language}\n\tline 2`));
  });

  it("an order's new tag with a NUL is refused at the field; the order's tags stay as they were", async () => {
    const { orders } = await gql<{ orders: Array<{ id: string; tags: string[] }> }>("{ orders { id tags } }");
    const order = orders[0]!;
    await renderAccount(`${prefix}/my/orders/${order.id}/`);
    const editor = await screen.findByTestId("tags-editor");
    const field = within(editor).getByRole("combobox");
    fireEvent.change(field, { target: { value: "web\u0000" } });
    fireEvent.submit(field.closest("form")!);
    expect((await within(editor).findByRole("alert")).textContent).toBe(REFUSED[language]);
    expect(descriptionOf(field)).toBe(REFUSED[language]);
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect((await gql<{ order: { tags: string[] } }>(`{ order(id: ${order.id}) { tags } }`)).order.tags).toEqual(order.tags);
  });
});
