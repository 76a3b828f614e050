import { CatalogSourceError, fetchCatalog, parseCatalog, sandboxCatalog } from "./catalog-source";
import { PLANS } from "../../sandbox/db/catalog-data";

describe("catalog source", () => {
  it("reads the sandbox seed in the API's shape, every plan with EUR prices per term", () => {
    const { catalog, label } = sandboxCatalog();
    expect(label).toContain("sandbox");
    expect(catalog.currency).toBe("EUR");
    const plans = catalog.lines.flatMap((l) => l.plans);
    expect(plans.map((p) => p.slug).sort()).toEqual(PLANS.map((p) => p.slug).sort());
    const vps2 = plans.find((p) => p.slug === "vps-2")!;
    expect(vps2.price).toBe(12);
    expect(vps2.prices.find((p) => p.months === 12)).toEqual({ months: 12, price: 122.4, discount: 15 });
  });

  it("rejects a malformed catalog naming the place", () => {
    expect(() => parseCatalog({ currency: "USD", lines: [], locations: [] }, "test")).toThrow(/catalog from test is invalid at currency/);
    const { catalog } = sandboxCatalog();
    const broken = { ...catalog, lines: [{ ...catalog.lines[0]!, plans: [{ ...catalog.lines[0]!.plans[0]!, price: -1 }] }] };
    expect(() => parseCatalog(broken, "x")).toThrow(CatalogSourceError);
  });

  it("fetches GET <HOSTING_API_URL>/my/api/catalog/ and parses it", async () => {
    const { catalog } = sandboxCatalog();
    const calls: string[] = [];
    const fake = (async (url: string) => {
      calls.push(url);
      return new Response(JSON.stringify(catalog), { status: 200, headers: { "content-type": "application/json" } });
    }) as unknown as typeof fetch;
    const loaded = await fetchCatalog("https://api.example.com/", 1000, fake);
    expect(calls).toEqual(["https://api.example.com/my/api/catalog/"]);
    expect(loaded.catalog.lines.length).toBe(catalog.lines.length);
  });

  it("fails with a clear message when the hosting API is unreachable or answers an error", async () => {
    const down = (async () => {
      throw Object.assign(new TypeError("fetch failed"), { cause: { code: "ECONNREFUSED" } });
    }) as unknown as typeof fetch;
    await expect(fetchCatalog("http://127.0.0.1:9", 500, down)).rejects.toThrow(
      /Cannot reach the hosting API catalog at http:\/\/127\.0\.0\.1:9\/my\/api\/catalog\/: ECONNREFUSED\. Fix HOSTING_API_URL/,
    );
    const error = (async () => new Response("oops", { status: 502 })) as unknown as typeof fetch;
    await expect(fetchCatalog("http://api", 500, error)).rejects.toThrow(/answered 502/);
  });

  it("really fails on a closed local port (no fake)", async () => {
    await expect(fetchCatalog("http://127.0.0.1:9", 2000)).rejects.toThrow(/Cannot reach the hosting API catalog/);
  });
});
