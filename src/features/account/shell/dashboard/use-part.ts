import { startTransition, useCallback, useEffect, useRef, useState } from "react";
import { acquireRealtime } from "@/api-client/realtime/connection";
import type { RealtimeEvent } from "@/api-client/schemas/realtime";
import { earlySession } from "@/api-client/early-answers";

/** Calls started before their part mounted (`startParts`), with when they started and in which session. */
const early = new Map<() => Promise<unknown>, { answer: Promise<unknown>; at: number; session: number }>();
/** An early answer older than this is not shown: the part asks again. */
const EARLY_MAX_AGE_MS = 30_000;

/**
 * Starts parts' calls before the parts mount: the dashboard's, as soon as the session is known to be signed
 * in, beside the menu call and the dashboard's chunks instead of after them (decision 120). A part's first
 * load then takes the answer under way instead of asking again. Each call is started once.
 */
export function startParts(loads: ReadonlyArray<() => Promise<unknown>>): void {
  for (const load of loads) {
    if (early.has(load)) continue;
    const answer = load();
    // A failure is the part's to show when it takes the answer; not an unhandled rejection meanwhile.
    answer.catch(() => undefined);
    early.set(load, { answer, at: Date.now(), session: earlySession() });
  }
}

/**
 * The early answer of a part's call, once, while fresh, and only in the session it was asked in: a customer who
 * left the account before the dashboard had mounted, logged out, and the next customer signing in in the same
 * tab would otherwise be shown the last one's orders (the auth store counts session changes, `dropEarly`).
 */
function takeEarly<T>(load: () => Promise<T>): Promise<T> | undefined {
  const started = early.get(load);
  early.delete(load);
  return started && started.session === earlySession() && Date.now() - started.at < EARLY_MAX_AGE_MS ? (started.answer as Promise<T>) : undefined;
}

export type PartState<T> = { status: "loading" } | { status: "error"; error: unknown } | { status: "live"; data: T };

type AccountEventType = Extract<RealtimeEvent["type"], "balance.changed" | "order.changed" | "payment.status">;

/**
 * One part's data (`load` is a module-level call, so it is stable): loads on mount (or takes the call
 * `startParts` started), and again when one of `refreshOn` arrives over the tab's realtime
 * connection (spec §9; the account's events). A reload keeps what is shown until the new answer is in; a
 * failed reload after a good answer keeps the last good one.
 */
export function usePart<T>(load: () => Promise<T>, refreshOn: readonly AccountEventType[]): [PartState<T>, () => void] {
  const [state, setState] = useState<PartState<T>>({ status: "loading" });
  const seq = useRef(0);
  const run = useCallback(() => {
    const mine = ++seq.current;
    (takeEarly(load) ?? load()).then(
      // An answer's render is a transition: React renders the part in slices, not in one long task (decision 126).
      (data) => {
        if (mine === seq.current) startTransition(() => setState({ status: "live", data }));
      },
      (error: unknown) => {
        if (mine === seq.current) startTransition(() => setState((prev) => (prev.status === "live" ? prev : { status: "error", error })));
      },
    );
  }, [load]);
  const retry = useCallback(() => {
    setState({ status: "loading" });
    run();
  }, [run]);
  const events = refreshOn.join(" ");
  useEffect(() => {
    const answers = seq;
    run();
    const { connection, release } = acquireRealtime();
    const off = connection.onEvent((event) => {
      if (events.split(" ").includes(event.type)) run();
    });
    return () => {
      // An answer that arrives after the part left is dropped.
      answers.current++;
      off();
      release();
    };
  }, [run, events]);
  return [state, retry];
}
