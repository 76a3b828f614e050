import * as z from "zod/mini";
import type { SshKeyInput } from "../../../api-client/graphql/generated/graphql";

import { SSH_KEY_NAME_MAX, SSH_PUBLIC_KEY } from "../../../lib/rules/ssh-key";
import { CONTROL_CHARACTERS_KEY, hasControlCharacters } from "../../../lib/rules/text";

export const sshKeySchema = z.object({
  name: z.string().check(
    z.trim(),
    z.minLength(1, "errors:fieldRequired"),
    z.maxLength(SSH_KEY_NAME_MAX, "validation.maxLength"),
    z.refine((v) => !hasControlCharacters(v), CONTROL_CHARACTERS_KEY),
  ),
  publicKey: z.string().check(z.trim(), z.minLength(1, "errors:fieldRequired"), z.regex(SSH_PUBLIC_KEY, "validation.sshKey")),
  defaultForVps: z.boolean(),
});
export type SshKeyValues = z.infer<typeof sshKeySchema>;
export const toSshKeyInput = (v: SshKeyValues): SshKeyInput => ({ name: v.name.trim(), publicKey: v.publicKey.trim(), defaultForVps: v.defaultForVps });
