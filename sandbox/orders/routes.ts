import type { FastifyInstance } from "fastify";
import type { SandboxContext } from "../context";
import { requireCaller } from "../auth/guard";
import { requireSignedIn } from "../auth/mfa";
import { requireChangeAccess } from "@sandbox/auth/access";
import { ApiError, bodyOf, notFound } from "../http";
import { addDays, today } from "../rules/dates";
import { finishProvisioning, sweepOverdue } from "./provisioning";
import { serverOf, takeRootPassword } from "../db/servers";

/**
 * The server's REST call (decision 159) and the testers' controls of the life cycle.
 * - `POST /my/api/orders/{id}/root-password/`: the root password, once, after a reauthentication of the last
 *   five minutes (allauth's 401 with the `reauthenticate` flows otherwise, as the account's sensitive calls).
 *   409 `PASSWORD_ALREADY_SHOWN` the second time; 404 for another account's order or one without a password.
 * - `POST /sandbox/api/orders/{id}/provisioned`: provisioning ends now (tests never wait for the delay).
 * - `POST /sandbox/api/orders/{id}/overdue {days}`: the paid period ended `days` ago; the sweep suspends it.
 */
export function registerServerRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const db = ctx.db;

  app.post("/my/api/orders/:id/root-password/", async (request, reply) => {
    const caller = requireCaller(ctx, request);
    requireChangeAccess(caller);
    const orderId = Number((request.params as { id: string }).id);
    const order = db.prepare("SELECT id FROM orders WHERE id = ? AND account_id = ?").get(orderId, caller.account.id);
    if (!order || !serverOf(db, orderId)) throw notFound("Order not found.");
    // Only a customer who can reauthenticate (a password or a TOTP) is asked to; as allauth's ACCOUNT_REAUTHENTICATION_REQUIRED.
    const fresh = !!caller.user.password_hash || !!caller.user.totp_secret;
    if (!requireSignedIn(db, request, reply, fresh)) return reply;
    const taken = takeRootPassword(db, orderId);
    if (!taken.ok && taken.reason === "none") throw notFound("This server has no root password: its way in is an SSH key.");
    if (!taken.ok) throw new ApiError(409, { detail: "The root password has been shown already.", code: "PASSWORD_ALREADY_SHOWN" });
    return { password: taken.password };
  });

  app.post("/sandbox/api/orders/:id/provisioned", async (request, reply) => {
    const orderId = Number((request.params as { id: string }).id);
    const server = serverOf(db, orderId);
    if (!server) return reply.code(404).send({ detail: "This order has no server (not paid, or not a server)." });
    if (server.state !== "provisioning") return reply.code(409).send({ detail: `The server is ${server.state}, not provisioning.` });
    finishProvisioning(ctx, orderId);
    return { state: serverOf(db, orderId)!.state };
  });

  app.post("/sandbox/api/orders/:id/overdue", async (request, reply) => {
    const orderId = Number((request.params as { id: string }).id);
    const days = Number(bodyOf(request).days ?? 1);
    if (!Number.isInteger(days) || days < 1) return reply.code(400).send({ detail: "days must be a whole number from 1." });
    const r = db.prepare("UPDATE orders SET paid_until = ? WHERE id = ? AND paid = 1").run(addDays(today(), -days), orderId);
    if (!r.changes) return reply.code(404).send({ detail: "No paid order with this id." });
    sweepOverdue(ctx);
    return { state: serverOf(db, orderId)?.state ?? null };
  });
}
