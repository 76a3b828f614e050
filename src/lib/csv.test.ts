import { BOM, csvCell, csvDecimal, csvNumber, csvSeparator, parseCsv, toCsv } from "./csv";

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

  it("neutralises every cell that starts a formula, but leaves plain numbers as numbers", () => {
    for (const formula of ["=1+1", "+1+1", "-1+1", "-2+3+cmd|' /C calc'!A0", "@SUM(A1)", "-", "\t=1+1", "\r=1+1"]) {
      const cell = parseCsv(toCsv([[formula]], ","), ",")[0]![0]!;
      expect(cell).toBe(`'${formula}`);
    }
    expect(csvCell("-12.50", ",")).toBe("-12.50");
    expect(csvCell("-12,50", ";")).toBe("-12,50");
    expect(csvCell("12", ",")).toBe("12");
    expect(csvCell("a=b", ",")).toBe("a=b");
  });

  it("writes numbers with a point, no grouping and no negative zero", () => {
    expect(csvDecimal(1234567.891)).toBe("1234567.89");
    expect(csvDecimal(-0.001)).toBe("0.00");
    expect(csvDecimal(-45.6)).toBe("-45.60");
    expect(csvDecimal(3, 0)).toBe("3");
  });

  it("rejects broken files", () => {
    expect(() => parseCsv('a,b\r\n"open,1\r\n')).toThrow(/Unterminated/);
    expect(() => parseCsv("a,b\r\n1\r\n")).toThrow(/Row 2/);
  });
});
