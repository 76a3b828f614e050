/** @jest-environment jsdom */
import { wirePage } from "./boot-page";
import { getChecked } from "./site-answers";
import { wireCurrency } from "./currency-boot";
import { wireMenuPanel } from "../components/header/menu-panel";
import { wireTabs } from "../components/tabs-wiring";
import { rememberLanguage } from "../lib/stored-language";
import { inTurn } from "./next-task";

// Each task boundary is a gate the test opens, so "in a task of its own" is checked without a clock.
const gates: Array<() => void> = [];
jest.mock("./next-task", () => ({
  nextTask: () => new Promise<void>((resolve) => gates.push(resolve)),
  inTurn: jest.fn(() => Promise.resolve()),
  whenIdle: jest.fn(),
}));
jest.mock("./site-answers", () => ({
  ...jest.requireActual<object>("./site-answers"),
  getChecked: jest.fn(() => new Promise(() => undefined)),
}));
jest.mock("./currency-boot", () => ({ wireCurrency: jest.fn(() => Promise.resolve()) }));
jest.mock("../components/header/menu-panel", () => ({ wireMenuPanel: jest.fn() }));
jest.mock("../components/tabs-wiring", () => ({ wireTabs: jest.fn() }));
jest.mock("../lib/stored-language", () => ({ languageOfPage: () => "ru", rememberLanguage: jest.fn() }));

/** Lets the wiring run up to its next task boundary. */
async function openGate() {
  const gate = gates.shift();
  if (!gate) throw new Error("the wiring is not waiting for a task");
  gate();
  // The continuation after the gate, and whatever it runs before the next one.
  for (let i = 0; i < 5; i++) await Promise.resolve();
}

const paths = () => jest.mocked(getChecked).mock.calls.map(([path]) => path);

// Issue 40: in one task, the wiring took 17–24 ms on the bench's machine (the page's first fetch and its first
// storage access among it), a long task on a phone. Each part now starts in a task of its own, and the page counts
// as wired (the boot's held clicks replayed) only once the language is stored (commit 9197118's race).
it("sends the calls, wires the menu and the tabs and stores the language one task each, then resolves", async () => {
  document.documentElement.lang = "ru";
  document.body.innerHTML =
    '<button class="nav-toggle" data-label-open="Меню" data-label-close="Закрыть"></button><div id="site-menu-panel"></div>' +
    '<div role="tablist" data-tabs><button role="tab">A</button></div>';
  let wired = false;
  const wiring = wirePage(() => undefined).then((page) => {
    wired = true;
    return page;
  });

  expect(paths()).toEqual(["/my/api/features/"]);
  expect(jest.mocked(getChecked).mock.calls[0]?.[2]).toBe("ru");
  expect(wireCurrency).not.toHaveBeenCalled();

  await openGate();
  expect(paths()).toEqual(["/my/api/features/", "/my/api/currency/"]);
  expect(wireCurrency).toHaveBeenCalledTimes(1);
  expect(wireMenuPanel).not.toHaveBeenCalled();

  await openGate();
  expect(wireMenuPanel).toHaveBeenCalledTimes(1);
  expect(wireTabs).toHaveBeenCalledTimes(1);
  expect(rememberLanguage).not.toHaveBeenCalled();
  expect(wired).toBe(false);

  await openGate();
  expect(rememberLanguage).toHaveBeenCalledWith("ru");
  expect(inTurn).toHaveBeenCalledTimes(1);
  const page = await wiring;
  expect(wired).toBe(true);
  expect(Object.keys(page).sort()).toEqual(["currencyReady", "features"]);
  expect(gates).toHaveLength(0);
});
