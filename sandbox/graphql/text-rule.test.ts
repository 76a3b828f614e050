import { signedInSandbox } from "../testing/session-client";
import { DEMO } from "@sandbox/seed/seed";

// Issue 39: the text rule (src/lib/rules/text.ts) at the API, for an SSH key's name.
const s = signedInSandbox(DEMO.complete);
const KEY = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIK0wmN/Cr3JXqmLW7u+g9pTh+wyqDHpSQEIQczXkVx9q text@host";

test.each(["\u0000\u202e", "lap\u0007top", "two\nlines"])("an SSH key named %j is refused at its field", async (name) => {
  const res = await s.c.gql("mutation($n: String!, $k: String!) { createSshKey(input: {name: $n, publicKey: $k}) { id } }", { n: name, k: KEY });
  expect(res.errors![0]!.extensions!.fields).toEqual({ name: ["This field contains characters that are not allowed."] });
});
