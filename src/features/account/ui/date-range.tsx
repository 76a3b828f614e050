import { useTranslation } from "react-i18next";
import { Field } from "../../../components/forms/field";
import type { Period } from "../../../lib/period";

type Props = {
  value: Period;
  onChange: (next: Period) => void;
  /** The start's and the end's messages (a missing date, an end before the start). */
  fromError?: string;
  toError?: string;
  /** Both dates must be given (the export); the transactions filter may leave either open. */
  required?: boolean;
};

/**
 * A period's two date fields (start and end, both days included), each bounded by the other: one control
 * for every account screen that takes a period (transactions, accountant export).
 */
export function DateRangeFields({ value, onChange, fromError, toError, required }: Props) {
  const { t } = useTranslation("account");
  return (
    <>
      <Field label={t("transactions.from")} error={fromError}>
        {(a) => (
          <input
            {...a}
            type="date"
            className="input"
            required={required}
            value={value.from}
            max={value.to || undefined}
            onChange={(e) => onChange({ ...value, from: e.target.value })}
          />
        )}
      </Field>
      <Field label={t("transactions.to")} error={toError}>
        {(a) => (
          <input
            {...a}
            type="date"
            className="input"
            required={required}
            value={value.to}
            min={value.from || undefined}
            onChange={(e) => onChange({ ...value, to: e.target.value })}
          />
        )}
      </Field>
    </>
  );
}
