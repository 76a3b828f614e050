import { useTranslation } from "react-i18next";
import { Field } from "../forms/field";
import type { Period } from "@/lib/period";

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
  const ends = [
    { end: "from", label: t("transactions.from"), error: fromError, min: undefined, max: value.to },
    { end: "to", label: t("transactions.to"), error: toError, min: value.from, max: undefined },
  ] as const;
  return (
    <>
      {ends.map(({ end, label, error, min, max }) => (
        <Field key={end} label={label} error={error}>
          {(a) => (
            <input
              {...a}
              type="date"
              className="input"
              required={required}
              value={value[end]}
              min={min || undefined}
              max={max || undefined}
              onChange={(e) => onChange({ ...value, [end]: e.target.value })}
            />
          )}
        </Field>
      ))}
    </>
  );
}
