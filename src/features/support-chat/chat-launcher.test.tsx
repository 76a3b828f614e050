/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from "@testing-library/react";
import { ChatLauncher } from "./chat-launcher";
import { chatUi } from "./chat-ui-store";

jest.mock("gatsby-plugin-react-i18next", () => ({ useTranslation: () => ({ t: (key: string) => key }) }));
// The chat panel's chunk: missing the first time (a new deploy replaced it), there the next.
let mockChunkMissing = true;
jest.mock("./chat-widget", () => {
  if (mockChunkMissing) throw new Error("Loading chunk 4717 failed.");
  return { __esModule: true, default: ({ open }: { open: boolean }) => (open ? <div role="dialog" aria-label="chat panel" /> : null) };
});

test("a chat panel whose code does not arrive: the launcher closes again, nothing is left unhandled, and the next press opens it", async () => {
  const unhandled = jest.fn();
  process.on("unhandledRejection", unhandled);
  render(<ChatLauncher />);
  const launcher = screen.getByTestId("chat-launcher");
  await act(async () => {
    fireEvent.click(launcher);
  });
  expect(launcher.getAttribute("aria-expanded")).toBe("false");
  expect(screen.queryByRole("dialog")).toBeNull();
  mockChunkMissing = false;
  await act(async () => {
    fireEvent.click(launcher);
  });
  expect((await screen.findByRole("dialog")).getAttribute("aria-label")).toBe("chat panel");
  expect(launcher.getAttribute("aria-expanded")).toBe("true");
  await new Promise((resolve) => setTimeout(resolve, 0));
  process.off("unhandledRejection", unhandled);
  expect(unhandled).not.toHaveBeenCalled();
  act(() => chatUi.set({ open: false }));
});
