import type { Config } from "jest";
import base from "./jest.config.ts";

// Tests that run whole builds (gatsby build, sanity schema validate). They write public/ and .cache/,
// so `npm test` runs them one at a time, before the build the browser tests use. A whole build takes minutes
// on two busy cores: the timeout is a hang guard, not a speed check.
const config: Config = { ...base, roots: ["<rootDir>/tests/build"], testTimeout: 600_000, maxWorkers: 1 };
export default config;
