import type { GatsbyConfig } from "gatsby";
import { DEFAULT_LANGUAGE, LANGUAGES } from "./src/lib/i18n-config";
import { readContentEnv } from "./src/build/env";
import { devApiProxy } from "./src/build/dev-proxy";

const env = readContentEnv();

const config: GatsbyConfig = {
  siteMetadata: { siteUrl: env.siteUrl },
  trailingSlash: "always",
  jsxRuntime: "automatic",
  graphqlTypegen: false,
  // `npm run develop` starts the sandbox beside `gatsby develop`; API paths go to it.
  developMiddleware: (app: { use: (handler: ReturnType<typeof devApiProxy>) => void }) => {
    app.use(devApiProxy(process.env.SANDBOX_URL ?? "http://127.0.0.1:8001"));
  },
  plugins: [
    {
      resolve: "gatsby-source-filesystem",
      options: { path: `${__dirname}/locales`, name: "locale" },
    },
    {
      resolve: "gatsby-plugin-react-i18next",
      options: {
        localeJsonSourceName: "locale",
        languages: [...LANGUAGES],
        defaultLanguage: DEFAULT_LANGUAGE,
        generateDefaultLanguagePage: false,
        redirect: false,
        siteUrl: env.siteUrl,
        i18nextOptions: {
          fallbackLng: DEFAULT_LANGUAGE,
          interpolation: { escapeValue: false },
          keySeparator: ".",
          nsSeparator: ":",
          returnNull: false,
        },
        // Authentication routes never take a language prefix (spec §2).
        pages: [{ matchPath: "/auth/:path*", excludeLanguages: ["ru"] }],
      },
    },
  ],
};

export default config;
