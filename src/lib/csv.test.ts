import { BOM, csvNumber, csvSeparator, parseCsv, toCsv } from "./csv";

describe("csv", () => {
  it("writes a BOM, CRLF rows and quotes only what needs it, and reads it back", () => {
    const rows = [
      ["id", "description", "amount"],
      ["1", 'Payment for "shop", part 1', "-12.00"],
      ["2", "line\nbreak", "300.00"],
      ["3", "=HYPERLINK(1)", "1.00"],
    ];
    const text = toCsv(rows, ",");
    expect(text.startsWith(BOM)).toBe(true);
    expect(text).toContain('\r\n1,"Payment for ""shop"", part 1",-12.00\r\n');
    expect(parseCsv(text, ",")).toEqual([rows[0], rows[1], rows[2], ["3", "'=HYPERLINK(1)", "1.00"]]);
  });

  it("uses ; and decimal commas for Russian spreadsheets", () => {
    expect(csvSeparator("ru")).toBe(";");
    expect(csvSeparator("en")).toBe(",");
    expect(csvNumber(-12.5, "ru")).toBe("-12,50");
    expect(csvNumber(1234.5, "en")).toBe("1234.50");
    const text = toCsv(
      [
        ["a", "b"],
        ["1,5", "x;y"],
      ],
      ";",
    );
    expect(text).toBe(`${BOM}a;b\r\n1,5;"x;y"\r\n`);
    expect(parseCsv(text, ";")).toEqual([
      ["a", "b"],
      ["1,5", "x;y"],
    ]);
  });

  it("rejects broken files", () => {
    expect(() => parseCsv('a,b\r\n"open,1\r\n')).toThrow(/Unterminated/);
    expect(() => parseCsv("a,b\r\n1\r\n")).toThrow(/Row 2/);
  });
});
