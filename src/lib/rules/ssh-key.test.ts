import { SSH_PUBLIC_KEY } from "./ssh-key";

it.each([
  ["ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIK0wmN/Cr3JXqmLW7u+g9pTh test@host", true],
  ["ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTY=", true],
  ["ssh-ed25519 short", false],
  ["BEGIN PRIVATE KEY AAAAC3NzaC1lZDI1NTE5AAAA", false],
])("%j is a public key: %s", (line, ok) => {
  expect(SSH_PUBLIC_KEY.test(line)).toBe(ok);
});
