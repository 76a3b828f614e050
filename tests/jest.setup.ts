// A test fails on any console.error it did not expect (habit from epic-stack): an error logged
// during a test is a bug, not noise. Tests that expect one spy on console.error themselves.
// One exception: React 18's warning for a layout effect in a server render (decision 264). Tests that render the
// server's HTML do it inside jsdom, where libraries that choose their layout effect by `window` (react-hook-form)
// choose the browser's; Node, where the build renders, has no `window`. React 19 no longer warns.
const originalError = console.error;
const SERVER_LAYOUT_EFFECT = /^Warning: useLayoutEffect does nothing on the server/;
beforeEach(() => {
  console.error = (...args: unknown[]) => {
    if (typeof args[0] === "string" && SERVER_LAYOUT_EFFECT.test(args[0]) && typeof window !== "undefined") return;
    originalError(...args);
    throw new Error(`Unexpected console.error: ${args.map(String).join(" ")}`);
  };
});
afterEach(() => {
  console.error = originalError;
});
