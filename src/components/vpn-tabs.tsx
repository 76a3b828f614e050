import { useEffect, useRef } from "react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { SmartLink } from "./smart-link";
import { Icon } from "./icons";
import { PlanPrice } from "./plan-table";
import { wireTabs } from "./tabs-wiring";
import type { VpnModeView } from "../build/page-types";

/**
 * The VPN page's modes (Single-Hop, Multi-Hop) as tabs (ARIA tabs pattern). The server renders the first
 * tab selected; the behaviour is `wireTabs`, plain DOM code: on the static VPN page the boot script wires
 * every `[data-tabs]` list (decision 086), on a page with React this effect does. The plan prices stay
 * outside any island, so the boot script shows them in the visitor's currency at once.
 */
export function VpnTabs({ modes }: { modes: VpnModeView[] }) {
  const { t } = useTranslation();
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => (list.current ? wireTabs(list.current) : undefined), []);
  return (
    <section id="plans" className="band band--plain vpn-offer" aria-label={t("site:site.vpn.modes")}>
      <div className="container">
        <div ref={list} role="tablist" aria-label={t("site:site.vpn.modes")} className="tabs" data-tabs="">
          {modes.map((m, i) => (
            <button
              key={m.mode}
              id={`vpn-tab-${m.mode}`}
              role="tab"
              type="button"
              aria-selected={i === 0}
              aria-controls={`vpn-panel-${m.mode}`}
              tabIndex={i === 0 ? 0 : -1}
              className="tabs__tab"
            >
              {m.title}
            </button>
          ))}
        </div>
        {modes.map((m, i) => (
          <div key={m.mode} id={`vpn-panel-${m.mode}`} role="tabpanel" aria-labelledby={`vpn-tab-${m.mode}`} hidden={i !== 0} className="vpn-panel">
            <div>
              <h2>{m.title}</h2>
              <p className="lead">{m.text}</p>
              <ul className="checklist">
                {m.features.map((f) => (
                  <li key={f}>
                    <Icon name="check" size={18} />
                    {f}
                  </li>
                ))}
              </ul>
            </div>
            <div className="plan-card plan-card--popular vpn-panel__plan" data-plan={m.plan.slug}>
              <h3 className="plan-card__name">{m.plan.name}</h3>
              <PlanPrice plan={m.plan} />
              <SmartLink href={m.plan.orderHref} className="button button--large">
                {t("site:site.plans.order")}
              </SmartLink>
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}
