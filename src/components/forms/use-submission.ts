import { useCallback, useRef, useState } from "react";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { useTranslation } from "gatsby-plugin-react-i18next";
import type { SubmitResult } from "../../api-client/form-submit";
import { failureMessage, translateServerMessage } from "./form-messages";
import { toasts } from "../toasts/toast-store";
import { pushFormSend } from "../../lib/analytics";

export type SubmissionState<T> = { status: "idle" } | { status: "sending" } | { status: "sent"; data: T } | { status: "failed"; message: string };

/**
 * Sends a form once at a time (spec §4: a second submit while sending is ignored), keeps what the
 * visitor typed when it fails (the form is never reset here), puts server field errors at their fields
 * and everything else in one catalogue message (a 429 in a toast).
 */
export function useSubmission<TValues extends FieldValues, TResult>(
  send: (values: TValues) => Promise<SubmitResult<TResult>>,
  setError: UseFormSetError<TValues>,
  fieldNames: ReadonlyArray<Path<TValues>>,
  options: { joinFieldErrors?: boolean; analyticsName?: string } = {},
) {
  const { t } = useTranslation();
  const [state, setState] = useState<SubmissionState<TResult>>({ status: "idle" });
  const sending = useRef(false);

  const submit = useCallback(
    async (values: TValues) => {
      if (sending.current) return;
      sending.current = true;
      setState({ status: "sending" });
      try {
        const result = await send(values);
        if (result.ok) {
          setState({ status: "sent", data: result.data });
          // Spec §7: a form-send event for every form that was sent.
          if (options.analyticsName) pushFormSend(options.analyticsName);
          return;
        }
        // Spec §8: a 429 on a POST is a toast with the server's detail (FormToaster shows it), not a line in the form.
        if (result.kind === "rate-limited") {
          toasts.error(failureMessage(result, t));
          setState({ status: "idle" });
          return;
        }
        if (result.kind === "fields" && !options.joinFieldErrors) {
          const rest: Record<string, string[]> = {};
          for (const [field, messages] of Object.entries(result.fields)) {
            if ((fieldNames as readonly string[]).includes(field)) {
              setError(field as Path<TValues>, { type: "server", message: messages.map((m) => translateServerMessage(m, t)).join(" ") }, { shouldFocus: true });
            } else rest[field] = messages;
          }
          setState({
            status: "failed",
            message: Object.keys(rest).length ? failureMessage({ ok: false, kind: "fields", fields: rest }, t) : t("forms.checkFields"),
          });
          return;
        }
        setState({ status: "failed", message: failureMessage(result, t) });
      } finally {
        sending.current = false;
      }
    },
    [send, setError, fieldNames, options.joinFieldErrors, options.analyticsName, t],
  );

  return { state, submit, sending: state.status === "sending" };
}
