import { useCallback, useEffect, useRef, useState } from "react";
import { acquireRealtime } from "../../../api-client/realtime/connection";
import type { RealtimeEvent } from "../../../api-client/schemas/realtime";

export type PartState<T> = { status: "loading" } | { status: "error"; error: unknown } | { status: "live"; data: T };

type AccountEventType = Extract<RealtimeEvent["type"], "balance.changed" | "order.changed" | "payment.status">;

/**
 * One part's data (`load` is a module-level call, so it is stable): loads on mount, and again when one of `refreshOn` arrives over the tab's realtime
 * connection (spec §9; the account's events). A reload keeps what is shown until the new answer is in; a
 * failed reload after a good answer keeps the last good one.
 */
export function usePart<T>(load: () => Promise<T>, refreshOn: readonly AccountEventType[]): [PartState<T>, () => void] {
  const [state, setState] = useState<PartState<T>>({ status: "loading" });
  const seq = useRef(0);
  const run = useCallback(() => {
    const mine = ++seq.current;
    load().then(
      (data) => {
        if (mine === seq.current) setState({ status: "live", data });
      },
      (error: unknown) => {
        if (mine === seq.current) setState((prev) => (prev.status === "live" ? prev : { status: "error", error }));
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
