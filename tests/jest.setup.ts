// A test fails on any console.error it did not expect (habit from epic-stack): an error logged
// during a test is a bug, not noise. Tests that expect one spy on console.error themselves.
const originalError = console.error;
beforeEach(() => {
  console.error = (...args: unknown[]) => {
    originalError(...args);
    throw new Error(`Unexpected console.error: ${args.map(String).join(" ")}`);
  };
});
afterEach(() => {
  console.error = originalError;
});
