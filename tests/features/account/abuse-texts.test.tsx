/** @jest-environment ./tests/support/feature/sandbox-environment.ts */
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { PaymentReturnNotice } from "../../../src/features/payment/payment-return-notice";
import { TICKET_MESSAGE_MAX } from "../../../src/lib/rules/ticket";
import { gql, renderAccount, renderAt, signIn } from "../../support/feature/render-app";
import { sentRequests } from "../../support/feature/requests";

jest.mock("gatsby", () => jest.requireActual("../../support/feature/gatsby"));

// Issue 15 findings 5-6 where a customer sees them (moved from abuse-hardening.spec.ts): the payment-return
// banner says only the site's own texts, never the link's; a ticket message over the limit is stopped in the
// form with the catalogue's text, before any call. The complete demo customer, in both languages.
beforeAll(() => signIn("complete@example.com"));

const TEXT = {
  en: {
    failed: "Payment failed",
    bank: "Unable to reach the bank. Consider using a different card.",
    subject: "Subject",
    message: "Message",
    send: "Send",
    tooLong: `Too long: at most ${TICKET_MESSAGE_MAX} characters`,
  },
  ru: {
    failed: "Платёж не прошёл",
    bank: "Не удалось связаться с банком. Попробуйте другую карту.",
    subject: "Тема",
    message: "Сообщение",
    send: "Отправить",
    tooLong: `Слишком длинно: не больше ${TICKET_MESSAGE_MAX} символов`,
  },
} as const;

const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

for (const lang of ["en", "ru"] as const) {
  const prefix = lang === "ru" ? "/ru" : "";
  const text = TEXT[lang];

  it(`the payment-return banner shows only the site's own texts, never the link's (${lang})`, async () => {
    const scam = "Your card is blocked, call +1 555 0100";
    // The /my/ page's notice (src/templates/apps/account-page.tsx renders it above the account).
    renderAt(`${prefix}/my/?payment=failed&paymentRef=p_scam&error=${encodeURIComponent(scam)}`, <PaymentReturnNotice />);
    const notice = await screen.findByTestId("payment-notice");
    await waitFor(() => expect(notice.textContent).toContain(text.failed));
    expect(notice.textContent).not.toContain("blocked");
    renderAt(`${prefix}/my/?payment=failed&paymentRef=p_bank&reason=bank`, <PaymentReturnNotice />);
    await waitFor(() => expect(screen.getByTestId("payment-notice").textContent?.replace(/\s+/g, " ")).toContain(`${text.failed} ${text.bank}`));
  });

  it(`a ticket message over the limit is stopped in the form with the catalogue's text (${lang})`, async () => {
    const sent = sentRequests();
    await renderAccount(`${prefix}/my/tickets/new/`);
    const form = within(await screen.findByTestId("ticket-form"));
    const subject = `Long paste ${lang} ${Date.now()}`;
    type(await form.findByLabelText(text.subject), subject);
    type(form.getByLabelText(text.message), "x".repeat(TICKET_MESSAGE_MAX + 1));
    fireEvent.click(form.getByRole("button", { name: text.send }));
    await form.findByText(text.tooLong);
    expect(sent).not.toContain("CreateTicket");
    const { tickets } = await gql<{ tickets: Array<{ subject: string }> }>("{ tickets { subject } }");
    expect(tickets.map((t) => t.subject)).not.toContain(subject);
  });
}
