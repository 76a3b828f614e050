import type { RedirectSource } from "./types";

// Redirects of the seed (issue 36). The help article "connect-to-vps-over-ssh" was published under two older
// slugs, renamed twice: the studio wrote a redirect on each change (studio/src/slug-redirect-action.ts), so the
// first address leads to the second, which leads to the article; the build flattens the chain to one hop.
export const redirects: RedirectSource[] = [
  { from: "/help/ssh-first-login/", to: "/help/vps-ssh-connection/", statusCode: 301, reason: "slug-change", createdAt: "2026-03-10T09:00:00Z" },
  { from: "/help/vps-ssh-connection/", to: "/help/connect-to-vps-over-ssh/", statusCode: 301, reason: "slug-change", createdAt: "2026-04-02T09:00:00Z" },
  { from: "/ru/help/vps-ssh-connection/", to: "/ru/help/connect-to-vps-over-ssh/", statusCode: 301, reason: "slug-change", createdAt: "2026-04-02T09:00:00Z" },
  // Written by SEO staff: a retired promotion page, for a while, to the VPS landing.
  { from: "/black-friday/", to: "/virtual-private-servers/", statusCode: 302, createdAt: "2026-11-30T09:00:00Z" },
];
