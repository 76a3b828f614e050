import { searchWith } from "./cart-address";

describe("searchWith", () => {
  it.each([
    ["?plan=vps-2&months=3", { months: "6" }, "?plan=vps-2&months=6"],
    ["?plan=vps-2&months=3", { plan: "vps-4" }, "?plan=vps-4&months=3"],
    ["?plan=vps-1", { months: "12" }, "?plan=vps-1&months=12"],
    ["", { plan: "vps-1" }, "?plan=vps-1"],
    ["?plan=vps-1&months=3&location=nl", { plan: "vps-2", months: "1" }, "?plan=vps-2&months=1&location=nl"],
    ["?plan=vps-1&months=3", {}, "?plan=vps-1&months=3"],
  ])("%s + %j → %s", (search, changes, expected) => {
    expect(searchWith(search, changes)).toBe(expected);
  });
});
