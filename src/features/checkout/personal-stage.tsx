import { Suspense, useEffect, useState } from "react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { getPersonalInfo } from "../../api-client/account";
import { errorText } from "../../api-client/error-text";
import type { PersonalInfo } from "../../api-client/schemas/account";
import { lazyPage } from "../../components/lazy-page";

// The form (react-hook-form, its resolver, the personal-data rules) is a chunk of its own, asked for when the stage
// opens, beside the saved data: a signed-in customer whose data is complete never sees this stage, and the
// checkout's first screen is the configuration (issue 40). Until both are there the stage shows its loading line.
const loadForm = () => import("../../components/forms/personal-info-form");
const PersonalInfoForm = lazyPage(async () => ({ default: (await loadForm()).PersonalInfoForm }));

/** Personal-data stage: the six fields of spec §3, all required before ordering (the account's personal-data form). */
export function PersonalStage({ onDone, onCountry }: { onDone: () => void; onCountry: (country: string | null) => void }) {
  const { t } = useTranslation();
  const [initial, setInitial] = useState<PersonalInfo | null | undefined>(undefined);

  useEffect(() => {
    void loadForm().catch(() => undefined);
    void getPersonalInfo().then((r) => {
      if (r.ok) onCountry(r.value.data.country);
      setInitial(r.ok ? r.value.data : null);
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loads once when the stage opens; onCountry is a fresh arrow each render
  }, []);

  const loading = <p role="status">{t("checkout:loading")}</p>;
  if (initial === undefined) return loading;
  return (
    <Suspense fallback={loading}>
      <section className="stage-panel" aria-labelledby="personal-heading">
        <h2 id="personal-heading">{t("checkout:stages.personal")}</h2>
        <p className="muted">{t("checkout:personal.why")}</p>
        <PersonalInfoForm
          initial={initial}
          className="form form--grid"
          label={(field) => t(`checkout:personal.${field}`)}
          chooseCountry={t("checkout:personal.chooseCountry")}
          requiredText={t("errors:fieldRequired")}
          submitLabel={t("checkout:personal.submit")}
          failureText={(error) => errorText(error, t)}
          onSaved={(saved) => {
            onCountry(saved.country);
            onDone();
          }}
        />
      </section>
    </Suspense>
  );
}
