import { graphql } from "gatsby";

/**
 * The translation namespaces a content page reads: its template, the Layout (header, footer, currency
 * switcher, payment notice, chat launcher) and the islands it loads (forms, configurator, chat widget).
 * Every content page carries these catalogues in its page-data.json, so the account, auth and partners
 * namespaces stay out (decision 060). `content-locales.test.ts` fails when code reachable from a
 * template uses a key outside this list.
 *
 * Spread in a page query with `...ContentLocales` (its `$language` variable) or, on the not-found page,
 * which renders either language at an unknown address, `...ContentLocalesAllLanguages`. Both lists
 * must stay equal (the test checks).
 */
export const contentLocales = graphql`
  fragment ContentLocales on Query {
    locales: allLocale(
      filter: { language: { eq: $language }, ns: { in: ["common", "site", "checkout", "chat", "errors"] } }
      sort: [{ ns: ASC }, { language: ASC }]
    ) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
  }
  fragment ContentLocalesAllLanguages on Query {
    locales: allLocale(filter: { ns: { in: ["common", "site", "checkout", "chat", "errors"] } }, sort: [{ ns: ASC }, { language: ASC }]) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
  }
`;
