import type { Db } from "../../db/sql";
import { serverOf } from "../../db/servers";
import type { Server } from "../generated/resolvers-types";
import { isoAt } from "../context";

/** An order's server as the API answers it (decision 159); null while unpaid and for orders of no server. */
export function serverView(db: Db, orderId: number): Server | null {
  const s = serverOf(db, orderId);
  if (!s) return null;
  return {
    state: s.state,
    power: s.power,
    ipv4: s.ipv4,
    ipv6: s.ipv6,
    access: s.access,
    sshKeyName: s.ssh_key_name,
    passwordAvailable: s.access === "password" && s.state !== "provisioning" && !s.password_shown && !!s.root_password,
    updatedAt: isoAt(s.updated_at),
  };
}
