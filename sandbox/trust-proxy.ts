import net from "node:net";

/** proxy-addr's names for address ranges (Fastify's `trustProxy` passes them on). */
const RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

/**
 * Fastify's `trustProxy` from `TRUST_PROXY`: a comma-separated list of the proxies' addresses, CIDR
 * ranges or range names (`loopback`). Unset or empty: nothing is trusted and a client's address is
 * the socket's, so a client-sent X-Forwarded-For changes nothing (direct serving). `true`, `*` or a
 * hop count are refused: trusting every sender is what let rotating X-Forwarded-For values pass the
 * per-IP rate limits (issue 15). Behind the generated nginx config on the same machine: `loopback`.
 */
export function trustProxyFromEnv(value: string | undefined): string[] | false {
  const entries = (value ?? "").split(",").map((e) => e.trim()).filter(Boolean);
  if (!entries.length) return false;
  for (const entry of entries) {
    const [address, bits, extra] = entry.split("/");
    const family = net.isIP(address ?? "");
    const bitsOk = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32));
    if (!(RANGE_NAMES.has(entry) || (family && bitsOk && extra === undefined))) {
      throw new Error(`TRUST_PROXY: "${entry}" is not an address, a CIDR range or one of ${[...RANGE_NAMES].join(", ")} (list the proxies in front of the server; never every sender)`);
    }
  }
  return entries;
}
