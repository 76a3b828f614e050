/** @jest-environment jsdom */
import { islandData, startIslands } from "./island-loader";
import type { IslandDefinition } from "./define";

// A "boot" island (decision 122: the header's account entry) starts only when the boot script asks for it
// by name; the visitor's pointer, focus and keys leave it as static HTML and hold nothing back.

function page() {
  document.body.innerHTML = `
    <div data-island="product-menu" data-when="interaction"><button type="button">Products</button></div><script type="application/json">{}</script>
    <div data-island="account-entry" data-when="boot"><a href="/my/">My account</a></div><script type="application/json">{}</script>`;
  const mounted: string[] = [];
  const entry = (name: string) => () => Promise.resolve({ default: { name } as IslandDefinition<object> });
  const start = startIslands({ "product-menu": entry("product-menu"), "account-entry": entry("account-entry") }, () =>
    Promise.resolve({ mountIsland: (_el: Element, def: IslandDefinition<object>) => mounted.push(def.name) }),
  );
  const root = (name: string) => document.querySelector<HTMLElement>(`[data-island="${name}"]`)!;
  return { start, mounted, root };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

it("starts an interaction island on pointer, focus or key, and a boot island only when asked by name", async () => {
  const { start, mounted, root } = page();
  for (const name of ["product-menu", "account-entry"]) {
    root(name).dispatchEvent(new Event("pointerover", { bubbles: true }));
    root(name).dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
  }
  const key = new KeyboardEvent("keydown", { key: "Escape", bubbles: true, cancelable: true });
  root("account-entry").querySelector("a")!.dispatchEvent(key);
  await settle();
  expect(key.defaultPrevented).toBe(false);
  expect(mounted).toEqual(["product-menu"]);
  expect(root("product-menu").dataset.state).toBe("live");
  expect(root("account-entry").dataset.state).toBeUndefined();

  start("account-entry");
  await settle();
  expect(mounted).toEqual(["product-menu", "account-entry"]);
  expect(root("account-entry").dataset.state).toBe("live");
});

it("fetches the strings and long props a page refers to (decision 133) and hands the island its whole data", async () => {
  const script = document.createElement("script");
  script.type = "application/json";
  script.textContent = JSON.stringify({
    i18n: { language: "ru", defaultNS: "site", fallbackNS: [] },
    page: { language: "ru" },
    idPrefix: "i3-",
    refs: { strings: "/_islands/data/S.json", props: "/_islands/data/P.json" },
  });
  const files: Record<string, unknown> = { "/_islands/data/S.json": { site: { hi: "Привет" } }, "/_islands/data/P.json": { items: [1, 2] } };
  const fetched: string[] = [];
  window.fetch = ((src: string) => {
    fetched.push(src);
    return Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(files[src]) });
  }) as unknown as typeof fetch;
  await expect(islandData(script)).resolves.toEqual({
    props: { items: [1, 2] },
    i18n: { language: "ru", defaultNS: "site", fallbackNS: [], strings: { site: { hi: "Привет" } } },
    page: { language: "ru" },
    idPrefix: "i3-",
    refs: { strings: "/_islands/data/S.json", props: "/_islands/data/P.json" },
  });
  expect(fetched).toEqual(["/_islands/data/S.json", "/_islands/data/P.json"]);
  // A page with its data inline fetches nothing; a file that fails fails the start (the next interaction tries again).
  script.textContent = JSON.stringify({ props: { a: 1 }, i18n: { language: "en", defaultNS: "site", fallbackNS: [], strings: {} }, page: {}, idPrefix: "i4-" });
  await expect(islandData(script)).resolves.toMatchObject({ props: { a: 1 } });
  expect(fetched).toHaveLength(2);
  window.fetch = (() => Promise.resolve({ ok: false, status: 404 })) as unknown as typeof fetch;
  script.textContent = JSON.stringify({
    i18n: { language: "en", defaultNS: "site", fallbackNS: [] },
    page: {},
    idPrefix: "i5-",
    refs: { strings: "/_islands/data/gone.json" },
  });
  await expect(islandData(script)).rejects.toThrow("/_islands/data/gone.json: 404");
});

it("holds a tap on an icon inside an island's button and replays it as a click on the button", async () => {
  document.body.innerHTML = `
    <div data-island="chat-launcher" data-when="interaction"><button type="button"><svg><path d="M0 0h1"/></svg></button></div><script type="application/json">{}</script>`;
  const clicks: string[] = [];
  startIslands({ "chat-launcher": () => Promise.resolve({ default: { name: "chat-launcher" } as IslandDefinition<object> }) }, () =>
    Promise.resolve({ mountIsland: (el: Element) => el.querySelector("button")!.addEventListener("click", () => clicks.push("open")) }),
  );
  const tap = new MouseEvent("click", { bubbles: true, cancelable: true });
  document.querySelector("path")!.dispatchEvent(tap);
  expect(tap.defaultPrevented).toBe(true);
  await settle();
  expect(clicks).toEqual(["open"]);
});

it("says under an island whose code did not arrive that it did not load, and takes it away once it loads", async () => {
  document.body.innerHTML = `
    <div data-island="contact-form" data-when="interaction" data-failed="This part of the page did not load."><button type="button">Send</button></div><script type="application/json">{}</script><footer></footer>`;
  let arrives = false;
  const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
  startIslands(
    {
      "contact-form": () =>
        arrives ? Promise.resolve({ default: { name: "contact-form" } as IslandDefinition<object> }) : Promise.reject(new TypeError("Failed to fetch")),
    },
    () => Promise.resolve({ mountIsland: () => undefined }),
  );
  const root = document.querySelector<HTMLElement>("[data-island]")!;
  const notices = () =>
    Array.from(document.querySelectorAll(".island-failed")).map((n) => [n.textContent, n.getAttribute("role"), n.previousElementSibling?.tagName]);
  root.querySelector("button")!.click();
  await settle();
  expect(notices()).toEqual([["This part of the page did not load.", "alert", "SCRIPT"]]);
  // Another failed try says it once, not twice.
  root.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
  root.querySelector("button")!.click();
  await settle();
  expect(notices()).toHaveLength(1);
  arrives = true;
  root.querySelector("button")!.click();
  await settle();
  expect(root.dataset.state).toBe("live");
  expect(notices()).toEqual([]);
  expect(errors).toHaveBeenCalled();
  errors.mockRestore();
});
