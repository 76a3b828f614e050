import { useState } from "react";
import { useMutation, useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { SavedCardsQuery } from "./queries";
import { RemoveCardMutation, SetCardAutoRenewalMutation, SetDefaultCardMutation } from "./mutations";
import { FinanceOverviewQuery } from "./queries";
import { ConfirmDialog } from "@/components/app-ui/dialog";
import { Badge, Empty, ErrorState, Loading } from "@/components/app-ui/states";
import { useFailureToast } from "@/components/app-ui/failure";
import { useToast } from "@/components/toasts/use-toast";

/** Saved payment methods (account owner only, spec §5): auto-renewal per card, the default card for renewals (decision 108), remove. */
export function SavedCards() {
  const { t } = useTranslation("account");
  const { data, loading, error, refetch } = useQuery(SavedCardsQuery);
  const showFailure = useFailureToast();
  const toast = useToast();
  const [removing, setRemoving] = useState<{ id: string; label: string } | null>(null);
  // Auto-renewal off on the default card passes the default to another card: the list is read again.
  const [setAutoRenewal] = useMutation(SetCardAutoRenewalMutation, { refetchQueries: [SavedCardsQuery] });
  const [setDefault, defaulting] = useMutation(SetDefaultCardMutation);
  // Removing the default card makes another one the default: the list is read again.
  const [removeCard, removal] = useMutation(RemoveCardMutation, { refetchQueries: [FinanceOverviewQuery, SavedCardsQuery] });

  if (error && !data) return <ErrorState error={error} failureKey="financeParameters" onRetry={() => void refetch()} />;
  if (loading && !data) return <Loading rows={2} />;
  const cards = data?.savedCards ?? [];
  if (!cards.length) return <Empty title={t("cards.empty")}>{t("cards.emptyHint")}</Empty>;

  return (
    <>
      <ul className="card-rows" data-testid="saved-cards">
        {cards.map((card) => {
          const label = t("cards.label", { brand: card.brand.toUpperCase(), last4: card.last4 });
          return (
            <li key={card.id} className="card-row" data-card-id={card.id}>
              <span className={`card-brand card-brand--${card.brand}`} aria-hidden="true">
                {card.brand === "mastercard" ? "MC" : card.brand.slice(0, 4).toUpperCase()}
              </span>
              <div className="card-row__main">
                <p className="card-row__title">{label}</p>
                <p className="muted">
                  {t("cards.expires", { exp: card.exp })} {card.active ? null : <Badge tone="muted">{t("cards.inactive")}</Badge>}
                  {card.isDefault ? (
                    <>
                      {" "}
                      <Badge tone="info">{t("cards.default")}</Badge>
                    </>
                  ) : null}
                </p>
              </div>
              {!card.isDefault && card.active ? (
                <button
                  type="button"
                  className="button button--ghost button--small"
                  aria-disabled={defaulting.loading}
                  aria-busy={defaulting.loading}
                  aria-label={t("cards.makeDefaultFor", { card: label })}
                  onClick={() => {
                    // Ignored while a change is under way; aria-disabled, not disabled, keeps the focus.
                    if (defaulting.loading) return;
                    setDefault({ variables: { id: card.id } }).catch((err: unknown) => showFailure(err, "updatePaymentMethod"));
                  }}
                >
                  {t("cards.makeDefault")}
                </button>
              ) : null}
              <label className="switch">
                <input
                  type="checkbox"
                  role="switch"
                  checked={card.autoRenewal}
                  onChange={(e) => {
                    const enabled = e.target.checked;
                    setAutoRenewal({
                      variables: { id: card.id, enabled },
                      optimisticResponse: {
                        __typename: "Mutation",
                        setCardAutoRenewal: { __typename: "SavedCard", id: card.id, autoRenewal: enabled, isDefault: enabled && card.isDefault },
                      },
                    }).catch((err: unknown) => showFailure(err, "updatePaymentMethod"));
                  }}
                />
                <span>{t("cards.autoRenewal")}</span>
              </label>
              <button type="button" className="button button--ghost button--small" onClick={() => setRemoving({ id: card.id, label })}>
                {t("cards.remove")}
              </button>
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title={t("cards.removeTitle")}
        confirmLabel={t("cards.removeConfirm")}
        busy={removal.loading}
        onConfirm={() => {
          if (!removing) return;
          const id = removing.id;
          removeCard({
            variables: { id },
            update(cache) {
              cache.evict({ id: cache.identify({ __typename: "SavedCard", id }) });
              cache.gc();
            },
          })
            .then(() => {
              setRemoving(null);
              toast({ kind: "success", title: t("cards.removed") });
            })
            .catch((err: unknown) => showFailure(err, "removeCard"));
        }}
      >
        <p>{t("cards.removeText", { card: removing?.label ?? "" })}</p>
      </ConfirmDialog>
    </>
  );
}
