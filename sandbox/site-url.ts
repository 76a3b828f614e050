import net from "node:net";

/**
 * Why a server (`npm run serve`, `npm run sandbox`) must not start, or null (issue 39, decisions 081 and
 * 094): wherever it is not the offline demo, SITE_URL is required, because the mails' links and the
 * socket's allowed origin come from it and from nothing a request says. The offline demo listens on a
 * loopback address, behind no proxy, with the sandbox as its API; binding another address, trusting a
 * proxy (TRUST_PROXY: behind nginx), HOSTING_API_URL or NODE_ENV=production each make it a deployment.
 */
export function missingSiteUrl(env: NodeJS.ProcessEnv): string | null {
  if (env.SITE_URL) {
    try {
      const url = new URL(env.SITE_URL);
      if (url.protocol === "http:" || url.protocol === "https:") return null;
    } catch {
      // reported below
    }
    return `SITE_URL must be the site's public origin (http or https), e.g. SITE_URL=https://www.example.com; got "${env.SITE_URL}"`;
  }
  const host = (env.HOST ?? "localhost").replace(/^\[|\]$/g, "");
  const loopback = host === "localhost" || (net.isIPv4(host) && host.startsWith("127.")) || host === "::1";
  const reason = !loopback
    ? `HOST=${env.HOST}`
    : env.TRUST_PROXY
      ? `TRUST_PROXY=${env.TRUST_PROXY}`
      : env.HOSTING_API_URL
        ? "HOSTING_API_URL"
        : env.NODE_ENV === "production"
          ? "NODE_ENV=production"
          : null;
  return reason
    ? `SITE_URL is required when ${reason} is set (a deployment, not the offline demo): set it to the site's public origin, e.g. SITE_URL=https://www.example.com`
    : null;
}
