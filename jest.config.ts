import type { Config } from "jest";

// Units live beside their code (`money.test.ts` next to `money.ts`); contract tests in tests/contract; a screen's
// behaviour against the in-process sandbox in tests/features (jsdom, tests/support/feature: decision 175).
// Browser tests are Playwright's (tests/e2e) and never run here.
const config: Config = {
  testEnvironment: "node",
  roots: [
    "<rootDir>/src",
    "<rootDir>/sandbox",
    "<rootDir>/schemas",
    "<rootDir>/studio/src",
    "<rootDir>/tests/contract",
    "<rootDir>/tests/support",
    "<rootDir>/tests/features",
    "<rootDir>/scripts",
    "<rootDir>/bench",
  ],
  testMatch: ["**/*.test.ts", "**/*.test.tsx"],
  transform: {
    "^.+\\.(t|j)sx?$": [
      "@swc/jest",
      { jsc: { transform: { react: { runtime: "automatic" } }, parser: { syntax: "typescript", tsx: true } }, module: { type: "commonjs" } },
    ],
  },
  // @fastify/cookie loads the ESM-only `cookie` with import(): both are compiled to CommonJS for Jest's runtime.
  transformIgnorePatterns: [
    "/node_modules/(?!(groq-js|obug|@sanity/mutator|@sanity/diff-match-patch|@sanity/uuid|@sanity/client|@sanity/eventsource|get-it|@portabletext|nanoid|eventsource|eventsource-parser|cookie|@fastify/cookie)/)",
  ],
  // The import aliases of tsconfig.json (decision 179); Gatsby's webpack aliases @reach/router to its fork, and Jest
  // resolves it the same way (the feature tests render routers).
  moduleNameMapper: {
    "^@/(.*)$": "<rootDir>/src/$1",
    "^@sandbox/(.*)$": "<rootDir>/sandbox/$1",
    "^@reach/router$": "<rootDir>/node_modules/gatsby/node_modules/@gatsbyjs/reach-router",
    // The site's React 18, as every bundle of the site has it (decision 264).
    "^react/compiler-runtime$": "<rootDir>/node_modules/react-compiler-runtime",
    "^react$": "<rootDir>/node_modules/site-react",
    "^react/(.*)$": "<rootDir>/node_modules/site-react/$1",
    "^react-dom$": "<rootDir>/node_modules/site-react-dom",
    "^react-dom/(.*)$": "<rootDir>/node_modules/site-react-dom/$1",
  },
  setupFilesAfterEnv: ["<rootDir>/tests/jest.setup.ts"],
  testTimeout: 30000,
  // One worker per core. Jest's default is one fewer than the cores, and with one worker it runs the files one after
  // another in its own process: on the 2-core machines `npm test` runs on, the unit step used one core of two
  // (decision 208). The build tests keep one (jest.build.config.ts): they share public/ and .cache/.
  maxWorkers: "100%",
};

export default config;
