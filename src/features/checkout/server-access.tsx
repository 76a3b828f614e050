import { useEffect, useState } from "react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import * as z from "zod/mini";
import { graphqlCall } from "../../api-client/graphql-call";
import type { AccessChoice } from "./checkout-rules";

const keysSchema = z.object({ sshKeys: z.array(z.object({ id: z.string(), name: z.string(), defaultForVps: z.boolean() })) });
type Key = z.infer<typeof keysSchema>["sshKeys"][number];

/**
 * The way into a new Linux server (decision 159): one of the account's SSH keys (its default for VPS chosen
 * first), or a root password the account shows once. Asked at the payment stage, where the customer is
 * signed in. Without keys it says the password is the way in.
 */
export function ServerAccessChoice({ value, onChange }: { value: AccessChoice | null; onChange: (next: AccessChoice) => void }) {
  const { t } = useTranslation();
  const [keys, setKeys] = useState<Key[] | null>(null);
  useEffect(() => {
    let live = true;
    graphqlCall("query CheckoutSshKeys { sshKeys { id name defaultForVps } }", keysSchema).then(
      (d) => {
        if (!live) return;
        setKeys(d.sshKeys);
        if (value === null) onChange(d.sshKeys.find((k) => k.defaultForVps)?.id ?? "");
      },
      // Keys that cannot be read leave the password: the order can still be placed.
      () => live && (setKeys([]), value === null && onChange("")),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read once when the stage opens
  }, []);
  if (!keys) return null;
  return (
    <fieldset className="server-access" data-testid="server-access">
      <legend>{t("checkout:access.label")}</legend>
      {keys.map((k) => (
        <label key={k.id} className="choice">
          <input type="radio" name="server-access" value={k.id} checked={value === k.id} onChange={() => onChange(k.id)} />{" "}
          {t("checkout:access.key", { name: k.name })}
        </label>
      ))}
      <label className="choice">
        <input type="radio" name="server-access" value="" checked={value === ""} onChange={() => onChange("")} /> {t("checkout:access.password")}
      </label>
      {keys.length === 0 ? <p className="muted small">{t("checkout:access.noKeys")}</p> : null}
    </fieldset>
  );
}
