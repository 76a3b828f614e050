import { diskSize, popularPlan } from "./plan-resources";

it("reads a disk of 1,000 GB or more in terabytes, smaller ones in gigabytes, in the page's number format", () => {
  expect(diskSize(2000, "en")).toEqual({ size: "2", unit: "TB" });
  expect(diskSize(3840, "en")).toEqual({ size: "3.84", unit: "TB" });
  expect(diskSize(3840, "ru")).toEqual({ size: "3,84", unit: "TB" });
  expect(diskSize(960, "en")).toEqual({ size: "960", unit: "GB" });
});

it("marks the plan the catalog marks popular, wherever it stands in the list, and none when the list lacks it", () => {
  const plan = (slug: string, popular = false) => ({ slug, popular });
  expect(popularPlan([plan("vps-1"), plan("vps-arm-1"), plan("vps-2", true), plan("vps-4")])).toBe("vps-2");
  expect(popularPlan([plan("vps-2", true), plan("vps-4")])).toBe("vps-2");
  expect(popularPlan([plan("vps-1"), plan("vps-4"), plan("vps-8")])).toBeUndefined();
});
