import { useMemo, useState } from "react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { SmartLink } from "../smart-link";
import { checkoutQuery, clampChoice, configPlanOf, planForChoice, vpsRanges } from "../../lib/vps-config";
import type { ConfiguratorView } from "../../build/page-types";
import { useLocalizedLocations } from "./localized-locations";
import { diskKindOf } from "./spec-text";
import { VPS_OS, VpsConfigurator, type VpsConfig } from "./vps-configurator";

/**
 * The public custom-server configurator (VPS page, dedicated page): the checkout's configurator over
 * the page's catalog plans, with an Order link that opens the checkout with the configuration. Loaded
 * as an island (src/islands/, decision 083), never with the checkout's code.
 */
export default function ConfiguratorOrder({ data }: { data: ConfiguratorView }) {
  const { t } = useTranslation();
  const plans = useMemo(() => data.plans.map(configPlanOf), [data.plans]);
  const ranges = useMemo(() => vpsRanges(plans), [plans]);
  const locations = useLocalizedLocations(data.locations);
  const [value, setValue] = useState<VpsConfig>(() => ({
    cpu: ranges?.cpu.min ?? 1,
    memory: ranges?.memory.min ?? 1,
    disk: ranges?.disk.min ?? 10,
    location: "",
    os: VPS_OS[0],
  }));
  if (!ranges || !locations.length) return null;
  // The region is known after the features call: a location it may not see gives way to the first it may.
  const location = locations.some((l) => l.slug === value.location) ? value.location : locations[0]!.slug;
  const config = { ...value, location };
  const choice = clampChoice(config, ranges);
  const plan = planForChoice(plans, choice, location);
  return (
    <div className="configurator-order" data-testid={`${data.line}-configurator-order`}>
      <VpsConfigurator plans={plans} locations={locations} value={config} onChange={setValue} diskKind={diskKindOf(data.line)} />
      {plan ? (
        <SmartLink href={checkoutQuery({ line: data.line, choice, location, os: config.os })} className="button button--large">
          {t("checkout:configurator.order")}
        </SmartLink>
      ) : (
        <span className="button button--large button--disabled" aria-disabled="true">
          {t("checkout:configurator.order")}
        </span>
      )}
    </div>
  );
}
