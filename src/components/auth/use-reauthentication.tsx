import { useCallback, useState, type ReactNode } from "react";
import { getSession } from "@/api-client/allauth";
import type { Result } from "@/api-client/http";
import { reauthenticationSchema } from "@/api-client/schemas/mfa";
import type { Flow } from "@/api-client/schemas/auth";
import { ReauthenticationDialog } from "./reauthentication-dialog";

/** The flows a 401 of an account call offers when the customer is signed in but must reauthenticate, else null. */
export function reauthenticationFlows(result: Result<unknown>): Flow[] | null {
  if (result.ok || result.error.status !== 401) return null;
  const parsed = reauthenticationSchema.safeParse(result.error.body);
  return parsed.success && parsed.data.meta.is_authenticated ? parsed.data.data.flows : null;
}

/**
 * Runs a sensitive account call; when allauth asks for a recent authentication (401, signed in), the
 * reauthentication dialog opens and the call is made again after it. Cancelled, the first answer stands.
 * A 401 of a session that ended is handed to the auth state (the session call), which leaves the area.
 */
export function useReauthentication(): { run: <T>(action: () => Promise<Result<T>>) => Promise<Result<T>>; dialog: ReactNode } {
  const [pending, setPending] = useState<{ flows: Flow[]; done: (again: boolean) => void } | null>(null);
  const run = useCallback(async <T,>(action: () => Promise<Result<T>>): Promise<Result<T>> => {
    const first = await action();
    const flows = reauthenticationFlows(first);
    if (!flows) {
      if (!first.ok && first.error.status === 401) void getSession();
      return first;
    }
    const again = await new Promise<boolean>((resolve) => setPending({ flows, done: resolve }));
    setPending(null);
    return again ? action() : first;
  }, []);
  const dialog = pending ? <ReauthenticationDialog flows={pending.flows} onDone={() => pending.done(true)} onCancel={() => pending.done(false)} /> : null;
  return { run, dialog };
}
