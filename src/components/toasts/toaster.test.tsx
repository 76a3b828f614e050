/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from "@testing-library/react";
import { Toaster } from "./toaster";
import { createToastStore } from "./toast-store";

it("puts errors in the assertive region and the rest in the polite one; a closeable toast has a close button", () => {
  const store = createToastStore(() => undefined);
  render(<Toaster store={store} />);
  // The live regions exist before any toast, so screen readers announce what is added.
  expect(screen.getByRole("alert")).toBeTruthy();
  expect(screen.getByRole("status")).toBeTruthy();
  act(() => {
    store.error("Request failed, try again in a few minutes.");
    store.success("Saved", { closeable: true });
  });
  expect(screen.getByRole("alert").textContent).toContain("Request failed, try again in a few minutes.");
  expect(screen.getByRole("status").textContent).toContain("Saved");
  const close = screen.getAllByRole("button");
  expect(close).toHaveLength(1);
  fireEvent.click(close[0]!);
  expect(screen.getByRole("status").textContent).not.toContain("Saved");
});
