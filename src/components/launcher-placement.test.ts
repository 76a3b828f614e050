/** @jest-environment jsdom */
import { keepClearOfActions, rootMarginFor } from "./launcher-placement";

test("the root margins shrink the viewport to the launcher's box plus the padding", () => {
  // A 52 px launcher 16 px from the bottom-right corner of a 390 x 844 screen.
  const box = { top: 776, left: 322, bottom: 828, right: 374 };
  expect(rootMarginFor(box, { width: 390, height: 844 })).toBe("-768px -8px -8px -314px");
  expect(rootMarginFor(box, { width: 390, height: 844 }, 0)).toBe("-776px -16px -16px -322px");
});

test("a box touching or past the viewport's edge gives no positive margin", () => {
  expect(rootMarginFor({ top: 0, left: 0, bottom: 50, right: 50 }, { width: 40, height: 40 }, 4)).toBe("0px 0px 0px 0px");
});

describe("keepClearOfActions, asked twice for one launcher (the app layout's, then the island's)", () => {
  const observers: Array<{ disconnected: boolean }> = [];
  class FakeIntersectionObserver {
    disconnected = false;
    constructor() {
      observers.push(this);
    }
    observe() {}
    disconnect() {
      this.disconnected = true;
    }
  }
  beforeEach(() => {
    observers.length = 0;
    Object.assign(window, { IntersectionObserver: FakeIntersectionObserver });
    jest.spyOn(window, "requestAnimationFrame").mockImplementation((cb) => {
      cb(0);
      return 1;
    });
    jest
      .spyOn(HTMLElement.prototype, "getBoundingClientRect")
      .mockReturnValue({ top: 776, left: 322, bottom: 828, right: 374, width: 52, height: 52 } as DOMRect);
    document.body.innerHTML = '<main><button class="button--large">Order</button></main><button data-testid="chat-launcher">Chat</button>';
  });
  afterEach(() => jest.restoreAllMocks());

  test("runs one placement, kept until the last holder lets go; the launcher is then released", () => {
    const launcher = document.querySelector<HTMLElement>('[data-testid="chat-launcher"]')!;
    const first = keepClearOfActions(launcher);
    const second = keepClearOfActions(launcher);
    expect(observers).toHaveLength(1);
    launcher.setAttribute("data-yield", "");
    first();
    first();
    expect(observers[0]!.disconnected).toBe(false);
    expect(launcher.hasAttribute("data-yield")).toBe(true);
    second();
    expect(observers[0]!.disconnected).toBe(true);
    expect(launcher.hasAttribute("data-yield")).toBe(false);
    // Asked again after that, it places the launcher anew.
    const third = keepClearOfActions(launcher);
    expect(observers).toHaveLength(2);
    third();
  });
});
