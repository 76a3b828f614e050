import { matchesQuery, queryWords, searchItems } from "./search";

describe("queryWords", () => {
  it("splits on spaces, drops empty words and lower-cases", () => {
    expect(queryWords("  SSH   Key\tVPS ")).toEqual(["ssh", "key", "vps"]);
    expect(queryWords("")).toEqual([]);
    expect(queryWords("   ")).toEqual([]);
  });

  it("lower-cases Cyrillic", () => {
    expect(queryWords("Резервная КОПИЯ")).toEqual(["резервная", "копия"]);
  });
});

describe("matchesQuery (spec §3)", () => {
  const article = ["Connecting to a VPS over SSH", "Create an ed25519 key and log in as root.", "VPS", "Security"];

  it("needs every word (AND), not just one", () => {
    expect(matchesQuery(article, "ssh key")).toBe(true);
    expect(matchesQuery(article, "ssh windows")).toBe(false);
  });

  it("ignores case on both sides", () => {
    expect(matchesQuery(article, "ED25519 ROOT")).toBe(true);
    expect(matchesQuery(["mixed CASE"], "Mixed case")).toBe(true);
  });

  it("lets each word match a different string (title, text, tag)", () => {
    // "connecting" only in the title, "root" only in the text, "security" only in a tag.
    expect(matchesQuery(article, "connecting root security")).toBe(true);
  });

  it("matches substrings within words", () => {
    expect(matchesQuery(article, "connect")).toBe(true);
  });

  it("matches everything with an empty or blank query", () => {
    expect(matchesQuery(article, "")).toBe(true);
    expect(matchesQuery(article, "   ")).toBe(true);
    expect(matchesQuery([], "")).toBe(true);
  });

  it("matches nothing when there are no strings and there is a word", () => {
    expect(matchesQuery([], "vps")).toBe(false);
  });

  it("works with Cyrillic text and mixed scripts", () => {
    const ru = ["Подключение к VPS по SSH", "Создайте ключ и войдите под root.", "Безопасность"];
    expect(matchesQuery(ru, "подключение ключ")).toBe(true);
    expect(matchesQuery(ru, "ПОДКЛЮЧЕНИЕ vps БЕЗОПАСНОСТЬ")).toBe(true);
    expect(matchesQuery(ru, "подключение windows")).toBe(false);
  });

  it("accepts pre-split words", () => {
    expect(matchesQuery(article, ["ssh", "root"])).toBe(true);
  });
});

describe("searchItems", () => {
  const items = [
    { id: 1, strings: ["Install WordPress", "one-click installer"] },
    { id: 2, strings: ["WordPress backups", "restore a copy"] },
    { id: 3, strings: ["Firewall", "ufw allow ssh"] },
  ];
  const stringsOf = (i: (typeof items)[number]) => i.strings;

  it("keeps the order of the items that match", () => {
    expect(searchItems(items, "wordpress", stringsOf).map((i) => i.id)).toEqual([1, 2]);
    expect(searchItems(items, "wordpress restore", stringsOf).map((i) => i.id)).toEqual([2]);
  });

  it("returns every item for an empty query and none when a word is absent", () => {
    expect(searchItems(items, "", stringsOf)).toHaveLength(3);
    expect(searchItems(items, "wordpress nginx", stringsOf)).toEqual([]);
  });
});
