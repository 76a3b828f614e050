// react-i18next as the plugin's own files require it (gatsby-plugin-react-i18next/dist: the page wrapper takes
// I18nextProvider, useI18next takes useTranslation), for the browser bundles (decision 200). A CommonJS
// `require("react-i18next")` uses the whole module, so webpack kept all of it in Gatsby's app chunk; these two
// named re-exports are all those files read.
export { I18nextProvider, useTranslation } from "react-i18next";
