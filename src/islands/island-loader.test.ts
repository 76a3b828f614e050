/** @jest-environment jsdom */
import { startIslands } from "./island-loader";
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
