/** @jest-environment ./tests/support/feature/sandbox-environment.ts */
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { totp } from "@sandbox/auth/totp";
import { renderAccount, signIn } from "../../support/feature/render-app";

jest.mock("gatsby", () => jest.requireActual("../../support/feature/gatsby"));

// Issue 37 item 11: setting up 2FA on a phone (Russian) offered no way to copy the key or the recovery codes
// (the QR code cannot be scanned by the phone that shows it). The setup's copy buttons put exactly the key
// and the codes on the clipboard and say so; a refused clipboard is said too.
const writeText = jest.fn<Promise<void>, [string]>();
Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText } });

beforeAll(() => signIn("ru@example.com"));

it("the key and then the recovery codes are copied as shown, each with «Скопировано»", async () => {
  writeText.mockResolvedValue(undefined);
  await renderAccount("/ru/my/security/");
  fireEvent.click(await screen.findByRole("button", { name: "Настроить двухфакторную аутентификацию" }));
  const setup = await screen.findByTestId("totp-setup");
  const secret = within(setup).getByTestId("totp-secret").textContent!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  fireEvent.click(within(setup).getByRole("button", { name: "Скопировать ключ" }));
  await waitFor(() => expect(within(setup).getByText("Скопировано").getAttribute("role")).toBe("status"));
  expect(writeText.mock.calls).toEqual([[secret]]);

  fireEvent.change(within(setup).getByLabelText("Код аутентификации"), { target: { value: totp(secret) } });
  fireEvent.click(within(setup).getByRole("button", { name: "Включить" }));
  const list = await screen.findByTestId("recovery-codes");
  const codes = within(list)
    .getAllByRole("listitem")
    .map((li) => li.textContent!.trim());
  expect(codes.length).toBeGreaterThanOrEqual(8);
  const region = screen.getByRole("region", { name: "Коды восстановления" });
  fireEvent.click(within(region).getByRole("button", { name: "Скопировать коды" }));
  await waitFor(() => expect(within(region).getByText("Скопировано").getAttribute("role")).toBe("status"));
  expect(writeText.mock.calls[1]).toEqual([codes.join("\n")]);
});

it("a clipboard the browser refuses is said at the button: «Не удалось скопировать»", async () => {
  writeText.mockRejectedValue(new Error("NotAllowedError"));
  await renderAccount("/ru/my/security/");
  fireEvent.click(await screen.findByRole("button", { name: "Показать коды восстановления" }));
  const region = await screen.findByRole("region", { name: "Коды восстановления" });
  fireEvent.click(within(region).getByRole("button", { name: "Скопировать коды" }));
  expect((await within(region).findByText("Не удалось скопировать")).getAttribute("role")).toBe("status");
});
