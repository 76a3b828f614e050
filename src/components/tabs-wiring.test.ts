/** @jest-environment jsdom */
import { wireTabs } from "./tabs-wiring";

function setup() {
  document.body.innerHTML = `
    <div role="tablist" id="list">
      <button role="tab" id="t1" aria-selected="true" aria-controls="p1" tabindex="0">One</button>
      <button role="tab" id="t2" aria-selected="false" aria-controls="p2" tabindex="-1">Two</button>
      <button role="tab" id="t3" aria-selected="false" aria-controls="p3" tabindex="-1">Three</button>
    </div>
    <div role="tabpanel" id="p1">1</div><div role="tabpanel" id="p2" hidden>2</div><div role="tabpanel" id="p3" hidden>3</div>`;
  const unwire = wireTabs(document.getElementById("list")!);
  const tab = (n: number) => document.getElementById(`t${n}`)!;
  const shown = () => ["p1", "p2", "p3"].filter((id) => !document.getElementById(id)!.hidden);
  const key = (k: string) => document.activeElement!.dispatchEvent(new KeyboardEvent("keydown", { key: k, bubbles: true, cancelable: true }));
  return { unwire, tab, shown, key };
}

describe("wireTabs", () => {
  it("a click selects a tab and shows its panel only", () => {
    const { tab, shown } = setup();
    tab(2).click();
    expect(shown()).toEqual(["p2"]);
    expect(tab(2).getAttribute("aria-selected")).toBe("true");
    expect(tab(1).getAttribute("aria-selected")).toBe("false");
    expect([tab(1).tabIndex, tab(2).tabIndex, tab(3).tabIndex]).toEqual([-1, 0, -1]);
  });

  it("arrows wrap around, Home and End jump; the focus follows the selection", () => {
    const { tab, shown, key } = setup();
    tab(1).focus();
    key("ArrowLeft");
    expect(document.activeElement).toBe(tab(3));
    expect(shown()).toEqual(["p3"]);
    key("ArrowRight");
    expect(document.activeElement).toBe(tab(1));
    key("End");
    expect(shown()).toEqual(["p3"]);
    key("Home");
    expect(shown()).toEqual(["p1"]);
    key("a");
    expect(shown()).toEqual(["p1"]);
  });

  it("unwiring removes the behaviour", () => {
    const { unwire, tab, shown } = setup();
    unwire();
    tab(3).click();
    expect(shown()).toEqual(["p1"]);
  });
});
