import { useState } from "react";
import { useTranslation } from "react-i18next";
import { revealRootPassword } from "@/api-client/servers";
import { SmartLink } from "@/components/smart-link";
import type { OrderQuery } from "@/api-client/graphql/generated/graphql";
import { useReauthentication } from "@/components/auth/use-reauthentication";
import { Badge } from "@/components/app-ui/states";
import { periodText } from "@/components/app-ui/period";
import { useLang } from "@/components/use-lang";
import { locationText, osText, resourcesText } from "./configuration";

type Order = NonNullable<OrderQuery["order"]>;
type Server = NonNullable<Order["server"]>;

/** Help articles on getting in, in the page's language (SmartLink adds /ru/). */
const HELP_SSH = "/help/connect-to-vps-over-ssh/";
const HELP_RDP = "/help/windows-vps-rdp/";
const isWindows = (os: string | null) => !!os && os.startsWith("windows");

/** What was bought (decision 159): location, operating system, resources and term, as kept from the checkout. */
export function OrderConfigurationBlock({ order }: { order: Order }) {
  const { t } = useTranslation("account");
  const resources = resourcesText(t, order);
  if (!order.location && !order.os && !resources) return null;
  return (
    <section className="panel" aria-labelledby="configuration" data-testid="order-configuration">
      <h2 id="configuration">{t("server.configuration")}</h2>
      <dl className="kv">
        {order.location ? (
          <>
            <dt>{t("server.location")}</dt>
            <dd data-testid="order-location">{locationText(t, order.location)}</dd>
          </>
        ) : null}
        {order.os ? (
          <>
            <dt>{t("server.os")}</dt>
            <dd data-testid="order-os">{osText(t, order.os)}</dd>
          </>
        ) : null}
        {resources ? (
          <>
            <dt>{t("server.resources")}</dt>
            <dd data-testid="order-resources">{resources}</dd>
          </>
        ) : null}
        <dt>{t("server.term")}</dt>
        <dd>{periodText(t, order.months)}</dd>
      </dl>
    </section>
  );
}

const STATE_TONE = { provisioning: "info", active: "ok", suspended: "danger" } as const;

/**
 * The server of a VPS or dedicated order (decision 159): its state as the realtime events move it
 * (provisioning → active, suspended when overdue), addresses, the way in and how to connect. Nothing for
 * orders of no server; a note while the order is unpaid.
 */
export function ServerBlock({ order, panelUrl }: { order: Order; panelUrl: string | null }) {
  const { t } = useTranslation("account");
  if (order.type !== "vps" && order.type !== "dedicated") return null;
  const server = order.server;
  return (
    <section className="panel" aria-labelledby="server" data-testid="order-server" data-state={server?.state ?? "unpaid"} data-power={server?.power}>
      <h2 id="server">{t("server.title")}</h2>
      {!server ? (
        <p className="muted">{t("server.unpaidNote")}</p>
      ) : (
        <>
          <dl className="kv">
            <dt>{t("server.state")}</dt>
            <dd data-testid="server-state">
              <Badge tone={STATE_TONE[server.state]}>{t(`server.states.${server.state}`)}</Badge>
              {server.state === "active" ? <span data-testid="server-power"> {t(`server.power.${server.power}`)}</span> : null}
            </dd>
            {server.ipv4 ? (
              <>
                <dt>{t("server.ipv4")}</dt>
                <dd>
                  <code data-testid="server-ipv4">{server.ipv4}</code>
                </dd>
              </>
            ) : null}
            {server.ipv6 ? (
              <>
                <dt>{t("server.ipv6")}</dt>
                <dd>
                  <code data-testid="server-ipv6">{server.ipv6}</code>
                </dd>
              </>
            ) : null}
            <dt>{t("server.access")}</dt>
            <dd data-testid="server-access">
              {server.access === "ssh_key" ? t("server.sshKey", { name: server.sshKeyName ?? "" }) : <RootPassword orderId={order.id} server={server} />}
            </dd>
          </dl>
          {server.state === "provisioning" ? (
            <p role="status" className="muted">
              {t("server.provisioningNote")}
            </p>
          ) : server.state === "suspended" ? (
            <p className="form__error">{t("server.suspendedNote")}</p>
          ) : null}
          {server.ipv4 ? <HowToConnect os={order.os} address={server.ipv4} /> : null}
          {panelUrl && server.state === "active" ? (
            <p className="muted">
              {t("server.panelHint")}{" "}
              <a href={panelUrl} target="_blank" rel="noopener noreferrer">
                {t("server.panel")}
              </a>
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}

function HowToConnect({ os, address }: { os: string | null; address: string }) {
  const { t } = useTranslation("account");
  const lang = useLang();
  const windows = isWindows(os);
  return (
    <div data-testid="how-to-connect">
      <h3 className="panel__subtitle">{t("server.connect")}</h3>
      {windows ? (
        <p>{t("server.connectRdp", { address })}</p>
      ) : (
        <>
          <p>{t("server.connectSsh")}</p>
          <pre>
            <code>ssh root@{address}</code>
          </pre>
        </>
      )}
      <p>
        <SmartLink href={windows ? HELP_RDP : HELP_SSH} language={lang}>
          {t(windows ? "server.connectArticleRdp" : "server.connectArticle")}
        </SmartLink>
      </p>
    </div>
  );
}

/** The root password, shown once after a reauthentication (useReauthentication's dialog when it is due). */
function RootPassword({ orderId, server }: { orderId: string; server: Server }) {
  const { t } = useTranslation("account");
  const { run, dialog } = useReauthentication();
  const [password, setPassword] = useState<string | null>(null);
  const [state, setState] = useState<"idle" | "loading" | "failed" | "shown">("idle");
  if (password)
    return (
      <span>
        {t("server.password")}: <code data-testid="root-password">{password}</code>
        <br />
        <span className="muted small">{t("server.passwordOnce")}</span>
      </span>
    );
  if (!server.passwordAvailable || state === "shown")
    return <span className="muted">{server.state === "provisioning" ? t("server.password") : t("server.passwordShown")}</span>;
  return (
    <span>
      {t("server.password")}{" "}
      <button
        type="button"
        className="button button--ghost button--small"
        aria-busy={state === "loading"}
        onClick={async () => {
          if (state === "loading") return;
          setState("loading");
          const result = await run(() => revealRootPassword(orderId));
          if (result.ok) {
            setPassword(result.value.data.password);
            setState("idle");
          } else setState(result.error.status === 409 ? "shown" : "failed");
        }}
      >
        {t("server.showPassword")}
      </button>
      {state === "failed" ? (
        <span className="form__error" role="alert">
          {" "}
          {t("server.passwordFailed")}
        </span>
      ) : null}
      {dialog}
    </span>
  );
}
