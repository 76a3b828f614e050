import { z } from "zod";
import type { SshKeyInput } from "../../../api-client/graphql/generated/graphql";

export const SSH_KEY_NAME_MAX = 64;
/** OpenSSH public key line: type, base64 body, optional comment. */
export const SSH_PUBLIC_KEY = /^(ssh-(rsa|ed25519|dss)|ecdsa-sha2-nistp(256|384|521)) [A-Za-z0-9+/=]{16,}( .*)?$/;

export const sshKeySchema = z.object({
  name: z.string().trim().min(1, "validation.required").max(SSH_KEY_NAME_MAX, "validation.maxLength"),
  publicKey: z.string().trim().min(1, "validation.required").regex(SSH_PUBLIC_KEY, "validation.sshKey"),
  defaultForVps: z.boolean(),
});
export type SshKeyValues = z.infer<typeof sshKeySchema>;
export const toSshKeyInput = (v: SshKeyValues): SshKeyInput => ({ name: v.name.trim(), publicKey: v.publicKey.trim(), defaultForVps: v.defaultForVps });
