/**
 * Gatsby's internal partytown plugin's browser part in the production browser bundle (decision 232). Its
 * `onInitialClientRender` injects off-main-thread scripts in `gatsby develop` only and returns at once in a
 * production build, but its module `require`s gatsby-script and partytown's snippet, which kept both in the app
 * chunk of every app page (about 1.8 KB gzip). The site has no `<Script>`.
 */
export const onInitialClientRender = (): void => undefined;
