// What island code uses of gatsby-plugin-react-i18next, for the island bundle (src/build/islands-bundle.ts
// aliases the package to this file; decision 113). The plugin's index is CommonJS that copies every export
// of react-i18next's CommonJS build (Trans with its HTML parser, Babel helpers, withTranslation…), which a
// bundler cannot shake. Here the hooks come from react-i18next's ES build, and the plugin's own pieces from
// its files as they are (their `require("react-i18next")` is pointed at ./react-i18next-hooks.ts).
export { useTranslation, I18nextProvider } from "react-i18next";
export { I18nextContext } from "gatsby-plugin-react-i18next/dist/i18nextContext";
export { useI18next } from "gatsby-plugin-react-i18next/dist/useI18next";
export { Link } from "gatsby-plugin-react-i18next/dist/Link";
