import { graphql } from "gatsby";

/**
 * The catalogues of every auth page, in both languages: the pages are built once (spec §2: no
 * language prefix) and speak the visitor's language, chosen in the browser (decision 076). `checkout`
 * holds the header's currency selector's texts (its name was the raw key `currency.label` here).
 */
export const authLocales = graphql`
  fragment AuthLocales on Query {
    locales: allLocale(filter: { ns: { in: ["common", "errors", "auth", "site", "chat", "checkout"] } }, sort: [{ ns: ASC }, { language: ASC }]) {
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
