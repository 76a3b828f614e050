import { expect, type Page } from "@playwright/test";
import { englishUiTexts } from "../support/english-ui-texts";
import { textsShownIn } from "../support/shown-texts";

// Issue 17: a Russian visitor must not see English interface text (the scanner: tests/support/english-ui-texts.ts).

/** The visible interface text of the page (or of its first `root`): tests/support/shown-texts.ts, run in the page. */
export async function shownTexts(page: Page, root = "body"): Promise<string[]> {
  return page.locator(root).first().evaluate(textsShownIn);
}

/** Fails with the English strings the page shows (`except`: customer data and product names on it). */
export async function expectNoEnglishUi(page: Page, where: string, except: string[] = []) {
  expect(englishUiTexts(await shownTexts(page), except), `English interface text on ${where}`).toEqual([]);
}

export { isEnglishUiText } from "../support/english-ui-texts";
