/**
 * Per-account quotas and write rate (issue 39: one account created ~21,000 SSH keys and ~21,000 ticket
 * replies in a minute). Shared by the forms (a limit the screen already knows, e.g. the number of keys it
 * lists, is shown at the form before any request) and the sandbox, which refuses past them.
 */
export const ACCOUNT_QUOTAS = {
  sshKeys: 50,
  projects: 100,
  openTickets: 20,
  legalEntities: 20,
} as const;

export type QuotaKind = keyof typeof ACCOUNT_QUOTAS;

/** Things created per account and minute, all kinds together (keys, projects, tickets, replies, legal entities). */
export const WRITE_RATE = { max: 30, windowSeconds: 60 } as const;

/** The catalogue's text of each quota (locales/<lang>/errors.json, with `count`). */
export const QUOTA_KEYS: Record<QuotaKind, string> = {
  sshKeys: "errors:quotaSshKeys",
  projects: "errors:quotaProjects",
  openTickets: "errors:quotaOpenTickets",
  legalEntities: "errors:quotaLegalEntities",
};
export const WRITE_RATE_KEY = "errors:writeRate";

/** True when an account that has `count` of a kind may not add another. */
export const quotaReached = (kind: QuotaKind, count: number): boolean => count >= ACCOUNT_QUOTAS[kind];
