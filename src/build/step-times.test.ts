import { stepTimes } from "./step-times";

it("notes each step's wall and CPU time in the order they ran, a failed step too, and logs a line as each ends", async () => {
  let clock = 0;
  let cpu = 0;
  const lines: string[] = [];
  const steps = stepTimes({ now: () => clock, cpu: () => cpu, log: (line) => lines.push(line) });
  await expect(
    steps.time("islands", async () => {
      clock += 1500;
      cpu += 2600;
      return "boot.js";
    }),
  ).resolves.toBe("boot.js");
  expect(lines).toEqual(["post-build step: islands 1.5 s (CPU 2.6 s)"]);
  await expect(
    steps.time("critical CSS", () => {
      clock += 300;
      cpu += 250;
      return Promise.reject(new Error("no stylesheet"));
    }),
  ).rejects.toThrow("no stylesheet");
  expect(lines[1]).toBe("post-build step: critical CSS 0.3 s (CPU 0.3 s), failed");
  expect(steps.summary()).toBe("islands 1.5 s (CPU 2.6 s), critical CSS 0.3 s (CPU 0.3 s)");
});
