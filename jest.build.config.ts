import type { Config } from "jest";
import base from "./jest.config.ts";

// Tests that run whole builds (gatsby build, sanity schema validate). They write public/ and .cache/,
// so `npm test` runs them one at a time, before the build the browser tests use.
const config: Config = { ...base, roots: ["<rootDir>/tests/build"], testTimeout: 240_000, maxWorkers: 1 };
export default config;
