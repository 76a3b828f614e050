import { isVpnHidden, readVpnFields } from "./vpn-availability";
import { featuresSchema } from "../api-client/schemas/page-context";

describe("VPN availability (spec §6)", () => {
  it("hides VPN only from Russian visitors without a session", () => {
    expect(isVpnHidden({ country_code: "RU", vpn_available: false })).toBe(true);
    expect(isVpnHidden({ country_code: "ru", vpn_available: false })).toBe(true);
    expect(isVpnHidden({ country_code: "RU", vpn_available: true })).toBe(false);
    expect(isVpnHidden({ country_code: "DE", vpn_available: true })).toBe(false);
    expect(isVpnHidden({ country_code: "UA", vpn_available: true })).toBe(false);
  });

  it("reads the two fields of the features answer and rejects malformed ones (agrees with featuresSchema)", () => {
    const good = { country_code: "RU", vpn_available: false, crypto_available: true, disabled_social_providers: [] };
    expect(featuresSchema.parse(good)).toBeTruthy();
    expect(readVpnFields(good)).toEqual({ country_code: "RU", vpn_available: false });
    for (const bad of [null, "RU", {}, { country_code: "RUS", vpn_available: false }, { country_code: "RU", vpn_available: "no" }]) expect(readVpnFields(bad)).toBeNull();
  });
});
