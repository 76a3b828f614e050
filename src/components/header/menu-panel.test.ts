/** @jest-environment jsdom */
import { wireMenuPanel } from "./menu-panel";
import { TYPEAHEAD_RESET_MS } from "../../lib/typeahead";

function setup() {
  document.body.innerHTML = `
    <button id="toggle" aria-expanded="false">Menu</button>
    <div id="panel" hidden><a href="/help/">Help centre</a><a href="/news/">News</a><a href="/contacts/">Contacts</a><a href="/partners/">Partner program</a></div>
    <a id="outside" href="/">Outside</a>`;
  const button = document.getElementById("toggle") as HTMLButtonElement;
  const panel = document.getElementById("panel")!;
  const changes: boolean[] = [];
  const unwire = wireMenuPanel(button, panel, (open) => changes.push(open));
  const key = (k: string, shiftKey = false) =>
    document.activeElement!.dispatchEvent(new KeyboardEvent("keydown", { key: k, shiftKey, bubbles: true, cancelable: true }));
  const focused = () => document.activeElement?.textContent;
  return { button, panel, changes, unwire, key, focused };
}

afterEach(() => jest.useRealTimers());

test("the button opens the panel on its first link and closes it again", () => {
  const { button, panel, changes, focused } = setup();
  button.click();
  expect(button.getAttribute("aria-expanded")).toBe("true");
  expect(panel.hidden).toBe(false);
  expect(focused()).toBe("Help centre");
  button.click();
  expect(panel.hidden).toBe(true);
  expect(changes).toEqual([true, false]);
});

test("Tab and Shift+Tab cycle through the toggle and the links without leaving the menu", () => {
  const { button, key, focused } = setup();
  button.click();
  key("Tab");
  key("Tab");
  key("Tab");
  expect(focused()).toBe("Partner program");
  key("Tab");
  expect(document.activeElement).toBe(button);
  key("Tab");
  expect(focused()).toBe("Help centre");
  key("Tab", true);
  expect(document.activeElement).toBe(button);
  key("Tab", true);
  expect(focused()).toBe("Partner program");
});

test("Escape closes and returns the focus to the toggle", () => {
  const { button, panel, key } = setup();
  button.click();
  key("ArrowDown");
  key("Escape");
  expect(panel.hidden).toBe(true);
  expect(button.getAttribute("aria-expanded")).toBe("false");
  expect(document.activeElement).toBe(button);
});

test("arrows, Home and End move between links; letters jump by type-ahead, reset after 350 ms", () => {
  jest.useFakeTimers({ now: 1_000 });
  const { button, key, focused } = setup();
  button.click();
  key("ArrowDown");
  expect(focused()).toBe("News");
  key("End");
  expect(focused()).toBe("Partner program");
  key("ArrowDown");
  expect(focused()).toBe("Help centre");
  key("ArrowUp");
  expect(focused()).toBe("Partner program");
  key("Home");
  key("c");
  expect(focused()).toBe("Contacts");
  key("n");
  expect(focused()).toBe("Contacts"); // "cn" matches nothing
  jest.setSystemTime(1_000 + TYPEAHEAD_RESET_MS + 1);
  key("n");
  expect(focused()).toBe("News");
});

test("a press outside or a followed link closes; unwiring removes the listeners", () => {
  const { button, panel, unwire } = setup();
  button.click();
  document.getElementById("outside")!.dispatchEvent(new Event("pointerdown", { bubbles: true }));
  expect(panel.hidden).toBe(true);
  button.click();
  panel.querySelector("a")!.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
  expect(panel.hidden).toBe(true);
  unwire();
  button.click();
  expect(panel.hidden).toBe(true);
});
