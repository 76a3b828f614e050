// Gatsby's own browser runtime modules (`.cache/`), named by the staged app entry (src/build/staged-app-entry.ts
// maps these names to their files in the production browser bundle).
declare module "gatsby-app-entry/api-runner-browser";
declare module "gatsby-app-entry/production-app";
