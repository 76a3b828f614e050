// The page's one features request (site-features.ts): shared by its users, asked again only on refresh.
type Features = { country_code: string; vpn_available: boolean; crypto_available: boolean; disabled_social_providers: string[] };
const FEATURES: Features = { country_code: "RU", vpn_available: false, crypto_available: true, disabled_social_providers: [] };

let calls: string[];
function serve(...bodies: Array<{ status: number; body: unknown }>) {
  let i = 0;
  jest.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    calls.push(String(input));
    const { status, body } = bodies[Math.min(i++, bodies.length - 1)]!;
    return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  });
}

async function fresh() {
  jest.resetModules();
  return import("./site-features");
}

beforeEach(() => {
  calls = [];
});
afterEach(() => jest.restoreAllMocks());

describe("loadFeatures", () => {
  it("asks once for every user on the page (VPN rule and currency store)", async () => {
    serve({ status: 200, body: FEATURES });
    const { loadFeatures } = await fresh();
    const [a, b] = await Promise.all([loadFeatures(), loadFeatures()]);
    expect(a).toEqual(FEATURES);
    expect(b).toBe(a);
    expect(await loadFeatures()).toBe(a);
    expect(calls).toEqual(["/my/api/features/"]);
  });

  it("asks again on refresh, and later users get the new answer", async () => {
    serve({ status: 200, body: FEATURES }, { status: 200, body: { ...FEATURES, vpn_available: true } });
    const { loadFeatures } = await fresh();
    await loadFeatures();
    expect((await loadFeatures(true))?.vpn_available).toBe(true);
    expect((await loadFeatures())?.vpn_available).toBe(true);
    expect(calls).toHaveLength(2);
  });

  it("a failed or malformed answer is null (every user keeps its default)", async () => {
    serve({ status: 500, body: { detail: "down" } }, { status: 200, body: { country_code: "RUS" } });
    const { loadFeatures } = await fresh();
    await expect(loadFeatures()).resolves.toBeNull();
    await expect(loadFeatures(true)).resolves.toBeNull();
  });
});

describe("VPN rule on the shared answer", () => {
  it("hides VPN for a Russian visitor without a session, from the same single request", async () => {
    serve({ status: 200, body: FEATURES });
    jest.resetModules();
    const { fetchVpnHidden } = await import("../components/vpn-availability");
    const { loadFeatures } = await import("./site-features");
    expect(await fetchVpnHidden()).toBe(true);
    expect((await loadFeatures())?.country_code).toBe("RU");
    expect(calls).toHaveLength(1);
  });

  it("keeps VPN when the answer is malformed", async () => {
    serve({ status: 200, body: { country_code: "RU", vpn_available: "no" } });
    jest.resetModules();
    const { fetchVpnHidden } = await import("../components/vpn-availability");
    expect(await fetchVpnHidden()).toBe(false);
  });
});
