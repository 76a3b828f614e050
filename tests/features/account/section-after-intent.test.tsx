/** @jest-environment ./tests/support/feature/sandbox-environment.ts */
import { act, fireEvent, screen } from "@testing-library/react";
import { renderAccount } from "../../support/feature/render-app";
import { createCustomer } from "../../support/feature/auth-calls";

jest.mock("gatsby", () => jest.requireActual("../../support/feature/gatsby"));
jest.setTimeout(60_000);

// A pointer over a link of the account menu asks for its section's code and the data layer's (account-app.tsx,
// `preloadLinked`). The move that follows then shows the section at once: before, React's `lazy` suspended on its
// first render even with the module in, and the shell showed its loading frame (the frame's heading, lead and empty
// cards) for a moment (src/components/lazy-page.ts).
const loadingFrame = () => document.querySelector(".account-frame__grid") !== null;

beforeAll(async () => {
  await createCustomer("section.after.intent");
});

it("a section the customer pointed at shows without the loading frame in between", async () => {
  await renderAccount("/my/");
  await screen.findByRole("heading", { level: 1, name: /^Hello/ });
  expect(loadingFrame()).toBe(false);
  const tickets = screen.getByRole("link", { name: "Tickets" });
  fireEvent.pointerOver(tickets);
  // The preload's imports settle within the task: one task boundary later, both modules are in.
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

  let framed = 0;
  const observer = new MutationObserver(() => {
    if (loadingFrame()) framed += 1;
  });
  observer.observe(document.body, { childList: true, subtree: true });
  try {
    fireEvent.click(tickets);
    await screen.findByRole("heading", { level: 1, name: /^Tickets$/ }, { timeout: 15_000 });
  } finally {
    observer.disconnect();
  }
  expect(framed).toBe(0);
});
