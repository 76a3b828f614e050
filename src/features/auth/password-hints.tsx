import { useTranslation } from "react-i18next";
import { passwordHints } from "../../lib/rules/password";

/** Spec §5's password hints, ticked live as the customer types. */
export function PasswordHints({ password, email, id }: { password: string; email?: string | null; id?: string }) {
  const { t } = useTranslation();
  return (
    <div id={id}>
      <p className="field__hint">{t("auth:hints.title")}</p>
      <ul className="password-hints" data-testid="password-hints">
        {passwordHints(password, { email }).map((hint) => (
          <li key={hint.id} data-hint={hint.id} data-ok={hint.ok ? "true" : "false"}>
            {t(`auth:hints.${hint.id}`)}
          </li>
        ))}
      </ul>
    </div>
  );
}
