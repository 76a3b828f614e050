/** @jest-environment jsdom */
import { replayHeldHeaderClicks } from "./held-header-clicks";

const w = window as unknown as { __heldApp?: string[] | null };
const clicked: string[] = [];
document.addEventListener("click", (e) => clicked.push((e.target as HTMLElement).id));

beforeEach(() => {
  clicked.length = 0;
  // Two frames' headers (an auth screen's en and ru): only the shown one is live.
  document.body.innerHTML = `
    <div id="hidden-frame"><header class="site-header"><button class="nav-toggle" id="hidden-toggle"></button></header></div>
    <header class="site-header"><button class="product-menu__button" id="products"></button><button class="nav-toggle" id="toggle"></button></header>`;
  // jsdom lays nothing out: an element has boxes unless it sits in the hidden frame.
  jest.spyOn(HTMLElement.prototype, "getClientRects").mockImplementation(function (this: HTMLElement) {
    return (this.closest("#hidden-frame") ? [] : [{}]) as unknown as DOMRectList;
  });
});
afterEach(() => jest.restoreAllMocks());

it("clicks the shown control of each held kind once per held click, in order, and stops the holding", async () => {
  w.__heldApp = [".nav-toggle", ".product-menu__button", ".nav-toggle"];
  await expect(replayHeldHeaderClicks()).resolves.toBe(3);
  expect(clicked).toEqual(["toggle", "products", "toggle"]);
  expect(w.__heldApp).toBeNull();
  await expect(replayHeldHeaderClicks()).resolves.toBe(0);
});

it("waits for a control the app has not rendered yet (an auth screen's later commit), then clicks it", async () => {
  document.body.innerHTML = "";
  w.__heldApp = [".nav-toggle"];
  const replay = replayHeldHeaderClicks();
  expect(w.__heldApp).toBeNull();
  document.body.innerHTML = `<header class="site-header"><button class="nav-toggle" id="late"></button></header>`;
  await expect(replay).resolves.toBe(1);
  expect(clicked).toEqual(["late"]);
});

it("gives up after the wait when the control never comes, and ignores what is not one of the two controls", async () => {
  jest.useFakeTimers();
  document.body.innerHTML = "";
  w.__heldApp = ["#hidden-toggle", ".nav-toggle"];
  const replay = replayHeldHeaderClicks(window, 500);
  jest.advanceTimersByTime(500);
  await expect(replay).resolves.toBe(0);
  jest.useRealTimers();
  w.__heldApp = undefined;
  await expect(replayHeldHeaderClicks()).resolves.toBe(0);
  expect(clicked).toEqual([]);
});
