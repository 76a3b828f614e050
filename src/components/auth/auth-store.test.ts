import type { AuthState } from "../../api-client/schemas/auth-answers";
import { createAuthStore } from "./auth-store";

type Listener = (answer: AuthState, meta: { method: string }) => void;

/** A fake allauth client: the session call publishes its answer to the store, as src/api-client/allauth-session.ts does. */
function fakeApi(
  answers: AuthState[],
  config: () => Promise<unknown> = async () => ({ ok: true as const, value: { status: 200, data: { status: 200, data: {} } } }),
) {
  const listeners: Listener[] = [];
  let calls = 0;
  const allauth = {
    onAuthAnswer: (l: Listener) => {
      listeners.push(l);
      return () => undefined;
    },
    getSession: async () => {
      const answer = answers[Math.min(calls++, answers.length - 1)]!;
      for (const l of listeners) l(answer, { method: "GET" });
      return { ok: true as const, value: { status: answer.status, data: answer } };
    },
    getConfig: config,
    logout: async () => ({ ok: true as const, value: { status: 401, data: answers[0]! } }),
  };
  return { api: { allauth, account: {} } as unknown as Parameters<typeof createAuthStore>[0], calls: () => calls };
}

const pending = { status: 401, data: { flows: [{ id: "verify_email", is_pending: true }] }, meta: { is_authenticated: false } } as unknown as AuthState;
const signedIn = {
  status: 200,
  data: { user: { id: 3, display: "Ada", email: "ada@example.org", has_usable_password: true }, methods: [] },
  meta: { is_authenticated: true },
} as unknown as AuthState;

it("refresh asks the session again and every subscriber sees the sign-in (the checkout's 'I have confirmed')", async () => {
  const { api, calls } = fakeApi([pending, signedIn]);
  const store = createAuthStore(api);
  const seen: string[] = [];
  store.subscribe(() => seen.push(store.getSnapshot().status));
  store.start();
  await Promise.resolve();
  await new Promise((r) => setTimeout(r, 0));
  expect(store.getSnapshot().status).toBe("pending");
  const after = await store.refresh();
  expect(calls()).toBe(2);
  expect(after.status).toBe("settled");
  expect(after.user?.email).toBe("ada@example.org");
  expect(after.event?.type).toBe("LOGGED_IN");
  expect(seen.at(-1)).toBe("settled");
});

it("the provider list is known once the config call has answered, and also when it failed (no wait for ever)", async () => {
  for (const ok of [true, false]) {
    const providers = [{ id: "google", name: "Google", flows: ["provider_redirect"] }];
    const { api } = fakeApi([pending], async () =>
      ok ? { ok: true, value: { status: 200, data: { status: 200, data: { socialaccount: { providers } } } } } : { ok: false, error: { kind: "network" } },
    );
    const store = createAuthStore(api);
    expect(store.getSnapshot().providersKnown).toBe(false);
    store.start();
    await new Promise((r) => setTimeout(r, 0));
    expect(store.getSnapshot().providersKnown).toBe(true);
    expect(store.getSnapshot().providers).toEqual(ok ? [{ id: "google", name: "Google" }] : []);
  }
});
