import { test as base } from "@playwright/test";

let counter = 0;

/**
 * The base of every fixture set: each test reaches the site from its own client address. The sandbox
 * counts its per-IP limits (30 logins a minute, 5 contact messages…) per address, so without this the
 * whole run shares one address and a busy minute of logins answers 429 to whichever test comes next.
 * The tests' server trusts X-Forwarded-For from loopback for this (TRUST_PROXY=loopback in
 * playwright.config.ts, explicitly: a deployed server trusts no client's header). Set on the browser
 * context, the header goes with the pages' requests and with `page.request` alike. Through nginx
 * (the "nginx" project) the header is replaced by the connecting address, as in production.
 */
export const test = base.extend<{ ip: string }>({
  ip: async ({}, use, testInfo) => {
    counter += 1;
    await use(`10.${testInfo.workerIndex % 250}.${Math.floor(counter / 250) % 250}.${(counter % 250) + 1}`);
  },
  context: async ({ context, ip }, use) => {
    await context.setExtraHTTPHeaders({ "X-Forwarded-For": ip });
    await use(context);
  },
});
