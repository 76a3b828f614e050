import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { PROVIDER_REDIRECT_URL, csrfToken } from "../../api-client/allauth";
import { getFeatures } from "../../api-client/account";

/** Where the provider sends the customer back; relative, as allauth's is_safe_url wants (contract §2). */
export const PROVIDER_CALLBACK_PATH = "/auth/provider/callback/";

/**
 * Social login (contracts/allauth §2): a real `<form method=POST>` to the provider redirect endpoint,
 * not fetch, with `csrfmiddlewaretoken` read from the cookie at the moment of submitting (it rotates).
 * Spec §5: providers the features call disables for the visitor's country are not offered.
 */
export function ProviderButtons({ providers }: { providers: Array<{ id: string; name: string }> }) {
  const { t } = useTranslation();
  const [disabled, setDisabled] = useState<string[] | null>(null);
  useEffect(() => {
    let live = true;
    void getFeatures().then((r) => live && setDisabled(r.ok ? r.value.data.disabled_social_providers : []));
    return () => {
      live = false;
    };
  }, []);
  const shown = disabled === null ? [] : providers.filter((p) => !disabled.includes(p.id));
  if (!shown.length) return null;
  return (
    <>
      <p className="divider">{t("auth:providers.or")}</p>
      <div className="providers">
        {shown.map((p) => (
          <ProviderForm key={p.id} id={p.id} name={p.name} />
        ))}
      </div>
    </>
  );
}

function ProviderForm({ id, name }: { id: string; name: string }) {
  const { t } = useTranslation();
  const token = useRef<HTMLInputElement>(null);
  return (
    <form
      method="post"
      action={PROVIDER_REDIRECT_URL}
      onSubmit={() => {
        if (token.current) token.current.value = csrfToken();
      }}
    >
      <input type="hidden" name="provider" value={id} />
      <input type="hidden" name="process" value="login" />
      <input type="hidden" name="callback_url" value={PROVIDER_CALLBACK_PATH} />
      <input type="hidden" name="csrfmiddlewaretoken" ref={token} defaultValue="" />
      <button type="submit" className="button button--provider">
        {t("auth:providers.continueWith", { name })}
      </button>
    </form>
  );
}
