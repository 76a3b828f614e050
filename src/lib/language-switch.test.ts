import { builtPagePath, switchedAddress } from "./language-switch";

describe("switchedAddress", () => {
  it.each([
    [{ pathname: "/my/finance/transactions/" }, "ru", "/ru/my/finance/transactions/"],
    [{ pathname: "/ru/my/projects/" }, "en", "/my/projects/"],
    [{ pathname: "/ru/my/projects/" }, "ru", "/ru/my/projects/"],
    [{ pathname: "/checkout/", search: "?plan=vps-2&months=3" }, "ru", "/ru/checkout/?plan=vps-2&months=3"],
    [{ pathname: "/ru/checkout/", search: "?plan=vps-2&months=3" }, "en", "/checkout/?plan=vps-2&months=3"],
    [{ pathname: "/help/connect-over-ssh/", hash: "#keys" }, "ru", "/ru/help/connect-over-ssh/#keys"],
    [{ pathname: "/" }, "ru", "/ru/"],
    [{ pathname: "/ru/" }, "en", "/"],
    [{ pathname: "/ru" }, "en", "/"],
    [{ pathname: "/ru/no-such-page/" }, "en", "/no-such-page/"],
    [{ pathname: "/no-such-page/" }, "ru", "/ru/no-such-page/"],
    // Auth routes keep their address: the language changes in place.
    [{ pathname: "/auth/login/", search: "?next=%2Fru%2Fmy%2F" }, "ru", "/auth/login/?next=%2Fru%2Fmy%2F"],
    [{ pathname: "/auth/signup/abc123/" }, "ru", "/auth/signup/abc123/"],
    [{ pathname: "/auth/signup/abc123/" }, "en", "/auth/signup/abc123/"],
  ] as const)("%j in %s → %s", (here, target, expected) => {
    expect(switchedAddress(here, target)).toBe(expected);
  });

  it("does not take a path that only starts like the prefix for one (/rules/ is English)", () => {
    expect(switchedAddress({ pathname: "/rules/" }, "ru")).toBe("/ru/rules/");
  });
});

describe("builtPagePath", () => {
  it.each([
    ["/my/[...]/", "/my/"],
    ["/checkout/[...]/", "/checkout/"],
    ["/auth/signup/[...]/", "/auth/signup/"],
    ["/vps/", "/vps/"],
    ["/", "/"],
  ])("%s → %s", (built, expected) => {
    expect(builtPagePath(built)).toBe(expected);
  });
});
