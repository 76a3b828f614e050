import { transaction } from "@sandbox/db/database";
import { SSH_KEY_NAME_MAX, SSH_PUBLIC_KEY } from "@sandbox/rules/limits";
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from "@/lib/rules/text";
import { need, own, type GqlContext } from "../context";
import { check, checkWrite, notFound } from "../errors";
import type { MutationResolvers, QueryResolvers, SshKey, SshKeyInput } from "../generated/resolvers-types";
import { all, one, type SshKeyRow } from "@sandbox/db/rows";

const sshView = (k: SshKeyRow): SshKey => ({ id: k.id, name: k.name, publicKey: k.public_key, defaultForVps: !!k.default_for_vps });

function sshKeyById(g: GqlContext, keyId: number): SshKey {
  const row = one<SshKeyRow>(g.ctx.db, "SELECT * FROM ssh_keys WHERE id = ?", keyId);
  if (!row) throw notFound("SSH key");
  return sshView(row);
}

function validateSsh(input: SshKeyInput) {
  const name = input.name.trim();
  const key = input.publicKey.trim();
  check({
    name: !name
      ? ["This field is required"]
      : name.length > SSH_KEY_NAME_MAX
        ? [`Ensure this field has no more than ${SSH_KEY_NAME_MAX} characters.`]
        : hasControlCharacters(name)
          ? [CONTROL_CHARACTERS_MESSAGE]
          : [],
    publicKey: !SSH_PUBLIC_KEY.test(key) ? ["Enter a valid public SSH key."] : [],
  });
  return { name, key, def: !!input.defaultForVps };
}

export const query: QueryResolvers = {
  sshKeys: (_parent, _args, g) => all<SshKeyRow>(g.ctx.db, "SELECT * FROM ssh_keys WHERE account_id = ? ORDER BY id", need(g).account.id).map(sshView),
};

export const mutation: MutationResolvers = {
  createSshKey: (_parent, args, g) => {
    const c = need(g);
    const db = g.ctx.db;
    const v = validateSsh(args.input);
    checkWrite(g.ctx, c.account.id, "sshKeys");
    return transaction(db, () => {
      if (v.def) db.prepare("UPDATE ssh_keys SET default_for_vps = 0 WHERE account_id = ?").run(c.account.id);
      const r = db
        .prepare("INSERT INTO ssh_keys (account_id, name, public_key, default_for_vps) VALUES (?, ?, ?, ?)")
        .run(c.account.id, v.name, v.key, v.def ? 1 : 0);
      return sshKeyById(g, Number(r.lastInsertRowid));
    });
  },
  updateSshKey: (_parent, args, g) => {
    const c = need(g);
    const db = g.ctx.db;
    const k = own(g, "ssh_keys", args.id, "SSH key");
    const v = validateSsh(args.input);
    return transaction(db, () => {
      if (v.def) db.prepare("UPDATE ssh_keys SET default_for_vps = 0 WHERE account_id = ?").run(c.account.id);
      db.prepare("UPDATE ssh_keys SET name = ?, public_key = ?, default_for_vps = ? WHERE id = ?").run(v.name, v.key, v.def ? 1 : 0, k.id);
      return sshKeyById(g, k.id);
    });
  },
  deleteSshKey: (_parent, args, g) => {
    const k = own(g, "ssh_keys", args.id, "SSH key");
    g.ctx.db.prepare("DELETE FROM ssh_keys WHERE id = ?").run(k.id);
    return String(k.id);
  },
};
