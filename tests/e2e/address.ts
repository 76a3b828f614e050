import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/** The address bar's path and query, exactly (a regular expression on the URL would also take /ru/…). */
export const expectAddress = (page: Page, address: string) =>
  expect
    .poll(() => {
      const url = new URL(page.url());
      return url.pathname + url.search;
    })
    .toBe(address);
