/**
 * How long an auth screen that is not ready yet (its provider buttons wait for the config and features calls)
 * stays hidden once the session has answered: AnonymousOnly's `ready`, decision 145.
 */
export const READY_HOLD_MS = 1000;
