/** @jest-environment jsdom */
import { useState } from "react";
import { act, fireEvent, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { hydrateRoot } from "react-dom/client";
import { createInstance } from "i18next";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { Island, setIslandServerRenderer } from "./island";
import { defineIsland } from "./define";
import type { LazyIslandDefinition } from "./lazy-definition";

// Decision 232: an app page's header island whose component arrives when it mounts. Until it has, the root is the
// server's markup and a press on it is held; once mounted, the island is the component and the press reaches it.
function Counter({ label }: { label: string }) {
  const [n, setN] = useState(0);
  return (
    <button type="button" onClick={() => setN(n + 1)}>
      {`${label} ${n}`}
    </button>
  );
}

const entry = defineIsland({ name: "counter", component: Counter, strings: [], when: "interaction" });

function page() {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({ resources: { en: { common: {} } }, lng: "en", defaultNS: "common", initImmediate: false });
  return i18n;
}

test("a lazy island hydrates the server's markup with its entry's component once the entry arrives; a press made before reaches it", async () => {
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const lazy: LazyIslandDefinition<{ label: string }> = {
    name: "counter",
    strings: [],
    when: "interaction",
    load: () => arrived.then(() => ({ default: entry })),
  };
  const i18n = page();
  // The server renders the entry itself (header-islands.ts); the browser bundle hydrates with the lazy definition.
  setIslandServerRenderer((element, options) => renderToString(element, options));
  const container = document.createElement("div");
  container.innerHTML = renderToString(
    <I18nextProvider i18n={i18n}>
      <Island of={entry} props={{ label: "pressed" }} />
    </I18nextProvider>,
  );
  document.body.append(container);
  await act(async () => {
    hydrateRoot(
      container,
      <I18nextProvider i18n={i18n}>
        <Island of={lazy} props={{ label: "pressed" }} />
      </I18nextProvider>,
    );
  });
  const islandRoot = container.querySelector('[data-island="counter"]');
  expect(islandRoot?.getAttribute("data-when")).toBe("interaction");
  const button = screen.getByRole("button", { name: "pressed 0" });
  // Before the entry arrives: the server's button, with no handler yet; the press is held.
  fireEvent.click(button);
  expect(button.textContent).toBe("pressed 0");
  await act(async () => {
    arrive();
    await arrived;
  });
  expect(await screen.findByRole("button", { name: "pressed 1" })).toBe(button);
});
