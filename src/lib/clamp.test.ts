import { clamp, clampToStep } from "./clamp";

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
