import type { ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Field } from "./field";

// The public forms' controls (contact, e-mail promo, review proposal): a `Field` with an input, a textarea
// or a select, registered with react-hook-form (spec §5 messages shown at the field).

type Common = { id: string; label: string; error?: string; hint?: ReactNode; registration: UseFormRegisterReturn; required?: boolean };

export function TextInput({ type = "text", autoComplete, registration, ...field }: Common & { type?: "text" | "email"; autoComplete?: string }) {
  return (
    <Field {...field} announce={false}>
      {(control) => <input {...control} type={type} autoComplete={autoComplete} className="input" {...registration} />}
    </Field>
  );
}

export function TextArea({ rows = 6, registration, ...field }: Common & { rows?: number }) {
  return (
    <Field {...field} announce={false}>
      {(control) => <textarea {...control} rows={rows} className="input" {...registration} />}
    </Field>
  );
}

export function Select({ options, placeholder, registration, ...field }: Common & { options: Array<{ value: string; label: string }>; placeholder?: string }) {
  return (
    <Field {...field} announce={false}>
      {(control) => (
        <select {...control} className="input" {...registration}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** The outcome line under a form: errors are announced at once (alert), success politely (status). */
export function FormStatus({ error, success }: { error?: string | null; success?: ReactNode }) {
  return (
    <>
      <div role="alert" className={error ? "form-status form-status--error" : "form-status form-status--empty"}>
        {error ?? null}
      </div>
      <div role="status" className={success ? "form-status form-status--success" : "form-status form-status--empty"}>
        {success ?? null}
      </div>
    </>
  );
}
