/**
 * `browser-lang` in the production browser bundle (decision 249). gatsby-plugin-react-i18next's page wrapper
 * requires it to guess a visitor's language, and calls it only when the plugin's `redirect` option is on; the site
 * sets it off (its addresses carry the language, spec §2), and gatsby-slice.test.ts checks gatsby-config says so.
 * A call throws, naming this decision, rather than guessing a language differently from the package.
 */
export default function browserLang(): never {
  throw new Error("browser-lang is not in this site's browser bundle (decision 249): the i18n plugin's redirect is off; drop the stand-in to turn it on.");
}
