/** @jest-environment ./tests/support/feature/sandbox-environment.ts */
import { screen } from "@testing-library/react";
import { renderAccount } from "../../support/feature/render-app";
import { createCustomer } from "../../support/feature/auth-calls";

jest.mock("gatsby", () => jest.requireActual("../../support/feature/gatsby"));
jest.setTimeout(60_000);

// From the static frame to the section a customer asked for, the page always has its heading: while a section's
// code (and the account's data layer, for most sections) is on its way, the shell shows the frame's own heading,
// lead and empty cards, not a lone loading line (the heading vanished and the page collapsed for a moment, then
// grew again). Each state React commits is recorded; the browser's frame test measures the layout shift.
const headings = () => [...document.querySelectorAll("h1")].map((h) => h.textContent ?? "");

beforeAll(async () => {
  await createCustomer("frame.to.section");
});

for (const [address, area, section] of [
  ["/my/finance/", "My account", /^Finance$/],
  ["/ru/my/tickets/", "Личный кабинет", /^Тикеты$/],
  ["/my/security/", "My account", /^Sign-in security$/],
] as const) {
  it(`${address}: one heading in every state from the frame's to the section's`, async () => {
    const states: string[][] = [];
    const observer = new MutationObserver(() => states.push(headings()));
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    try {
      await renderAccount(address);
      await screen.findByRole("heading", { level: 1, name: section }, { timeout: 15_000 });
    } finally {
      observer.disconnect();
    }
    const seen = states.filter((s, i) => i === 0 || s.join("|") !== states[i - 1]!.join("|"));
    expect(seen.length).toBeGreaterThan(1);
    expect(seen[0]).toEqual([area]);
    for (const state of seen) expect(state).toHaveLength(1);
    expect(seen.at(-1)![0]).toMatch(section);
    expect(seen.slice(0, -1).every(([h]) => h === area || section.test(h!))).toBe(true);
  });
}
