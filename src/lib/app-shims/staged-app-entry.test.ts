// The staged app entry (decision 272): React DOM, the plugins' browser modules and Gatsby's app, each evaluated in a
// task of its own, in that order. Each task boundary is a gate the test opens, so no clock is involved.
const gates: Array<() => void> = [];
const evaluated: string[] = [];
jest.mock("../../islands/next-task", () => ({ nextTask: () => new Promise<void>((resolve) => gates.push(resolve)) }));
jest.mock("react-dom/client", () => {
  evaluated.push("react-dom");
  return {};
});
jest.mock(
  "gatsby-app-entry/api-runner-browser",
  () => {
    evaluated.push("api-runner-browser");
    return {};
  },
  { virtual: true },
);
jest.mock(
  "gatsby-app-entry/production-app",
  () => {
    evaluated.push("production-app");
    return {};
  },
  { virtual: true },
);

async function openGate() {
  const gate = gates.shift();
  if (!gate) throw new Error("the entry is not waiting for a task");
  gate();
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

it("evaluates React DOM, the plugins' browser modules and Gatsby's app one task each", async () => {
  // Once evaluated, the entry waits for its first task.
  await import("./staged-app-entry");
  expect(evaluated).toEqual([]);
  await openGate();
  expect(evaluated).toEqual(["react-dom"]);
  await openGate();
  expect(evaluated).toEqual(["react-dom", "api-runner-browser"]);
  await openGate();
  expect(evaluated).toEqual(["react-dom", "api-runner-browser", "production-app"]);
  expect(gates).toHaveLength(0);
});
