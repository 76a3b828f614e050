import { nginxRedirects, resolveRedirects, type RedirectDoc } from "./redirects";

const doc = (id: string, from: string, to: string, statusCode: number | null = 301): RedirectDoc => ({ _id: id, from, to, statusCode });
const pages = new Set(["/help/new/", "/vps/"]);

describe("resolveRedirects", () => {
  it("keeps a one-hop redirect, 301 by default", () => {
    expect(resolveRedirects([doc("r1", "/help/old/", "/help/new/", null)], pages)).toEqual([{ from: "/help/old/", to: "/help/new/", status: 301, id: "r1" }]);
  });

  it("flattens a chain so every old address sends once to the end, keeping each first hop's status", () => {
    const out = resolveRedirects(
      [doc("a", "/help/first/", "/help/second/", 302), doc("b", "/help/second/", "/help/third/", 308), doc("c", "/help/third/", "/help/new/")],
      pages,
    );
    expect(out).toEqual([
      { from: "/help/first/", to: "/help/new/", status: 302, id: "a" },
      { from: "/help/second/", to: "/help/new/", status: 308, id: "b" },
      { from: "/help/third/", to: "/help/new/", status: 301, id: "c" },
    ]);
  });

  it("leads to an absolute URL as written", () => {
    expect(resolveRedirects([doc("x", "/partners/old/", "https://partners.example.com/")], pages)[0]!.to).toBe("https://partners.example.com/");
  });

  it("refuses a loop, naming every document in it", () => {
    expect(() => resolveRedirects([doc("a", "/x/", "/y/"), doc("b", "/y/", "/z/"), doc("c", "/z/", "/x/")], pages)).toThrow(
      'redirects loop: "a" (/x/) → "b" (/y/) → "c" (/z/) → "a" (/x/): change one of them',
    );
    expect(() => resolveRedirects([doc("self", "/x/", "/x/")], pages)).toThrow('redirect "self" sends /x/ to itself');
  });

  it("refuses two redirects from one path, a redirect from an existing page, bad paths and statuses", () => {
    expect(() => resolveRedirects([doc("a", "/x/", "/vps/"), doc("b", "/x/", "/help/new/")], pages)).toThrow('redirects "a" and "b" both start from /x/');
    expect(() => resolveRedirects([doc("a", "/vps/", "/help/new/")], pages)).toThrow('redirect "a" starts from /vps/, which is a page of the site');
    expect(() => resolveRedirects([doc("a", "help/old/", "/vps/")], pages)).toThrow(/not a site path/);
    expect(() => resolveRedirects([doc("a", "/old/ x", "/vps/")], pages)).toThrow(/not a site path/);
    expect(() => resolveRedirects([doc("a", "/old/", "javascript:alert(1)")], pages)).toThrow(/neither a site path/);
    expect(() => resolveRedirects([doc("a", "/old/", "/vps/; return 200")], pages)).toThrow(/neither a site path/);
    expect(() => resolveRedirects([doc("a", "/old/", "/vps/", 307)], pages)).toThrow("status 307 is not one of 301, 302, 308");
  });
});

it("writes exact nginx locations, nothing when there are no redirects", () => {
  expect(nginxRedirects([])).toBe("");
  expect(nginxRedirects([{ from: "/help/old/", to: "/help/new/", status: 308, id: "r" }])).toContain("location = /help/old/ { return 308 /help/new/; }");
});
