/** @jest-environment jsdom */
import { useState } from "react";
import { act, fireEvent, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createInstance } from "i18next";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { Island, setIslandServerRenderer } from "./island";
import type { ComponentProps } from "react";
import { defineIsland, type IslandDefinition } from "./define";
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

/** The server's markup of `server`'s island, then hydrated in the browser with `lazy`, as the app bundle does (decision 232). */
async function hydrateOverServerMarkup(
  server: IslandDefinition<{ label: string }>,
  lazy: LazyIslandDefinition<{ label: string }>,
  label: string,
  onIntent = false,
  start: Pick<ComponentProps<typeof Island>, "eagerIf" | "companionOf"> = {},
): Promise<HTMLElement> {
  const i18n = page();
  // The server renders the entry itself (header-islands.ts); the browser bundle hydrates with the lazy definition.
  setIslandServerRenderer((element, options) => renderToString(element, options));
  const container = document.createElement("div");
  container.innerHTML = renderToString(
    <I18nextProvider i18n={i18n}>
      <Island of={server} props={{ label }} />
    </I18nextProvider>,
  );
  document.body.append(container);
  await act(async () => {
    hydrateRoot(
      container,
      <I18nextProvider i18n={i18n}>
        <Island of={lazy} props={{ label }} onIntent={onIntent} {...start} />
      </I18nextProvider>,
    );
  });
  return container;
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
  const container = await hydrateOverServerMarkup(entry, lazy, "pressed");
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

// Decision 246: an island that starts on the visitor's reach (the product menu on an app page) loads nothing until a
// pointer, a touch, focus or a key comes to it; an action key made before it is live is held and replayed, as a press is.
function Keys({ label }: { label: string }) {
  const [keys, setKeys] = useState<string[]>([]);
  return (
    <button type="button" onKeyDown={(event) => setKeys((before) => [...before, event.key])}>
      {`${label} ${keys.join(",") || "-"}`}
    </button>
  );
}

const keysEntry = defineIsland({ name: "keys", component: Keys, strings: [], when: "interaction" });

async function hydrateLazy(onIntent: boolean, start: Parameters<typeof hydrateOverServerMarkup>[4] = {}, name = "keys") {
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const load = jest.fn(() => arrived.then(() => ({ default: keysEntry })));
  const lazy: LazyIslandDefinition<{ label: string }> = { name, strings: [], when: "interaction", load };
  const container = await hydrateOverServerMarkup(keysEntry, lazy, "keys", onIntent, start);
  const finish = async () => {
    await act(async () => {
      arrive();
      await arrived;
    });
  };
  return { container, load, finish, button: screen.getByRole("button", { name: "keys -" }) };
}

afterEach(() => {
  document.body.innerHTML = "";
});

test("an island started on intent loads nothing until the pointer comes to it; keys pressed while it loads reach it, in order, once it is live", async () => {
  const { load, finish, button } = await hydrateLazy(true);
  expect(load).not.toHaveBeenCalled();
  fireEvent.pointerOver(button);
  expect(load).toHaveBeenCalledTimes(1);
  // Held: the default action too (the browser's scroll on ArrowDown).
  expect(fireEvent.keyDown(button, { key: "ArrowDown" })).toBe(false);
  fireEvent.keyDown(button, { key: "Escape" });
  // A letter is not an action key: not held, and the not-yet-live markup does nothing with it.
  expect(fireEvent.keyDown(button, { key: "a" })).toBe(true);
  expect(button.textContent).toBe("keys -");
  await finish();
  expect(await screen.findByRole("button", { name: "keys ArrowDown,Escape" })).toBe(button);
  expect(load).toHaveBeenCalledTimes(1);
});

test("an island started on intent starts on a key alone (no pointer, no focus event) and replays that key", async () => {
  const { load, finish, button } = await hydrateLazy(true);
  fireEvent.keyDown(button, { key: "ArrowUp" });
  expect(load).toHaveBeenCalledTimes(1);
  await finish();
  expect(await screen.findByRole("button", { name: "keys ArrowUp" })).toBe(button);
});

test("an island started at once (an app page's island without onIntent) loads as it mounts and holds keys too", async () => {
  const { load, finish, button } = await hydrateLazy(false);
  expect(load).toHaveBeenCalledTimes(1);
  fireEvent.keyDown(button, { key: "End" });
  await finish();
  expect(await screen.findByRole("button", { name: "keys End" })).toBe(button);
});

test("an island started on intent whose root is empty (a page rendered in the browser, as the auth screens are) starts at once", async () => {
  // Its code never arrives here: the test is about when it is asked for.
  const load = jest.fn(() => new Promise<{ default: typeof keysEntry }>(() => undefined));
  const lazy: LazyIslandDefinition<{ label: string }> = { name: "keys", strings: [], when: "interaction", load };
  const i18n = page();
  // No server renderer: the root is rendered empty, so there is nothing a pointer could come over.
  setIslandServerRenderer(null as unknown as Parameters<typeof setIslandServerRenderer>[0]);
  const container = document.createElement("div");
  document.body.append(container);
  await act(async () => {
    createRoot(container).render(
      <I18nextProvider i18n={i18n}>
        <Island of={lazy} props={{ label: "keys" }} onIntent />
      </I18nextProvider>,
    );
  });
  // Asked for as it mounts, with no pointer, focus or key (its rendering into the empty root is decision 232's, as before).
  expect(load).toHaveBeenCalledTimes(1);
  expect(container.querySelector('[data-island="keys"]')?.childNodes).toHaveLength(0);
});

// Issue 40: the chat launcher on an app page starts on the visitor's reach, or when the page is idle while a
// conversation is under way (`eagerIf`); its header badge starts with it (`companionOf`).
test("an island started on intent whose eagerIf holds starts when the page is idle, with no pointer, focus or key", async () => {
  // jsdom has no requestIdleCallback: the page's idle moment is the test's to give.
  const idle = jest.fn((_run: () => void) => 7);
  Object.assign(window, { requestIdleCallback: idle });
  const { load } = await hydrateLazy(true, { eagerIf: () => true });
  expect(load).not.toHaveBeenCalled();
  expect(idle).toHaveBeenCalledTimes(1);
  await act(async () => idle.mock.calls[0]![0]());
  expect(load).toHaveBeenCalledTimes(1);
  Reflect.deleteProperty(window, "requestIdleCallback");
});

test("an island started on intent whose eagerIf does not hold waits for the visitor", async () => {
  // jsdom has no requestIdleCallback: the page's idle moment is the test's to give.
  const idle = jest.fn((_run: () => void) => 7);
  Object.assign(window, { requestIdleCallback: idle });
  const { load, button } = await hydrateLazy(true, { eagerIf: () => false });
  expect(idle).not.toHaveBeenCalled();
  expect(load).not.toHaveBeenCalled();
  fireEvent.pointerOver(button);
  expect(load).toHaveBeenCalledTimes(1);
  Reflect.deleteProperty(window, "requestIdleCallback");
});

test("a companion island waits for the island it goes with, then starts with it; its own root being empty does not start it", async () => {
  const badge = jest.fn(() => new Promise<{ default: typeof keysEntry }>(() => undefined));
  const companion: LazyIslandDefinition<{ label: string }> = { name: "badge-of-launcher", strings: [], when: "interaction", load: badge };
  setIslandServerRenderer(null as unknown as Parameters<typeof setIslandServerRenderer>[0]);
  const companionRoot = document.createElement("div");
  document.body.append(companionRoot);
  await act(async () => {
    createRoot(companionRoot).render(
      <I18nextProvider i18n={page()}>
        <Island of={companion} props={{ label: "badge" }} companionOf="launcher" />
      </I18nextProvider>,
    );
  });
  expect(badge).not.toHaveBeenCalled();
  const { load, button } = await hydrateLazy(true, {}, "launcher");
  expect(badge).not.toHaveBeenCalled();
  fireEvent.pointerOver(button);
  expect(load).toHaveBeenCalledTimes(1);
  expect(badge).toHaveBeenCalledTimes(1);
});

test("an island whose code does not arrive keeps the server's markup, leaves no unhandled failure, and tries again on the next reach", async () => {
  const unhandled = jest.fn();
  process.on("unhandledRejection", unhandled);
  const load = jest
    .fn<Promise<{ default: typeof keysEntry }>, []>()
    .mockRejectedValueOnce(new Error("Loading chunk 3541 failed."))
    .mockResolvedValueOnce({ default: keysEntry });
  const lazy: LazyIslandDefinition<{ label: string }> = { name: "keys-retry", strings: [], when: "interaction", load };
  const container = await hydrateOverServerMarkup(keysEntry, lazy, "keys", true);
  const button = screen.getByRole("button", { name: "keys -" });
  await act(async () => {
    fireEvent.pointerOver(button);
    // Held while the code that will not arrive is asked for: dropped with the failure, not replayed later.
    fireEvent.keyDown(button, { key: "ArrowDown" });
  });
  expect(load).toHaveBeenCalledTimes(1);
  expect(container.querySelector("button")).toBe(button);
  await act(async () => {
    fireEvent.pointerOver(button);
  });
  expect(load).toHaveBeenCalledTimes(2);
  fireEvent.keyDown(button, { key: "Enter" });
  expect(await screen.findByRole("button", { name: "keys Enter" })).toBe(button);
  await new Promise((resolve) => setTimeout(resolve, 0));
  process.off("unhandledRejection", unhandled);
  expect(unhandled).not.toHaveBeenCalled();
});
