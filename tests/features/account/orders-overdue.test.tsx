/** @jest-environment ./tests/support/feature/sandbox-environment.ts */
import { readFileSync } from "node:fs";
import path from "node:path";
import { waitFor } from "@testing-library/react";
import { renderAccount, signIn, tabCall } from "../../support/feature/render-app";

jest.mock("gatsby", () => jest.requireActual("../../support/feature/gatsby"));

// The seeded overdue order's days (moved from tests/e2e/account-orders.spec.ts, issue 38, decision 176 `## app27`):
// the days between its paid-until and the sandbox's today (the Date header of its answer: the sandbox's clock, no
// fake timers), said with the language's plural form on the order page and on its project's page.
beforeAll(() => signIn("complete@example.com"));
jest.setTimeout(60_000);

/** The overdue wording of the account catalogue, picked with the language's plural rule (i18next's own rule). */
function overdueText(lang: "en" | "ru", days: number): string {
  const orders = (JSON.parse(readFileSync(path.resolve(__dirname, `../../../locales/${lang}/account.json`), "utf8")) as { orders: Record<string, string> })
    .orders;
  const form = new Intl.PluralRules(lang === "en" ? "en-US" : "ru").select(days);
  return orders[`overdue_${form}`]!.replace("{{count}}", String(days));
}

type Order = { id: string; name: string; paid: boolean; paidUntil: string | null; overdueDays: number; project: { id: string } };

for (const lang of ["en", "ru"] as const) {
  it(`overdue days (${lang}): the seeded overdue order shows the days between its paid-until and the sandbox's today`, async () => {
    const csrf = decodeURIComponent(/(?:^|;\s*)csrftoken=([^;]+)/.exec(document.cookie)?.[1] ?? "");
    const answer = await tabCall("/my/api/graphql/", {
      method: "POST",
      headers: { "content-type": "application/json", "x-requested-with": "XMLHttpRequest", "x-csrftoken": csrf },
      body: JSON.stringify({ query: "{ orders { id name paid paidUntil overdueDays project { id } } }" }),
    });
    // The sandbox's clock: the Date header of its answer.
    const today = new Date(answer.headers.get("date")!).toISOString().slice(0, 10);
    const { orders } = ((await answer.json()) as { data: { orders: Order[] } }).data;
    const overdue = orders.find((o) => o.paid && o.paidUntil !== null && o.paidUntil < today);
    // The seed's overdue order (sandbox/seed/seed.ts).
    expect(overdue?.name).toBe("old-blog");
    const days = Math.round((Date.parse(today) - Date.parse(overdue!.paidUntil!)) / 86_400_000);
    expect(days).toBeGreaterThan(0);
    expect(overdue!.overdueDays).toBe(days);
    const text = overdueText(lang, days);
    const prefix = lang === "en" ? "" : "/ru";
    const order = await renderAccount(`${prefix}/my/orders/${overdue!.id}/`);
    await waitForText(order.container, "[data-testid=order-page] .kv", text);
    const project = await renderAccount(`${prefix}/my/projects/${overdue!.project.id}/`);
    await waitForText(project.container, `[data-order-id="${overdue!.id}"]`, text);
  });
}

/** Waits until the first element matching the selector holds `text` (Playwright's toContainText on `.first()`). */
const waitForText = (container: HTMLElement, selector: string, text: string) =>
  waitFor(() => expect(container.querySelector(selector)?.textContent).toContain(text));
