import { stepTimes } from "./step-times";

it("notes each step's wall time in the order they ran, a failed step too", async () => {
  let clock = 0;
  const steps = stepTimes(() => clock);
  await expect(
    steps.time("islands", async () => {
      clock += 1500;
      return "boot.js";
    }),
  ).resolves.toBe("boot.js");
  await expect(
    steps.time("critical CSS", () => {
      clock += 300;
      return Promise.reject(new Error("no stylesheet"));
    }),
  ).rejects.toThrow("no stylesheet");
  expect(steps.summary()).toBe("islands 1.5 s, critical CSS 0.3 s");
});
