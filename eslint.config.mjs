// ESLint flat config (decision 066). The import zones are ARCHITECTURE.md's "Folders": each element type
// below names what it may import; a feature is its own element and may not import another feature.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import boundaries from "eslint-plugin-boundaries";
import { importX } from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import comments from "@eslint-community/eslint-plugin-eslint-comments/configs";
import globals from "globals";

const SOURCE = ["**/*.{ts,tsx,mjs}"];

/** Element types of the repository, matched against the whole path from the root. */
const ELEMENTS = [
  { type: "build", pattern: "src/build" },
  { type: "templates", pattern: "src/templates" },
  { type: "pages", pattern: "src/pages" },
  { type: "island-entries", pattern: "src/islands/entries" },
  { type: "islands", pattern: "src/islands" },
  { type: "components", pattern: "src/components" },
  // The account feature is split by section (decision 178): the shell composes them, shared/ (the GraphQL documents
  // several sections read) serves all of them, and a section imports no other section.
  { type: "account-shell", pattern: "src/features/account/shell" },
  { type: "account-shared", pattern: "src/features/account/shared" },
  { type: "account-section", pattern: "src/features/account/*", capture: ["section"] },
  { type: "feature", pattern: "src/features/*", capture: ["feature"] },
  { type: "api-client", pattern: "src/api-client" },
  { type: "app-shims", pattern: "src/lib/app-shims" },
  { type: "lib", pattern: "src/lib" },
  { type: "styles", pattern: "src/styles" },
  { type: "types", pattern: "src/types" },
  { type: "schemas", pattern: "schemas" },
  { type: "studio", pattern: "studio" },
  { type: "locales", pattern: "locales" },
  { type: "sandbox", pattern: "sandbox" },
  { type: "scripts", pattern: "scripts" },
  { type: "tests", pattern: "tests" },
  { type: "bench", pattern: "bench" },
].map((element) => ({ ...element, partialMatch: false }));
// The root files (gatsby-*.ts, configs) belong to no element: they wire everything together.

const to = (...types) => ({ to: { element: { types: { anyOf: types } } } });
/** Shared code every layer of the site may use. */
const SHARED = ["lib", "api-client", "types", "styles", "locales"];

/** Type-only imports of the build's page model (src/build/page-types.ts): the props pages render. */
const PAGE_MODEL_TYPES = { to: { element: { type: "build" } }, dependency: { kind: "type" } };

const ZONES = [
  // A unit test beside its code may reach fixtures anywhere (catalogues, the sandbox, the build).
  { from: { file: { categories: "test" } }, allow: { to: { element: { type: "*" } } } },
  // lib: pure helpers; nothing of ours but lib.
  { from: { element: { type: "lib" } }, allow: to("lib", "locales") },
  // The apps' i18n modules (aliased by path for the browser bundles, decisions 200, 222): the islands' translator.
  { from: { element: { type: "app-shims" } }, allow: to("app-shims", "islands", "lib", "locales") },
  { from: { element: { type: "types" } }, allow: to("types") },
  { from: { element: { type: "styles" } }, allow: to("styles") },
  { from: { element: { type: "locales" } }, allow: to("locales") },
  { from: { element: { type: "api-client" } }, allow: to("api-client", "lib", "types") },
  // Shared UI never imports a feature (a feature's part comes in as a slot).
  // Shared UI may use the island mechanism (src/islands) and the site model's constants (schemas/lib), never an
  // island entry (entries import features: decision 078).
  { from: { element: { type: "components" } }, allow: [to("components", "islands", "schemas", ...SHARED), PAGE_MODEL_TYPES] },
  // The island mechanism and the boot script: shared UI and shared code only.
  { from: { element: { type: "islands" } }, allow: [to("islands", "components", ...SHARED), PAGE_MODEL_TYPES] },
  // An island entry ties one feature's (or shared UI's) component to the mechanism, like a template.
  { from: { element: { type: "island-entries" } }, allow: [to("island-entries", "islands", "components", "feature", ...SHARED), PAGE_MODEL_TYPES] },
  // A feature: shared code and its own folder, never another feature.
  { from: { element: { type: "feature" } }, allow: [to("components", "islands", ...SHARED), PAGE_MODEL_TYPES] },
  { from: { element: { type: "feature" } }, allow: { dependency: { relationship: { to: "internal" } } } },
  // An account section: what a feature may use, the account's shared documents, its own folder; never another
  // section (the shell composes them: a section's part for another comes in as a prop or slot).
  { from: { element: { type: "account-section" } }, allow: [to("components", "islands", "account-shared", ...SHARED), PAGE_MODEL_TYPES] },
  { from: { element: { type: "account-section" } }, allow: { dependency: { relationship: { to: "internal" } } } },
  { from: { element: { type: "account-shared" } }, allow: to("account-shared", ...SHARED) },
  // The account shell: the only element that imports sections.
  {
    from: { element: { type: "account-shell" } },
    allow: [to("account-shell", "account-section", "account-shared", "components", "islands", ...SHARED), PAGE_MODEL_TYPES],
  },
  // The page and template level composes features.
  {
    from: { element: { type: "templates" } },
    allow: to("templates", "components", "feature", "account-shell", "islands", "island-entries", "build", ...SHARED),
  },
  {
    from: { element: { type: "pages" } },
    allow: to("pages", "templates", "components", "feature", "account-shell", "islands", "island-entries", "build", ...SHARED),
  },
  { from: { element: { type: "build" } }, allow: to("build", "schemas", "sandbox", "scripts", ...SHARED) },
  // The sandbox stands in for the API: it may share the wire schemas and pure rules, not the site's UI.
  { from: { element: { type: "sandbox" } }, allow: to("sandbox", "lib", "api-client", "types", "locales") },
  { from: { element: { type: "schemas" } }, allow: to("schemas", "lib", "api-client") },
  { from: { element: { type: "studio" } }, allow: to("studio", "schemas", "lib") },
  { from: { element: { type: "scripts" } }, allow: to("scripts", "sandbox", "build", "lib", "api-client", "locales") },
  { from: { element: { type: "bench" } }, allow: to("bench", "scripts", "sandbox", "build", "lib", "tests", "locales") },
  { from: { element: { type: "tests" } }, allow: { to: { element: { type: "*" } } } },
];

