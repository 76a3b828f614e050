/**
 * The session changed (logged in, logged out, another user): the tab's realtime connection, if one is open,
 * reconnects so the server stops sending the old session's events and starts the new one's. Without it a
 * connection kept open by another user (the support chat) would go on carrying a signed-out account.
 *
 * A module of its own, with no socket code: the auth state calls it on every page, but only a page that
 * opened a connection has loaded connection.ts, which registers what to do here (decision 113: the header's
 * account entry on content pages no longer brings reconnecting-websocket and the socket's schemas).
 */
let reconnect: (() => void) | null = null;

export function onSessionChange(handler: () => void): void {
  reconnect = handler;
}

export function refreshRealtime(): void {
  reconnect?.();
}
