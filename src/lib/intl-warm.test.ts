/** @jest-environment jsdom */
import { documentLanguage, warmIntl } from "./intl-warm";
import { formatMoney } from "./money";
import { formatDate } from "./format";

// Each case uses a language no other case warms: the formatters stay cached for the module's life.
describe("warmIntl (decision 147)", () => {
  it("builds nothing at once: each kind is a task of its own", () => {
    const tasks: Array<() => void> = [];
    const numbers = jest.spyOn(Intl, "NumberFormat");
    const dates = jest.spyOn(Intl, "DateTimeFormat");
    try {
      warmIntl("en", ["money", "date"], (task) => tasks.push(task));
      expect(tasks).toHaveLength(2);
      expect(numbers).not.toHaveBeenCalled();
      expect(dates).not.toHaveBeenCalled();
      tasks[0]!();
      expect(numbers).toHaveBeenCalledTimes(1);
      expect(dates).not.toHaveBeenCalled();
      tasks[1]!();
      expect(dates).toHaveBeenCalledTimes(1);
    } finally {
      numbers.mockRestore();
      dates.mockRestore();
    }
  });

  it("warms the very formatters the page then uses: the render builds none", () => {
    warmIntl("ru", ["money", "date"], (task) => task());
    const numbers = jest.spyOn(Intl, "NumberFormat");
    const dates = jest.spyOn(Intl, "DateTimeFormat");
    try {
      expect(formatMoney(1234.5, "EUR", "ru")).toMatch(/1\s234,50\s€/);
      expect(formatDate("2026-11-27", "ru")).toMatch(/27 ноября 2026/);
      expect(numbers).not.toHaveBeenCalled();
      expect(dates).not.toHaveBeenCalled();
    } finally {
      numbers.mockRestore();
      dates.mockRestore();
    }
  });
});

it("takes the page's language from <html lang>, English for anything it does not know", () => {
  for (const [lang, expected] of [
    ["ru", "ru"],
    ["en", "en"],
    ["de", "en"],
    ["", "en"],
  ] as const) {
    document.documentElement.lang = lang;
    expect(documentLanguage()).toBe(expected);
  }
});
