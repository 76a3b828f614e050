import { startTransition, useCallback, useEffect, useRef, useState } from "react";
import type { RealtimeEvent } from "@/api-client/schemas/realtime";
import { earlySession } from "@/api-client/early-answers";
import { withRealtime } from "../live-after-first-screen";

/**
 * Calls started before their part mounted (`startParts`), with when they started, in which session, and their
 * outcome once settled (a part that mounts after its answer is in renders it at once, decision 251).
 */
type Early = { answer: Promise<unknown>; at: number; session: number; settled?: PartState<unknown> };
const early = new Map<() => Promise<unknown>, Early>();
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
    const entry: Early = { answer, at: Date.now(), session: earlySession() };
    // A failure is the part's to show when it takes the answer; not an unhandled rejection meanwhile.
    answer.then(
      (data) => (entry.settled = { status: "live", data }),
      (error: unknown) => (entry.settled = { status: "error", error }),
    );
    early.set(load, entry);
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
  return started && usable(started) ? (started.answer as Promise<T>) : undefined;
}
const usable = (started: Early) => started.session === earlySession() && Date.now() - started.at < EARLY_MAX_AGE_MS;

/** The early answer's outcome if it is already in (and usable), without taking it: the part's first state. */
function settledEarly<T>(load: () => Promise<T>): PartState<T> | undefined {
  const started = early.get(load);
  return started && usable(started) ? (started.settled as PartState<T> | undefined) : undefined;
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
  // An answer already in (the early calls usually are by the time the dashboard renders) is the first state: the
  // part renders with it, not a loading state and then a second render with the answer (issue 40).
  const [state, setState] = useState<PartState<T>>(() => settledEarly(load) ?? { status: "loading" });
  const shownEarly = useRef(state.status !== "loading");
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
    // The first state was the early answer: it is taken (not shown twice), and no call is made.
    if (shownEarly.current) {
      shownEarly.current = false;
      takeEarly(load);
    } else run();
    // The tab's connection opens after the account's first screen (decision 251); its events then reload the part,
    // and so does each open of the socket: an event sent while it was not open (before, or during a drop) is lost.
    const stop = withRealtime(
      (connection) =>
        connection.onEvent((event) => {
          if (events.split(" ").includes(event.type)) run();
        }),
      events ? () => run() : undefined,
    );
    return () => {
      // An answer that arrives after the part left is dropped.
      answers.current++;
      stop();
    };
  }, [run, events, load]);
  return [state, retry];
}
