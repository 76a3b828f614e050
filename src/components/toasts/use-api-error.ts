import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { messageOf, type ApiError } from "../../api-client/http";
import { toasts } from "./toast-store";

/**
 * Shows an API error as an error toast, unless the client marked it silent (spec §8: 401 on auth
 * endpoints, 401 with the authenticated flag, ignored statuses; spec §6: 403 without the main
 * account's personal data). `key` replaces the generic text with a catalogue entry of the call
 * (e.g. "errors:fetchPaymentProviders"); `preferServerMessage` shows the server's text when it sent one.
 */
export function useApiErrorToast() {
  const { t } = useTranslation();
  return useCallback(
    (error: ApiError, options: { key?: string; preferServerMessage?: boolean } = {}) => {
      if (error.silent) return;
      let message = messageOf(error, t);
      if (error.kind !== "rate-limited" && error.kind !== "network") {
        if (options.preferServerMessage && error.serverMessage) message = error.serverMessage;
        else if (options.key) message = t(options.key);
      }
      toasts.error(message);
    },
    [t],
  );
}
