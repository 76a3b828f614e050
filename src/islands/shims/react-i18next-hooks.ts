// react-i18next as gatsby-plugin-react-i18next's own files need it in the island bundle (useI18next calls
// useTranslation; nothing else): see ./gatsby-plugin-react-i18next.ts.
export { useTranslation } from "react-i18next";