/**
 * The sandbox's layers, lowest first (decision 178): a file may import its own layer and the ones below, never one
 * above. Pure rules; rows and queries; the shared plumbing (context, HTTP helpers, messages, the realtime hub);
 * the session and users; the domains; the transports (GraphQL, REST, the socket route); the server, which wires
 * them, with what runs beside it (the CSRF hook, the seed, the test controls, the in-process client).
 */
const SANDBOX_LAYERS = [
  ["sandbox/rules/**"],
  ["sandbox/db/**"],
  ["sandbox/@(context|http|i18n|messages|outbox|quotas|realtime-hub|realtime-origin|site-url|trust-proxy|csp-report|attachment).ts"],
  ["sandbox/auth/**"],
  ["sandbox/@(orders|payments|tickets|chat|partner)/**"],
  ["sandbox/@(graphql|rest)/**", "sandbox/@(realtime).ts"],
  ["sandbox/@(server|main|csrf).ts", "sandbox/@(seed|testing)/**", "sandbox/*/controls.ts"],
];
const SANDBOX_ZONES = SANDBOX_LAYERS.slice(0, -1).map((layer, i) => ({
  target: layer,
  from: SANDBOX_LAYERS.slice(i + 1).flat(),
  message: "runs back up the sandbox's layers (decision 178): move the shared piece down, or pass it in from above",
}));

export default tseslint.config(
  {
    ignores: [
      "node_modules/**",
      "public/**",
      ".cache/**",
      "studio/dist/**",
      "studio/.sanity/**",
      "bench/tmp/**",
      "bench/reference/**",
      "test-results/**",
      "playwright-report/**",
      "sandbox/data/**",
      "static/**",
      // Generated by graphql-codegen and sanity typegen; regenerated, never edited.
      "src/api-client/graphql/generated/**",
      "sandbox/graphql/generated/**",
      "src/build/sanity.types.ts",
    ],
  },
  { files: SOURCE, ...js.configs.recommended },
  ...tseslint.configs.recommended.map((config) => ({ ...config, files: SOURCE })),
  {
    files: SOURCE,
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: "module",
      globals: { ...globals.browser, ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true }],
    },
  },
  {
    ...comments.recommended,
    files: SOURCE,
    // Every disable comment names its reason (`// eslint-disable-next-line rule -- why`).
    rules: { ...comments.recommended.rules, "@eslint-community/eslint-comments/require-description": ["error", { ignore: [] }] },
  },
  {
    files: ["**/*.tsx"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } },
    rules: {
      // The classic hook rules; the React Compiler's rules (set-state-in-effect, refs, purity...) are
      // left out: the site does not use the compiler (decision 066).
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      ...jsxA11y.flatConfigs.recommended.rules,
      // A labelled region that scrolls (a wide comparison table) must take the focus so a keyboard can scroll it
      // (WCAG 2.1.1, axe's scrollable-region-focusable); tab panels as in the recommended set.
      "jsx-a11y/no-noninteractive-tabindex": ["error", { tags: [], roles: ["tabpanel", "region"] }],
    },
  },
  {
    files: ["src/**/*.ts"],
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "error" },
  },
  {
    // The sandbox's imports only run down its layers. A test beside its code may reach anything, as above; so may
    // a folder's test controls (auth/controls.ts: routes only tests call), which the server wires like the seed.
    // import-x/no-cycle skips type-only imports, so a cycle closed by `import type` is kept open here instead: the
    // layers refuse the sandbox context's old imports of realtime.ts and chat/, and the header and footer may not
    // import the layout that renders them (the settings' type is in site-settings.ts).
    files: ["sandbox/**/*.ts", "src/components/**/*.tsx"],
    ignores: ["**/*.test.ts", "**/*.test.tsx", "sandbox/*/controls.ts"],
    plugins: { "import-x": importX },
    settings: { "import-x/resolver-next": [createTypeScriptImportResolver({ project: "tsconfig.json" })] },
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            ...SANDBOX_ZONES,
            {
              target: "src/components/@(site-header|site-footer).tsx",
              from: ["src/components/@(layout).tsx"],
              message: "the layout renders the header and footer: they take its settings' type from site-settings.ts",
            },
          ],
        },
      ],
    },
  },
  {
    // Playwright reads a fixture's dependencies from its first parameter: `async ({}, use) =>` names none.
    files: ["tests/e2e/**/*.ts"],
    rules: { "no-empty-pattern": ["error", { allowObjectPatternsAsParameters: true }] },
  },
  {
    files: SOURCE,
    plugins: { boundaries, "import-x": importX },
    settings: {
      "boundaries/elements": ELEMENTS,
      "boundaries/files": [{ category: "test", pattern: "**/*.test.{ts,tsx}" }],
      "boundaries/include": ["**/*.{ts,tsx,mjs,json}"],
      // import-x follows only .js files unless told; boundaries reads the resolver of eslint-plugin-import.
      "import-x/extensions": [".ts", ".tsx", ".mjs", ".js"],
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "tsconfig.json" })],
      "import/resolver": { typescript: { project: "tsconfig.json" } },
    },
    rules: {
      "boundaries/dependencies": ["error", { default: "disallow", policies: ZONES }],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
);
