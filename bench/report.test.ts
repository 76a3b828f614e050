import { verdict } from "./report";

it("says whether a target is met and by how much it is missed", () => {
  expect(verdict(99, 98, true)).toBe("met");
  expect(verdict(91, 98, true, " points")).toBe("missed by 7 points");
  expect(verdict(1500, 1200, false, " ms")).toBe("missed by 300 ms");
  expect(verdict(0.05, 0, false)).toBe("missed by 0.05");
  expect(verdict(NaN, 0, false)).toBe("not measured");
});
