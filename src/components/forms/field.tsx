import { useId, type ReactNode } from "react";

/** What a field hands its control: the id its label points at, and the ARIA that ties the hint and error to it. */
export type FieldControlProps = { id: string; "aria-describedby"?: string; "aria-invalid"?: boolean; "aria-required"?: boolean };

type Props = {
  label: ReactNode;
  /** A short text under the control (`.field__hint`). */
  hint?: ReactNode;
  /** The field's message (spec §5), under the hint. */
  error?: string;
  /** Marks the label with an asterisk and the control with aria-required. */
  required?: boolean;
  /** Announce the error when it appears (role="alert", the default, as the account area does); false: it is read with the control only. */
  announce?: boolean;
  /** A block of its own under the error (the password hints), tied to the control too. */
  details?: ReactNode;
  id?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
};

/**
 * The one labelled form field of the site (auth, account, checkout, public forms): label, control, hint and
 * error, all in the `.field` CSS family (src/styles/forms.css). The control is the caller's (input, select,
 * textarea with class `input`), rendered with the props that tie it to its label and messages.
 */
export function Field({ label, hint, error, required, announce = true, details, id, className, children }: Props) {
  const auto = useId();
  const controlId = id ?? auto;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const detailsId = `${controlId}-details`;
  const describedBy = [hint ? hintId : null, error ? errorId : null, details ? detailsId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`field${error ? " field--invalid" : ""}${className ? ` ${className}` : ""}`}>
      <label htmlFor={controlId} className="field__label">
        {label}
        {required ? (
          <span aria-hidden="true" className="field__required">
            {" "}
            *
          </span>
        ) : null}
      </label>
      {children({ id: controlId, "aria-describedby": describedBy, "aria-invalid": error ? true : undefined, "aria-required": required || undefined })}
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={errorId} role={announce ? "alert" : undefined}>
          {error}
        </p>
      ) : null}
      {details ? <div id={detailsId}>{details}</div> : null}
    </div>
  );
}
