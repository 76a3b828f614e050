import * as z from "zod/mini";
import { api } from "./client";

/**
 * The server's root password, once (decision 159): a sensitive call, so a session whose authentication is
 * older than five minutes gets allauth's 401 with the reauthentication flows (useReauthentication runs it
 * again after them); 409 PASSWORD_ALREADY_SHOWN afterwards.
 */
export const revealRootPassword = (orderId: string) =>
  api.request({
    method: "POST",
    path: `/my/api/orders/${encodeURIComponent(orderId)}/root-password/`,
    body: {},
    schema: z.object({ password: z.string() }),
    ignoreStatuses: [401, 409],
  });
