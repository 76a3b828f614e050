import { useId, type ReactNode } from "react";

/** A labelled form field; `error` is shown under it and linked with aria-describedby. */
export function Field({ label, hint, error, children, className }: { label: string; hint?: ReactNode; error?: string; className?: string; children: (props: { id: string; "aria-describedby"?: string; "aria-invalid"?: boolean }) => ReactNode }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`field${error ? " field--invalid" : ""}${className ? ` ${className}` : ""}`}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      {children({ id, "aria-describedby": describedBy, "aria-invalid": error ? true : undefined })}
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Server field messages (BAD_USER_INPUT `extensions.fields`) → react-hook-form errors. */
export function applyServerFieldErrors<K extends string>(fields: Record<string, string[]>, setError: (name: K, error: { type: string; message: string }) => void, known: readonly K[]): boolean {
  let any = false;
  for (const [name, messages] of Object.entries(fields)) {
    if ((known as readonly string[]).includes(name) && messages[0]) {
      setError(name as K, { type: "server", message: messages[0] });
      any = true;
    }
  }
  return any;
}
