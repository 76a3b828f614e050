import { clamp, clampInt, clampIntInput, clampToStep } from "./clamp";

it("clamps to min and max (spec §5)", () => {
  expect(clamp(5, 1, 31)).toBe(5);
  expect(clamp(0, 1, 31)).toBe(1);
  expect(clamp(45, 1, 31)).toBe(31);
  expect(clamp(Number.NaN, 1, 31)).toBe(1);
  expect(clampInt(30.6, 1, 31)).toBe(31);
  expect(clampInt(-3, 1, 31)).toBe(1);
});

it("clamps what is typed, leaving an empty input empty", () => {
  expect(clampIntInput("", 1, 31)).toBeNull();
  expect(clampIntInput(" 40 ", 1, 31)).toBe(31);
  expect(clampIntInput("abc", 1, 31)).toBe(1);
  expect(clampIntInput("7", 1, 31)).toBe(7);
});

describe("clamp to step (checkout)", () => {
  describe("clamp (spec §5)", () => {
    it("keeps values inside and pulls others to the edges", () => {
      expect(clamp(5, 1, 16)).toBe(5);
      expect(clamp(0, 1, 16)).toBe(1);
      expect(clamp(99, 1, 16)).toBe(16);
      expect(clamp(Number.NaN, 1, 16)).toBe(1);
    });
    it("snaps to the step from min", () => {
      expect(clampToStep(47, 40, 640, 10)).toBe(50);
      expect(clampToStep(1000, 40, 640, 10)).toBe(640);
    });
  });
});
