/** @jest-environment ./tests/support/feature/sandbox-environment.ts */
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { createCustomer, findConfiguration, renderCheckout } from "../../support/feature/render-checkout";

jest.mock("gatsby", () => jest.requireActual("../../support/feature/gatsby"));

// A signed-in customer whose profile is complete skips the personal-data stage (spec §6). Continue pressed before
// the profile had answered led to that stage and left the customer there (a unit run under load caught it in
// roubles.test.tsx): the profile's answer is held here until after the press.
const PROFILE = "/my/api/account/personal_info/";
const stageShown = () => document.querySelector<HTMLElement>(".checkout")?.dataset.stage;

function holdProfile(): { release: () => void; held: () => number } {
  const inner = globalThis.fetch;
  let count = 0;
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url, window.location.href);
    if (url.pathname !== PROFILE || (init?.method ?? "GET").toUpperCase() !== "GET") return inner(input, init);
    count += 1;
    return gate.then(() => inner(input, init));
  }) as typeof fetch;
  return {
    release: () => {
      open();
      globalThis.fetch = inner;
    },
    held: () => count,
  };
}

/** A new customer (with or without personal data) presses Continue while the profile's answer is held; it then answers. */
async function continueBeforeProfile(customer: Parameters<typeof createCustomer>[0]): Promise<void> {
  await createCustomer(customer);
  const profile = holdProfile();
  await renderCheckout("/checkout/?plan=vps-2&months=3");
  await findConfiguration();
  await waitFor(() => expect(profile.held()).toBeGreaterThan(0));
  fireEvent.click(screen.getByRole("button", { name: "Continue" }));
  // The profile is not known yet: its stage is where Continue leads, loading the profile's form.
  await waitFor(() => expect(stageShown()).toBe("personal"));
  profile.release();
}

it("Continue before the profile answered: a complete profile still goes straight on to the payment", async () => {
  await continueBeforeProfile({ label: "quick-continue" });
  expect((await screen.findByTestId("place-order")).textContent).toBe("Place order and pay");
  expect(stageShown()).toBe("payment");
  expect(screen.queryAllByRole("heading", { level: 2, name: "Personal data" })).toHaveLength(0);
});

it("an incomplete profile answered late keeps the customer on the personal-data stage", async () => {
  await continueBeforeProfile({ label: "quick-continue-empty", personalData: false });
  expect((await screen.findByRole("button", { name: "Save and continue" })).textContent).toBe("Save and continue");
  // The personal-data form, empty as the new customer's profile is.
  expect(screen.getByRole("heading", { level: 2, name: "Personal data" }).textContent).toBe("Personal data");
  expect(stageShown()).toBe("personal");
  expect(screen.queryAllByTestId("place-order")).toHaveLength(0);
});
