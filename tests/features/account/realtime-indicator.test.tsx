/** @jest-environment ./tests/support/feature/sandbox-environment.ts */
import { screen, waitFor } from "@testing-library/react";
import { renderAccount, tabCall } from "../../support/feature/render-app";
import { createCustomer } from "../../support/feature/auth-calls";

jest.mock("gatsby", () => jest.requireActual("../../support/feature/gatsby"));
jest.setTimeout(60_000);

// The live updates' indicator beside the customer's name (spec §9): what it says as the tab's connection opens,
// drops and comes back, in both languages. The word it shows is the one read out; the others stand unseen beside it
// (aria-hidden) to keep its width. The browser's frame test measures that nothing moves when it changes.
const shownWord = () => {
  const status = screen.getByTestId("realtime-status");
  const spares = [...status.querySelectorAll(".live-dot__spare")];
  expect(spares.every((s) => s.getAttribute("aria-hidden") === "true")).toBe(true);
  const words = status.querySelector(".live-dot__words")!;
  return [...words.children].filter((c) => !spares.includes(c)).map((c) => c.textContent);
};

let email: string;
beforeAll(async () => {
  email = await createCustomer("indicator");
});

for (const [prefix, connected, reconnecting] of [
  ["", "Connected", "Reconnecting…"],
  ["/ru", "Подключено", "Переподключаемся…"],
] as const) {
  it(`${prefix || "/en"}: connected, reconnecting after the server drops the socket, connected again`, async () => {
    await renderAccount(`${prefix}/my/`);
    expect(shownWord()).toEqual([connected]);
    const dropped = await tabCall("/sandbox/api/realtime/drop", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email }),
    });
    expect(await dropped.json()).toEqual({ dropped: 1 });
    await waitFor(() => expect(shownWord()).toEqual([reconnecting]));
    expect(screen.getByTestId("realtime-status").dataset.status).toBe("connecting");
    await waitFor(() => expect(shownWord()).toEqual([connected]), { timeout: 15_000 });
  });
}
