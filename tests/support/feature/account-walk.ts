import { screen, waitFor } from "@testing-library/react";
import { gql, renderAccount, tabCall } from "./render-app";
import { CUSTOMER_DATA_QUERY, allowedWords } from "../russian-words";
import { textsShownIn } from "../shown-texts";

/**
 * An account screen rendered (a page load of the tab) and settled: its lazy part loaded (no Suspense
 * fallback), its data in (no loading skeleton), its heading shown. Returns the screen's area.
 */
export async function renderScreen(address: string): Promise<HTMLElement> {
  const { container } = await renderAccount(address);
  return waitFor(
    () => {
      const main = container.querySelector<HTMLElement>(".account-main");
      if (!main || main.querySelector(":scope > p.muted[role=status]")) throw new Error(`${address}: the screen is still loading its code`);
      if (screen.queryAllByTestId("loading").length > 0) throw new Error(`${address}: the screen is still loading its data`);
      if (!main.querySelector("h1, h2")) throw new Error(`${address}: no heading yet`);
      return main;
    },
    { timeout: 15_000 },
  );
}

/** The interface text the screen shows, read as the browser tests read it (tests/support/shown-texts.ts). */
export const shownTexts = (root: HTMLElement): string[] => textsShownIn(root);

/** The signed-in customer's own words and the product names (../russian-words.ts), read from the sandbox. */
export async function customerWords(): Promise<Set<string>> {
  const read = async (address: string) => (await tabCall(address)).json() as Promise<unknown>;
  return allowedWords(
    await gql(CUSTOMER_DATA_QUERY),
    await read("/my/api/account/personal_info/"),
    await read("/my/api/account/menu_context/"),
    await read("/my/api/second_login/"),
  );
}
