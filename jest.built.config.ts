import type { Config } from "jest";
import base from "./jest.config.ts";

// Checks of the build the browser tests use: they read public/ of `npm run build` (the embedded dataset), so
// `npm test` runs them right after that build, before the browser tests (decision 124).
const config: Config = { ...base, roots: ["<rootDir>/tests/built"], testTimeout: 120_000 };
export default config;
