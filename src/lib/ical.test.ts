import { buildCalendar, escapeText, foldLine, parseCalendar, prop, unescapeText } from "./ical";

const now = new Date("2026-11-23T10:00:00Z");

describe("iCalendar export", () => {
  it("writes all-day events with reminders that read back", () => {
    const text = buildCalendar({
      prodId: "-//Hostward//Renewals//EN",
      name: "Renewals, orders",
      now,
      events: [
        {
          uid: "order-1-2027-02-28@hostward",
          date: "2027-02-28",
          summary: "Renew shop-app-1; VPS",
          description: "Price: €12.00\nProject: Web shop",
          remindDaysBefore: 3,
        },
        { uid: "order-2-2026-12-31@hostward", date: "2026-12-31", summary: "Продление «сайт»" },
      ],
    });
    expect(text.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    const cal = parseCalendar(text);
    expect(unescapeText(prop(cal, "X-WR-CALNAME")!)).toBe("Renewals, orders");
    const [first, second] = cal.children;
    expect(prop(first!, "DTSTART")).toBe("20270228");
    expect(first!.props.find((p) => p.name === "DTSTART")!.params.VALUE).toBe("DATE");
    expect(prop(first!, "DTEND")).toBe("20270301");
    expect(prop(first!, "DTSTAMP")).toBe("20261123T100000Z");
    expect(unescapeText(prop(first!, "SUMMARY")!)).toBe("Renew shop-app-1; VPS");
    expect(unescapeText(prop(first!, "DESCRIPTION")!)).toBe("Price: €12.00\nProject: Web shop");
    expect(prop(first!.children[0]!, "TRIGGER")).toBe("-P3D");
    expect(unescapeText(prop(second!, "SUMMARY")!)).toBe("Продление «сайт»");
    expect(prop(second!, "DTEND")).toBe("20270101");
  });

  it("folds long lines at 75 octets without splitting characters", () => {
    const long = `SUMMARY:${"Продление ".repeat(20)}`;
    const folded = foldLine(long);
    for (const line of folded.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, "")).toBe(long);
  });

  it("escapes and unescapes text", () => {
    expect(escapeText("a,b;c\\d\ne")).toBe("a\\,b\\;c\\\\d\\ne");
    expect(unescapeText(escapeText("a,b;c\\d\ne"))).toBe("a,b;c\\d\ne");
  });

  it("rejects malformed calendars", () => {
    expect(() => parseCalendar("BEGIN:VCALENDAR\nEND:VCALENDAR\n")).toThrow(/CRLF/);
    expect(() => parseCalendar("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:x\r\n")).toThrow(/Unclosed/);
    expect(() => parseCalendar("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:1\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n")).toThrow();
    expect(() => parseCalendar("<html>\r\n")).toThrow(/Malformed/);
  });
});
