import { act } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import type { Root } from "react-dom/client";
import type { IslandData, IslandDefinition } from "../../../src/islands/define";
import { islandI18n } from "../../../src/islands/island-i18n";
import { mountIsland } from "../../../src/islands/mount";
import { pickStrings } from "../../../src/islands/strings";
import { IslandTree } from "../../../src/islands/tree";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "../../../src/lib/i18n-config";
import { pageI18n } from "./render-app";

// A content page's island in a feature test, as the page has it (decision 078): the server's render of the
// island's tree with its own strings (src/islands/island.tsx) in its root element, hydrated by the boot script's
// mountIsland once the visitor reached for it. The island talks to the file's sandbox (sandbox-environment.ts).
// Waking on the real page (when, which chunk, what was typed meanwhile) is the browser's to prove.

let shown: { root: Root; el: HTMLElement } | undefined;

/** The island's data as the page's `<Island>` writes it: its props, its strings out of the page's catalogues, the page's context. */
function islandData(definition: IslandDefinition<object>, props: object, language: Language, address: string): IslandData {
  const i18n = pageI18n(language);
  const catalogues = (i18n.store.data[language] ?? {}) as Record<string, unknown>;
  return {
    props: props as Record<string, unknown>,
    i18n: {
      language,
      defaultNS: String(i18n.options.defaultNS),
      fallbackNS: Array.isArray(i18n.options.fallbackNS) ? i18n.options.fallbackNS.map(String) : [],
      strings: pickStrings(catalogues, definition.strings),
    },
    page: {
      language,
      languages: [...LANGUAGES],
      defaultLanguage: DEFAULT_LANGUAGE,
      routed: language !== DEFAULT_LANGUAGE,
      generateDefaultLanguagePage: false,
      originalPath: address.replace(/^\/ru(?=\/)/, ""),
      path: address,
    },
    idPrefix: "i1-",
  };
}

/**
 * Loads `address` (a content page, e.g. "/ru/contacts/") with one island on it, server-rendered, and hydrates
 * it (a new page load of the same tab: the island shown before goes). Returns the island's root element.
 */
export async function renderIsland<P extends object>(definition: IslandDefinition<P>, props: P, address: string, testId?: string): Promise<HTMLElement> {
  if (shown) {
    const last = shown;
    await act(async () => last.root.unmount());
    last.el.remove();
  }
  window.history.replaceState(null, "", address);
  const language: Language = /^\/ru\//.test(address) ? "ru" : "en";
  document.documentElement.lang = language;
  const data = islandData(definition as IslandDefinition<object>, props, language, address);
  const el = document.createElement("div");
  el.dataset.island = definition.name;
  if (testId) el.dataset.testid = testId;
  el.innerHTML = renderToString(
    <IslandTree component={definition.component as IslandDefinition<object>["component"]} props={data.props} i18n={islandI18n(data.i18n)} page={data.page} />,
    { identifierPrefix: data.idPrefix },
  );
  document.body.append(el);
  let root!: Root;
  await act(async () => {
    root = mountIsland(el, definition as IslandDefinition<object>, data);
  });
  shown = { root, el };
  return el;
}
