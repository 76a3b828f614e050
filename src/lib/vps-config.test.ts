import { checkoutQuery, clampChoice, configPlanOf, planForChoice, recommendDedicated, vpsRanges, type ConfigPlan } from "./vps-config";

const plan = (slug: string, price: number, cpu: number, memory: number, disk: number, locations = ["germany", "usa"]): ConfigPlan => ({
  slug,
  name: slug,
  price,
  locations,
  tariff: { cpu, memory, hdd_space: disk },
});
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
  it("never bills a custom (x86) configuration as a cheaper ARM plan (issue 19)", () => {
    const withArm = [
      { ...plan("arm-1", 4, 1, 2, 40), cpu_arch: "arm" as const },
      { ...plan("x86-1", 6, 1, 2, 40), cpu_arch: "x86" as const },
    ];
    expect(planForChoice(withArm, { cpu: 1, memory: 2, disk: 40 })?.slug).toBe("x86-1");
    expect(configPlanOf({ slug: "arm-1", name: "ARM 1", price: 4, locations: [], cpu: 1, memory: 2, disk: 40, cpuArch: "arm" }).cpu_arch).toBe("arm");
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

describe("dedicated survey over the sandbox's dedicated plans", () => {
  // The catalog's dedicated line (sandbox/db/catalog-data.ts): the survey's e2e answer sets.
  const DED = [plan("e3-1230", 59, 4, 16, 1000), plan("epyc-7302", 189, 16, 128, 3840), plan("ryzen-7950x", 149, 16, 64, 2000, ["germany"])];
  it("recommends a set of up to three, best match first", () => {
    expect(recommendDedicated(DED, { purpose: "web", budget: "low" }).map((p) => p.slug)).toEqual(["e3-1230", "epyc-7302", "ryzen-7950x"]);
    expect(recommendDedicated(DED, { purpose: "database", budget: "high" }).map((p) => p.slug)).toEqual(["epyc-7302", "ryzen-7950x", "e3-1230"]);
  });
  it("takes the middle band for a middle budget, and another plan where that one is not offered", () => {
    expect(recommendDedicated(DED, { purpose: "compute", budget: "mid" })[0]?.slug).toBe("ryzen-7950x");
    expect(recommendDedicated(DED, { purpose: "compute", budget: "mid", location: "usa" }).map((p) => p.slug)).toEqual(["epyc-7302", "e3-1230"]);
  });
  it("lets the purpose rank plans inside a band", () => {
    // Six plans: the lower band is the two cheapest (cores, memory), the middle one disks and x.
    const six = [
      plan("cores", 100, 32, 64, 1000),
      plan("memory", 100, 8, 256, 1000),
      plan("disks", 100, 8, 64, 16000),
      plan("x", 500, 8, 32, 1000),
      plan("y", 600, 8, 32, 1000),
      plan("z", 700, 8, 32, 1000),
    ];
    expect(recommendDedicated(six, { purpose: "compute", budget: "low" })[0]?.slug).toBe("cores");
    expect(recommendDedicated(six, { purpose: "database", budget: "low" })[0]?.slug).toBe("memory");
    expect(recommendDedicated(six, { purpose: "storage", budget: "mid" })[0]?.slug).toBe("disks");
    expect(recommendDedicated(six, { purpose: "web", budget: "high" }).map((p) => p.slug)).toEqual(["y", "z", "cores"]);
  });
  it("recommends nothing when no plan is offered in the location", () => {
    expect(recommendDedicated(DED, { purpose: "web", budget: "low", location: "mars" })).toEqual([]);
  });
});

describe("static page plans and checkout links", () => {
  it("reads a plan card's resources as a tariff", () => {
    expect(configPlanOf({ slug: "vps-2", name: "VPS 2", price: 12, locations: ["germany"], cpu: 2, memory: 4, disk: 80 })).toEqual({
      slug: "vps-2",
      name: "VPS 2",
      price: 12,
      locations: ["germany"],
      tariff: { cpu: 2, memory: 4, hdd_space: 80 },
      cpu_arch: null,
      cpu_threads: null,
      disk_type: null,
    });
  });
  it("links a custom configuration to the checkout by its resources, location and OS", () => {
    expect(checkoutQuery({ line: "vps", choice: { cpu: 3, memory: 6, disk: 120 }, location: "spain", os: "debian-12" })).toBe(
      "/checkout/?line=vps&cpu=3&memory=6&disk=120&location=spain&os=debian-12",
    );
  });
  it("links a recommended plan by its slug (and the chosen location, if any)", () => {
    expect(checkoutQuery({ line: "dedicated", plan: "epyc-7302", location: "usa" })).toBe("/checkout/?plan=epyc-7302&location=usa");
    expect(checkoutQuery({ line: "dedicated", plan: "e3-1230", location: null })).toBe("/checkout/?plan=e3-1230");
  });
});
