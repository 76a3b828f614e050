import { FormError } from "./text-field";

/** A form's submit button that says when it is busy (the auth screens, the account's security forms). */
export function SubmitButton({ loading, label, busyLabel }: { loading: boolean; label: string; busyLabel: string }) {
  // Not `disabled`: a second press must reach the guard and be ignored, and the button keeps focus.
  return (
    <button type="submit" className="button" aria-disabled={loading} aria-busy={loading} data-loading={loading ? "true" : undefined}>
      {loading ? busyLabel : label}
    </button>
  );
}

/**
 * A form that is only its button (resend a mail, confirm an address): the form's error above the button,
 * and the guarded `run` on submit.
 */
export function ButtonForm({
  run,
  error,
  ...button
}: {
  run: () => Promise<unknown>;
  error: string | null;
  loading: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <form
      className="form"
      onSubmit={(e) => {
        e.preventDefault();
        void run();
      }}
    >
      <FormError message={error} />
      <SubmitButton {...button} />
    </form>
  );
}
