import { isVpnHidden } from "./vpn-availability";

describe("VPN availability (spec §6)", () => {
  it("hides VPN only from Russian visitors without a session", () => {
    expect(isVpnHidden({ country_code: "RU", vpn_available: false })).toBe(true);
    expect(isVpnHidden({ country_code: "ru", vpn_available: false })).toBe(true);
    expect(isVpnHidden({ country_code: "RU", vpn_available: true })).toBe(false);
    expect(isVpnHidden({ country_code: "DE", vpn_available: true })).toBe(false);
    expect(isVpnHidden({ country_code: "UA", vpn_available: true })).toBe(false);
  });
});
