import type { FastifyReply, FastifyRequest } from "fastify";
import type { SandboxContext } from "../context";
import { nowSeconds } from "../db/database";
import { ensureSession, loginSession, saveSession, type AuthMethod, type Session } from "./session";
import { createUser, getUser, getUserByEmail, type UserRow } from "./users";
import { needsSecondFactor, secondFactorStage } from "./mfa";

export interface Identity {
  provider: string;
  uid: string;
  name: string;
  /** E-mail the provider vouches for; null when it gave none (provider signup then asks for one). */
  email: string | null;
}

export type SocialOutcome = { kind: "logged_in"; user: UserRow } | { kind: "pending"; session: Session } | { kind: "error"; error: string };

const socialMethod = (identity: Identity): AuthMethod => ({
  method: "socialaccount",
  at: Date.now() / 1000,
  provider: identity.provider,
  uid: identity.uid,
  reauthenticated: false,
});

/** Finishes a login by a provider identity: log in, connect, or leave a pending stage in the session. */
export function socialLogin(
  ctx: SandboxContext,
  request: FastifyRequest,
  reply: FastifyReply,
  identity: Identity,
  process: "login" | "connect",
): SocialOutcome {
  const db = ctx.db;
  const linked = db.prepare("SELECT user_id FROM social_accounts WHERE provider = ? AND uid = ?").get(identity.provider, identity.uid) as
    { user_id: number } | undefined;
  const session = ensureSession(db, request, reply);
  if (process === "connect") {
    if (!session.userId) return { kind: "error", error: "reauthentication_required" };
    if (linked && linked.user_id !== session.userId) return { kind: "error", error: "permission_denied" };
    db.prepare("INSERT OR IGNORE INTO social_accounts (provider, uid, user_id, display) VALUES (?, ?, ?, ?)").run(
      identity.provider,
      identity.uid,
      session.userId,
      identity.name,
    );
    return { kind: "logged_in", user: getUser(db, session.userId)! };
  }
  let user: UserRow | undefined = linked ? getUser(db, linked.user_id) : undefined;
  if (!user && identity.email) {
    // The provider vouches for the address: an existing account with it is connected (e-mail authentication).
    user = getUserByEmail(db, identity.email);
    if (!user)
      user = createUser(db, {
        email: identity.email,
        password: null,
        email_verified: true,
        first_name: identity.name.split(" ")[0] ?? "",
        last_name: identity.name.split(" ").slice(1).join(" "),
      });
    else db.prepare("UPDATE users SET email_verified = 1 WHERE id = ?").run(user.id);
    db.prepare("INSERT OR IGNORE INTO social_accounts (provider, uid, user_id, display) VALUES (?, ?, ?, ?)").run(
      identity.provider,
      identity.uid,
      user.id,
      identity.name,
    );
    user = getUser(db, user.id)!;
  }
  if (!user) {
    session.stage = {
      kind: "provider_signup",
      provider: identity.provider,
      uid: identity.uid,
      display: identity.name,
      email: identity.email,
      at: nowSeconds(),
    };
    saveSession(db, session);
    return { kind: "pending", session };
  }
  if (needsSecondFactor(db, request, user)) {
    session.stage = secondFactorStage(db, user, [socialMethod(identity)]);
    saveSession(db, session);
    return { kind: "pending", session };
  }
  loginSession(db, request, reply, user, [socialMethod(identity)]);
  return { kind: "logged_in", user };
}
