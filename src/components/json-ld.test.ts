import { serializeJsonLd } from "./json-ld";

it("cannot be closed by CMS text and still parses to the same value", () => {
  const data = { name: "</script><script>alert(1)</script>", other: "a\u2028b" };
  const out = serializeJsonLd(data);
  expect(out).not.toContain("</script");
  expect(out).not.toContain("<");
  expect(JSON.parse(out)).toEqual(data);
});
