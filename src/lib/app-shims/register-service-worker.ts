/**
 * Gatsby's service-worker registration (.cache/register-service-worker.js) in the production browser bundle
 * (decision 249). Gatsby's production app requires it only when a plugin implements `registerServiceWorker`; the
 * site has no such plugin (gatsby-slice.test.ts checks the config and gatsby-browser), yet webpack bundles the
 * module into the app chunk of every app page (0.4 KB gzip). Should a plugin ask for a service worker, the page
 * says so at once, naming this decision, instead of running without the worker it was configured with.
 */
export {};

throw new Error("Gatsby's service-worker registration is not in this site's browser bundle (decision 249): drop the stand-in to register one.");
