import { accessLevelOf, LIMITED_LOGIN_MUTATIONS, mayChange } from "./access";

it("owner, full and limited (a second login without a level is limited)", () => {
  expect(accessLevelOf(true, null)).toBe("owner");
  expect(accessLevelOf(false, "full")).toBe("full");
  expect(accessLevelOf(false, "limited")).toBe("limited");
  expect(accessLevelOf(false, null)).toBe("limited");
  expect([mayChange("owner"), mayChange("full"), mayChange("limited")]).toEqual([true, true, false]);
  // Writing to support: a ticket, and closing or reopening it (decision 107).
  expect([...LIMITED_LOGIN_MUTATIONS]).toEqual(["createTicket", "closeTicket", "reopenTicket"]);
});
