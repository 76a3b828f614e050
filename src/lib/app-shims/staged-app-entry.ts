import { nextTask } from "../../islands/next-task";

// The entry of Gatsby's app chunk in the production browser bundle (src/build/staged-app-entry.ts puts it in place of
// `.cache/production-app`). Gatsby's entry evaluated React DOM, every plugin's browser module (the site's
// gatsby-browser.tsx with them) and its own runtime in the task of the script that came last: 24–32 ms on the bench's
// machine, one task of 140–190 ms in Lighthouse's 6× round of `/my/` and `/checkout/` (issue 40). Here the same modules
// are evaluated in three tasks, in the order Gatsby's entry requires them; each is then in webpack's module cache, so
// the entry finds them evaluated. What Gatsby's entry does once evaluated is unchanged (decision 272).
void (async () => {
  await nextTask();
  await import(/* webpackMode: "eager" */ "react-dom/client");
  await nextTask();
  await import(/* webpackMode: "eager" */ "gatsby-app-entry/api-runner-browser");
  await nextTask();
  await import(/* webpackMode: "eager" */ "gatsby-app-entry/production-app");
})();
