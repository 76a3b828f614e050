import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { PROVIDER_REDIRECT_URL, csrfToken } from "../../api-client/allauth";
import { loadFeatures } from "../../api-client/site-features";
import { useAuth } from "../../components/auth/auth-context";
import { useSiteSettings } from "../../components/layout";
import { allowedSocialProviders, detectRegion } from "../../lib/region";

/** Where the provider sends the customer back; relative, as allauth's is_safe_url wants (contract §2). */
export const PROVIDER_CALLBACK_PATH = "/auth/provider/callback/";

type Provider = { id: string; name: string };

/**
 * The social login providers this visitor is offered (contracts/allauth §2), and whether that list is final.
 * Spec §5/§6 (decision 034): Russian users — by profile country, else the features call's `country_code` — are
 * not offered the providers the CMS site setting `socialLoginDisabledForRu` names. Nothing is offered until the
 * country is known, so a disabled button never flashes; `known` tells the screen to hold its form back until
 * then (AnonymousOnly's `ready`), so that the buttons arriving do not push the card's footer down.
 */
export function useSocialProviders(): { known: boolean; shown: Provider[] } {
  const { i18n } = useTranslation();
  const { state } = useAuth();
  const disabledForRu = useSiteSettings(i18n.language).socialLoginDisabledForRu;
  // undefined: still asking; null: the features call failed (country unknown).
  const [featuresCountry, setFeaturesCountry] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    // The page's one features call, shared with the header's currency store and the VPN rule (the login page
    // asked it twice before): null when it failed, which the client has reported.
    void loadFeatures().then((features) => live && setFeaturesCountry(features ? features.country_code : null));
    return () => {
      live = false;
    };
  }, []);
  const region = detectRegion({ profileCountry: state.profile?.country, featuresCountry });
  const shown = featuresCountry === undefined ? [] : allowedSocialProviders(state.providers, region, disabledForRu);
  const known = state.providersKnown && (featuresCountry !== undefined || !state.providers.length);
  return { known, shown };
}

/**
 * Social login (contracts/allauth §2): a real `<form method=POST>` to the provider redirect endpoint,
 * not fetch, with `csrfmiddlewaretoken` read from the cookie at the moment of submitting (it rotates).
 */
export function ProviderButtons({ providers }: { providers: Provider[] }) {
  const { t } = useTranslation();
  if (!providers.length) return null;
  return (
    <>
      <p className="divider">{t("auth:providers.or")}</p>
      <div className="providers">
        {providers.map((p) => (
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
