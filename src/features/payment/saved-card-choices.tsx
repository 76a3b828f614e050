import { useTranslation } from "gatsby-plugin-react-i18next";
import type { PaymentProvider } from "../../api-client/schemas/payment";

type Props = {
  provider: PaymentProvider;
  /** The card chosen, when this provider is the chosen one. */
  chosen: number | null;
  disabled: boolean;
  onChoose: (cardId: number) => void;
};

/** The customer's saved cards among the ways to pay, one radio each (issue 37 item 6): the default card first. */
export function SavedCardChoices({ provider, chosen, disabled, onChoose }: Props) {
  const { t } = useTranslation();
  return (
    <>
      {provider.options.saved_cards.map((card) => (
        <label key={card.id} className={chosen === card.id ? "provider provider--selected" : "provider"}>
          <input
            type="radio"
            name="provider"
            value={`${provider.key}:${card.id}`}
            checked={chosen === card.id}
            onChange={() => onChoose(card.id)}
            disabled={disabled}
          />
          {t("checkout:providers.saved_card", { brand: card.brand.toUpperCase(), last4: card.last4, exp: card.exp })}
        </label>
      ))}
    </>
  );
}
