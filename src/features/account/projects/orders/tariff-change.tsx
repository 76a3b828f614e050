import { useEffect, useState } from "react";
import { navigate } from "gatsby";
import { useMutation } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { ChangeTariffMutation } from "./mutations";
import type { Plan } from "@/api-client/schemas/catalog";
import { getCatalog } from "@/api-client/payment";
import { localizePath } from "@/lib/i18n-config";
import { paymentPagePath } from "@/lib/payment-links";
import { Money } from "@/components/app-ui/format";
import { Field } from "@/components/forms/field";
import { useFailureToast } from "@/components/app-ui/failure";
import { useLang } from "@/components/use-lang";

/** Tariff change (spec §4): a bigger plan of the same line; the surcharge is shown, then paid on the payment page. */
export function TariffChange({ orderId, planSlug }: { orderId: string; planSlug: string }) {
  const { t } = useTranslation("account");
  const lang = useLang();
  const showFailure = useFailureToast();
  const [plans, setPlans] = useState<{ current: Plan; bigger: Plan[] } | null>(null);
  const [failed, setFailed] = useState(false);
  const [choice, setChoice] = useState("");
  const [quote, setQuote] = useState<{ plan: string; surcharge: number; paymentRef: string | null } | null>(null);
  const [change, changing] = useMutation(ChangeTariffMutation);
  useEffect(() => {
    let live = true;
    getCatalog()
      .then((c) => {
        const all = c.lines.flatMap((l) => l.plans);
        const current = all.find((p) => p.slug === planSlug);
        if (!live || !current) return;
        const bigger = all.filter((p) => p.line === current.line && p.price > current.price).sort((a, b) => a.price - b.price);
        setPlans({ current, bigger });
        setChoice(bigger[0]?.slug ?? "");
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [planSlug]);
  if (failed) return <p className="form__error">{t("errors:requestFailed")}</p>;
  if (!plans) return null;
  const payPath = quote?.paymentRef ? localizePath(paymentPagePath(quote.paymentRef), lang) : null;
  return (
    <div className="form" data-testid="tariff-change">
      <p className="muted">{t("orders.currentPlan", { plan: plans.current.name })}</p>
      <p className="muted">{t("orders.tariffHint")}</p>
      {plans.bigger.length ? (
        <form
          className="form form--inline"
          onSubmit={(e) => {
            e.preventDefault();
            // Ignored while asking or with no plan chosen; the button is aria-disabled, not disabled (it keeps the focus).
            if (!choice || changing.loading) return;
            change({ variables: { orderId, planSlug: choice } })
              .then((r) => {
                const plan = plans.bigger.find((p) => p.slug === choice)?.name ?? choice;
                if (r.data) setQuote({ plan, surcharge: r.data.changeTariff.surcharge, paymentRef: r.data.changeTariff.paymentRef });
              })
              .catch((err: unknown) => showFailure(err, "orderAction"));
          }}
        >
          <Field label={t("orders.plan")}>
            {(a) => (
              <select
                {...a}
                className="input"
                value={choice}
                onChange={(e) => {
                  setChoice(e.target.value);
                  setQuote(null);
                }}
              >
                {plans.bigger.map((p) => (
                  <option key={p.slug} value={p.slug}>
                    {p.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <button type="submit" className="button button--ghost" aria-disabled={!choice || changing.loading} aria-busy={changing.loading}>
            {t("orders.quote")}
          </button>
        </form>
      ) : (
        <p className="muted">{t("orders.noBiggerPlans")}</p>
      )}
      {quote ? (
        <div className="paybar" data-testid="surcharge">
          <span>
            {t("orders.surcharge", { plan: quote.plan })} <strong>{<Money amount={quote.surcharge} />}</strong>
          </span>
          {payPath ? (
            <button type="button" className="button" onClick={() => void navigate(payPath)}>
              {t("orders.paySurcharge")}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
