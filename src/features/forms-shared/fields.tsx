import type { ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";

// Labelled form controls with their error tied by aria-describedby (spec §5 messages shown at the field).

type Common = { id: string; label: string; error?: string; hint?: ReactNode; registration: UseFormRegisterReturn; required?: boolean };

function describedBy(id: string, error?: string, hint?: ReactNode) {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
}

function Frame({ id, label, error, hint, required, children }: Omit<Common, "registration"> & { children: ReactNode }) {
  return (
    <div className={`form-field${error ? " form-field--invalid" : ""}`}>
      <label htmlFor={id} className="form-field__label">
        {label}
        {required ? <span aria-hidden="true" className="form-field__required"> *</span> : null}
      </label>
      {children}
      {hint ? <p id={`${id}-hint`} className="form-field__hint">{hint}</p> : null}
      {error ? <p id={`${id}-error`} className="form-field__error">{error}</p> : null}
    </div>
  );
}

export function TextInput({ type = "text", autoComplete, ...props }: Common & { type?: "text" | "email"; autoComplete?: string }) {
  return (
    <Frame {...props}>
      <input
        id={props.id}
        type={type}
        autoComplete={autoComplete}
        className="form-control"
        aria-invalid={props.error ? true : undefined}
        aria-required={props.required || undefined}
        aria-describedby={describedBy(props.id, props.error, props.hint)}
        {...props.registration}
      />
    </Frame>
  );
}

export function TextArea({ rows = 6, ...props }: Common & { rows?: number }) {
  return (
    <Frame {...props}>
      <textarea
        id={props.id}
        rows={rows}
        className="form-control"
        aria-invalid={props.error ? true : undefined}
        aria-required={props.required || undefined}
        aria-describedby={describedBy(props.id, props.error, props.hint)}
        {...props.registration}
      />
    </Frame>
  );
}

export function Select({ options, placeholder, ...props }: Common & { options: Array<{ value: string; label: string }>; placeholder?: string }) {
  return (
    <Frame {...props}>
      <select
        id={props.id}
        className="form-control"
        aria-invalid={props.error ? true : undefined}
        aria-required={props.required || undefined}
        aria-describedby={describedBy(props.id, props.error, props.hint)}
        {...props.registration}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Frame>
  );
}

/** The outcome line under a form: errors are announced at once (alert), success politely (status). */
export function FormStatus({ error, success }: { error?: string | null; success?: ReactNode }) {
  return (
    <>
      <div role="alert" className={error ? "form-status form-status--error" : "form-status form-status--empty"}>{error ?? null}</div>
      <div role="status" className={success ? "form-status form-status--success" : "form-status form-status--empty"}>{success ?? null}</div>
    </>
  );
}
