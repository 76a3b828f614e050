import type { FastifyInstance } from "fastify";
import type { SandboxContext } from "../context";
import { bodyOf } from "../http";
import { EMAIL_PATTERN } from "@/lib/rules/email";
import { DEMO_PASSWORD } from "../seed/seed";
import { createUser, getUserByEmail } from "./users";
import { loadSession, saveSession } from "./session";

/** Tester controls of the auth area (JSON, used by the tests). */
export function registerAuthControls(app: FastifyInstance, ctx: SandboxContext): void {
  // A second login of an existing account (the hosting API's staff tool makes these): password DEMO_PASSWORD.
  app.post("/sandbox/api/second-logins", async (request, reply) => {
    const body = bodyOf(request);
    const main = typeof body.main === "string" ? getUserByEmail(ctx.db, body.main) : undefined;
    const email = typeof body.email === "string" ? body.email.trim() : "";
    if (!main || main.main_account_id) return reply.code(400).send({ main: ["An account owner's e-mail is required."] });
    if (!EMAIL_PATTERN.test(email) || getUserByEmail(ctx.db, email)) return reply.code(400).send({ email: ["A new, valid e-mail is required."] });
    const user = createUser(ctx.db, {
      email,
      password: DEMO_PASSWORD,
      email_verified: true,
      main_account_id: main.id,
      access_level: body.access_level === "full" ? "full" : "limited",
    });
    return reply.code(201).send({ id: user.id, email: user.email, main: main.email });
  });

  // Makes the caller's authentication `seconds` older (at most a day), so a test reaches the
  // reauthentication that allauth asks for after ACCOUNT_REAUTHENTICATION_TIMEOUT without waiting.
  app.post("/sandbox/api/auth/age-session", async (request, reply) => {
    const session = loadSession(ctx.db, request);
    const seconds = Number(bodyOf(request).seconds);
    if (!session?.userId || !Number.isFinite(seconds) || seconds < 0 || seconds > 86400)
      return reply.code(400).send({ detail: "A signed-in session and 0-86400 seconds are required." });
    session.methods = session.methods.map((m) => ({ ...m, at: m.at - seconds }));
    saveSession(ctx.db, session);
    return { methods: session.methods };
  });
}
