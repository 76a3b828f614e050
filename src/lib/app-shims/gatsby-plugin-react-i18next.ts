// What the apps' code uses of gatsby-plugin-react-i18next, for the browser bundles (src/build/app-i18n-aliases.ts
// aliases the package to this file; decision 200). The plugin's index copies every export of react-i18next
// onto its own with `Object.keys(...).forEach` (CommonJS), which webpack cannot shake: Trans with its HTML
// parser, the HOCs and the SSR helpers went into Gatsby's app chunk, which every app page loads first. Named
// ES re-exports let webpack keep only what a chunk uses; the plugin's own parts are its files, unchanged.
// react-i18next is app-shims/react-i18next.tsx in the browser bundles too (decision 222).
export { I18nextProvider, useTranslation } from "react-i18next";
export { I18nextContext } from "gatsby-plugin-react-i18next/dist/i18nextContext";
export { useI18next } from "gatsby-plugin-react-i18next/dist/useI18next";
export { Link } from "gatsby-plugin-react-i18next/dist/Link";
