import { isAppPath } from "./app-paths";

describe("isAppPath", () => {
  it.each(["/my/", "/my/finance/", "/ru/my/", "/checkout/", "/ru/checkout/?plan=x", "/auth/login/", "/partners/", "/my"])("%s stays in the app", (p) => {
    expect(isAppPath(p)).toBe(true);
  });
  it.each(["/", "/ru/", "/help/", "/ru/help/x/", "/mystery/", "/virtual-private-servers/", "/privacy/", "https://example.test/my/"])(
    "%s is a page load",
    (p) => {
      expect(isAppPath(p)).toBe(false);
    },
  );
});
