// What island code uses of gatsby-plugin-react-i18next, for the island bundle (src/build/islands-bundle.ts
// aliases the package to this file; decisions 113, 122). The plugin's index is CommonJS that copies every
// export of react-i18next's CommonJS build (Trans with its HTML parser, Babel helpers, withTranslation…),
// which a bundler cannot shake. Here the hook and provider come from "react-i18next", which the island bundle
// resolves to ./react-i18next.tsx (issue 40), and the plugin's own pieces (context, `useI18next`, `Link`)
// from ./i18next-links.tsx.
export { useTranslation, I18nextProvider } from "react-i18next";
export { I18nextContext, useI18next, Link } from "./i18next-links";
