import type { InputHTMLAttributes, ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Field } from "./field";

type Props = {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  /** A block under the error tied to the input (the password hints). */
  hint?: ReactNode;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "onChange" | "onBlur" | "ref">;

/** A labelled input wired to react-hook-form (the auth screens, personal data): a `Field` with an input. */
export function TextField({ label, registration, error, hint, id, ...input }: Props) {
  return (
    <Field label={label} error={error} details={hint} id={id} announce={false}>
      {(control) => <input {...control} className="input" {...input} {...registration} />}
    </Field>
  );
}

/**
 * A one-time code (TOTP or recovery code): the 2FA step at sign-in, its setup and reauthentication. Numeric
 * keyboard, the browser's one-time-code autofill; 12 characters so a recovery code fits.
 */
export function CodeField({ label, registration, error }: Pick<Props, "label" | "registration" | "error">) {
  return <TextField label={label} inputMode="numeric" autoComplete="one-time-code" maxLength={12} registration={registration} error={error} />;
}

/** The form's own error (not tied to a field): the catalogue text of a failed call. */
export function FormError({ message, id }: { message: string | null; id?: string }) {
  if (!message) return null;
  return (
    <p className="form__error" id={id} data-testid="form-error">
      {message}
    </p>
  );
}
