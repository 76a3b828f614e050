import { clampChoice, planForChoice, recommendDedicated, vpsRanges, type ConfigPlan } from "./vps-config";

const plan = (slug: string, price: number, cpu: number, memory: number, disk: number, locations = ["germany", "usa"]): ConfigPlan => ({ slug, name: slug, price, locations, tariff: { cpu, memory, hdd_space: disk } });
const VPS = [plan("a", 6, 1, 2, 40), plan("b", 12, 2, 4, 80), plan("c", 24, 4, 8, 160, ["germany"]), plan("d", 96, 16, 32, 640)];

describe("custom VPS configurator", () => {
  it("takes its ranges from the catalog", () => {
    expect(vpsRanges(VPS)).toEqual({ cpu: { min: 1, max: 16, step: 1 }, memory: { min: 2, max: 32, step: 1 }, disk: { min: 40, max: 640, step: 10 } });
  });
  it("clamps every input", () => {
    expect(clampChoice({ cpu: 99, memory: 0, disk: 1000 }, vpsRanges(VPS)!)).toEqual({ cpu: 16, memory: 2, disk: 640 });
  });
  it("bills the cheapest plan that covers the choice in the location", () => {
    expect(planForChoice(VPS, { cpu: 2, memory: 3, disk: 40 })?.slug).toBe("b");
    expect(planForChoice(VPS, { cpu: 3, memory: 4, disk: 40 }, "usa")?.slug).toBe("d");
    expect(planForChoice(VPS, { cpu: 3, memory: 4, disk: 40 }, "germany")?.slug).toBe("c");
    expect(planForChoice(VPS, { cpu: 32, memory: 4, disk: 40 })).toBeNull();
  });
});

describe("dedicated survey", () => {
  const DED = [plan("small", 59, 4, 16, 1000), plan("big", 189, 16, 128, 3840), plan("fast", 149, 16, 64, 2000, ["germany"])];
  it("recommends within the budget band first", () => {
    expect(recommendDedicated(DED, { purpose: "web", budget: "low" })[0]?.slug).toBe("small");
    expect(recommendDedicated(DED, { purpose: "database", budget: "high" })[0]?.slug).toBe("big");
  });
  it("leaves out plans not offered in the location", () => {
    expect(recommendDedicated(DED, { purpose: "compute", budget: "mid", location: "usa" }).map((p) => p.slug)).not.toContain("fast");
  });
});
