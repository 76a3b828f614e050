/** @jest-environment ./tests/support/feature/sandbox-environment.ts */
import axe from "axe-core";
import { act } from "@testing-library/react";
import { findIn, renderAccount, signIn } from "../../support/feature/render-app";

jest.mock("gatsby", () => jest.requireActual("../../support/feature/gatsby"));

// axe's best-practice rules the WCAG set leaves out, on the payments page with the account's toasts' live regions
// (moved from tests/e2e/account-dialog-focus.spec.ts by issue 38): neither rule needs layout.
beforeAll(() => signIn("complete@example.com"));

it("the toasts' live regions and the payments page: roles allowed, headings in order", async () => {
  const { container } = await renderAccount("/my/finance/payments/");
  await findIn(container, "[data-testid=payment]");
  let results!: axe.AxeResults;
  await act(async () => {
    results = await axe.run(document, { runOnly: { type: "rule", values: ["aria-allowed-role", "heading-order"] }, resultTypes: ["violations"] });
  });
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  // The rules ran over the screen: its headings and the toasts' live regions are there.
  expect(results.passes.map((r) => r.id).sort()).toEqual(["aria-allowed-role", "heading-order"]);
  expect(document.querySelectorAll("[aria-live]").length).toBeGreaterThan(0);
});
