import { createTypeahead, TYPEAHEAD_RESET_MS } from "./typeahead";

const labels = ["Web hosting", "VPS", "Dedicated servers", "VPN", "S3 storage", "Backup storage"];

describe("menu type-ahead (spec §9: reset after 350 ms)", () => {
  it("moves to the next item starting with the typed letters", () => {
    let t = 0;
    const match = createTypeahead(() => t);
    expect(match("d", labels, 0)).toBe(2);
    t += 100;
    expect(match("e", labels, 2)).toBe(2); // "de" still Dedicated
  });

  it("cycles through items with the same first letter when one letter repeats", () => {
    let t = 0;
    const match = createTypeahead(() => t);
    expect(match("v", labels, 0)).toBe(1);
    t += 100;
    expect(match("v", labels, 1)).toBe(3);
  });

  it("forgets the prefix after 350 ms of silence, not before", () => {
    let t = 0;
    const match = createTypeahead(() => t);
    expect(match("s", labels, 0)).toBe(4);
    t += TYPEAHEAD_RESET_MS; // exactly 350 ms: still the same word ("sb" matches nothing, stays)
    expect(match("b", labels, 4)).toBe(4);
    t += TYPEAHEAD_RESET_MS + 1;
    expect(match("b", labels, 4)).toBe(5); // a fresh "b"
  });

  it("stays put when nothing matches", () => {
    const match = createTypeahead(() => 0);
    expect(match("x", labels, 2)).toBe(2);
  });
});
