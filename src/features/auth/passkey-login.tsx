import { useState } from "react";
import { useTranslation } from "react-i18next";
import { getPasskeyLoginOptions, loginWithPasskey } from "../../api-client/allauth";
import { messageOf } from "../../api-client/http";
import { FormError } from "../../components/forms/text-field";
import { passkeyFailureKey, signWithPasskey } from "../../components/auth/passkey";

/**
 * "Use a passkey" (allauth's mfa_login_webauthn): the server's request options, the browser's
 * passkey dialog, the signed answer back. A success reaches the auth state like a password login; a
 * cancelled dialog or an unknown passkey is said under the button, and the password form keeps what was typed.
 */
export function PasskeyLogin() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const start = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    const options = await getPasskeyLoginOptions();
    const signed = options.ok ? await signWithPasskey(options.value.data.data.request_options.publicKey) : null;
    const result = signed?.ok ? await loginWithPasskey(signed.credential) : null;
    setBusy(false);
    if (!options.ok) setError(messageOf(options.error, t));
    else if (signed && !signed.ok) setError(t(passkeyFailureKey(signed.reason)));
    else if (result && !result.ok) setError(result.error.status === 400 ? t("auth:passkey.unknown") : messageOf(result.error, t));
  };
  return (
    <div className="passkey-login">
      <button type="button" className="button button--ghost" aria-busy={busy} onClick={() => void start()}>
        {busy ? t("auth:passkey.signingIn") : t("auth:passkey.signIn")}
      </button>
      <FormError id="passkey-login-error" message={error} />
    </div>
  );
}
