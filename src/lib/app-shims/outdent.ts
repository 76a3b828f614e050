/**
 * `outdent` in Gatsby's production browser bundle (decision 232): the i18n plugin's page wrapper writes one
 * development message with it (a page without the locales query, which every page has). The text as written,
 * its variables in place, without the package's indentation rules (0.6 KB gzip of the app chunk).
 */
export default function outdent(strings: TemplateStringsArray, ...values: unknown[]): string {
  return strings.reduce((text, part, i) => text + String(values[i - 1]) + part);
}
