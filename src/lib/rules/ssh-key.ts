/** SSH keys of the account (spec §3): a named OpenSSH public key. */
export const SSH_KEY_NAME_MAX = 64;

/** OpenSSH public key line: type, base64 body, optional comment. */
export const SSH_PUBLIC_KEY = /^(ssh-(rsa|ed25519|dss)|ecdsa-sha2-nistp(256|384|521)) [A-Za-z0-9+/=]{16,}( .*)?$/;
