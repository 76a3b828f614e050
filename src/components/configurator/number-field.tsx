import { useEffect, useId, useState } from "react";
import { useI18next } from "gatsby-plugin-react-i18next";
import { clampToStep } from "../../lib/clamp";
import { formatNumber } from "../../lib/format";

type Props = { label: string; value: number; min: number; max: number; step?: number; unit?: string; onChange: (value: number) => void; name: string };

/**
 * A numeric input that clamps to min and max (spec §5): the text is free while typing, the value
 * the parent sees is always clamped, and the field shows the clamped value once it loses focus. The
 * range hint is in the page's number format ("1 000–3 840" in Russian); `unit` comes translated.
 */
export function NumberField({ label, value, min, max, step = 1, unit, onChange, name }: Props) {
  const id = useId();
  const { language } = useI18next();
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const commit = (raw: string) => {
    const next = clampToStep(Number(raw), min, max, step);
    setText(String(next));
    if (next !== value) onChange(next);
  };
  return (
    <div className="number-field">
      <label htmlFor={id}>
        {label} {unit ? <span className="muted">({unit})</span> : null}
      </label>
      <div className="number-field__row">
        <input
          type="range"
          aria-hidden="true"
          tabIndex={-1}
          min={min}
          max={max}
          step={step}
          value={value}
          onChange={(e) => onChange(clampToStep(Number(e.target.value), min, max, step))}
        />
        <input
          id={id}
          name={name}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={step}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            const n = Number(e.target.value);
            if (e.target.value !== "" && Number.isFinite(n)) onChange(clampToStep(n, min, max, step));
          }}
          onBlur={(e) => commit(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") commit(e.currentTarget.value);
          }}
        />
      </div>
      <p className="muted small">
        {formatNumber(min, language, "integer")}–{formatNumber(max, language, "integer")}
      </p>
    </div>
  );
}
