import type { FastifyInstance } from "fastify";
import type { SandboxContext } from "../context";
import { bodyOf } from "../http";
import { EMAIL_PATTERN } from "../../src/lib/rules/email";
import { DEMO_PASSWORD } from "../db/seed";
import { createUser, getUserByEmail } from "./users";

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
}
