/**
 * What a login may do on the account it acts on (spec §6 "second-login/access accounts"; decision 072).
 * The owner may do everything. A second login with full access may do everything but the owner-only
 * things (saved payment methods, transfers, personal data). A limited second login reads, and writes to
 * support: no payments, no orders or changes to services, projects, legal entities or billing settings.
 * The sandbox enforces it; the account screens disable what it refuses and say why.
 */
export type AccessLevel = "owner" | "full" | "limited";

export const accessLevelOf = (isOwner: boolean, secondLoginLevel: string | null | undefined): AccessLevel =>
  isOwner ? "owner" : secondLoginLevel === "full" ? "full" : "limited";

/** The GraphQL mutations a limited login may still run. */
export const LIMITED_LOGIN_MUTATIONS: ReadonlySet<string> = new Set(["createTicket", "closeTicket", "reopenTicket"]);

/** Whether the login may pay, order or change the account's services and settings. */
export const mayChange = (level: AccessLevel): boolean => level !== "limited";
