import type { KnipConfig } from "knip";

/** Unused files, exports and dependencies (`npm run knip`, part of `npm run lint`; decision 066). */
const config: KnipConfig = {
  // An export also used in its own file is not dead code (the issue counts exports used nowhere).
  ignoreExportsUsedInFile: true,
  workspaces: {
    ".": {
      entry: [
        "src/templates/*.tsx", // createPage's components, named by path in src/build/page-spec.ts
        "src/components/content-locales.ts", // Gatsby gathers its GraphQL fragments; page queries spread them by name
        "src/features/auth/auth-locales.ts", // likewise, the auth pages' locale fragment
        "src/islands/boot.ts", // the islands' bundle (src/build/islands-bundle.ts, esbuild): the boot script,
        "src/islands/entries/*.tsx", // every island entry, found by name,
        "src/islands/shims/*.{ts,tsx}", // and the shims swapped in for gatsby and gatsby-plugin-react-i18next (decisions 078, 113)
        "src/lib/app-shims/*.{ts,tsx}", // the apps' i18n modules, aliased by path in src/build/app-i18n-aliases.ts (decisions 200, 222)
        "scripts/*.ts",
        "scripts/publish/fast-publish-main.ts", // the publish fast path's process, started by path (scripts/publish/fast-runner.ts)
        "src/build/critical-css-worker.mjs", // the critical CSS step's worker thread, started by path (src/build/critical-css-workers.ts)
        "scripts/codegen/*.cjs", // a graphql-codegen plugin named in codegen.ts
        "bench/*.{ts,mjs}",
        "sandbox/testing/*.cjs", // Jest test environments, named in a test's @jest-environment docblock (decision 160)
        "tests/support/feature/sandbox-environment.ts", // the feature tests' Jest environment, named in their docblocks (decision 175)
      ],
      project: ["**/*.{ts,tsx,mjs,cjs}"],
      ignore: ["src/api-client/graphql/generated/**"],
      // A test's `@jest-environment` docblock names the environment from the root, as Jest resolves it; knip reads it
      // from the test's folder (decisions 160, 175).
      ignoreUnresolved: ["./sandbox/testing/jsdom-sandbox-environment.cjs", "./tests/support/feature/sandbox-environment.ts"],
      // A Debian tool like nginx and java (TOOLCHAIN.md): the studio test's stand-in makes its TLS certificate with it (decision 210).
      ignoreBinaries: ["openssl"],
      ignoreDependencies: [
        "@reach/router", // Gatsby aliases it to @gatsbyjs/reach-router and ships the types (TOOLCHAIN.md)
        "@gatsbyjs/reach-router", // Gatsby's own copy, which jest.config.ts maps @reach/router to, as Gatsby's webpack does
        "sanity", // schemas/ is shared by the studio workspace, which hoists sanity (TOOLCHAIN.md)
        "@sanity/icons",
        "island-registry", // a virtual module the islands bundler resolves to the list of island entries
        "gatsby-app-entry", // the staged app entry's names for Gatsby's .cache/ runtime modules (src/build/staged-app-entry.ts)
      ],
    },
    studio: {
      entry: ["seed/*.ts", "check-project.ts"],
      project: ["**/*.{ts,tsx}"],
    },
  },
};

export default config;
