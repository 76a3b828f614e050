import { useMemo } from "react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { clampChoice, planForChoice, vpsRanges, type ConfigPlan, type VpsChoice } from "../../lib/vps-config";
import { PlanPrice } from "../pricing";
import { NumberField } from "./number-field";
import { diskLabelKey, type DiskKind } from "./spec-text";
import { Field } from "../../components/forms/field";

/** Operating systems offered on new VPS (an installation choice, not priced). */
export const VPS_OS = ["ubuntu-24", "debian-12", "almalinux-9", "windows-2022"] as const;
export type VpsOs = (typeof VPS_OS)[number];

export type VpsConfig = VpsChoice & { location: string; os: VpsOs };

type Props = {
  plans: ConfigPlan[];
  locations: Array<{ slug: string; name: string }>;
  value: VpsConfig;
  onChange: (value: VpsConfig) => void;
  /** Price per month of the plan the configuration is billed as (EUR); defaults to the plan price. */
  priceOf?: (plan: ConfigPlan) => number;
  /** What the disk is called: "NVMe disk" on VPS (the default), plainly "Disk" on dedicated servers. */
  diskKind?: DiskKind;
};

/**
 * The custom VPS configurator (cores, memory, NVMe, location, OS): clamped inputs, live price of the
 * catalog plan that covers the configuration. Mounted by the VPS page and by the checkout.
 */
export function VpsConfigurator({ plans, locations, value, onChange, priceOf, diskKind = "nvme" }: Props) {
  const { t } = useTranslation();
  const ranges = useMemo(() => vpsRanges(plans), [plans]);
  if (!ranges) return null;
  const choice = clampChoice(value, ranges);
  const plan = planForChoice(plans, choice, value.location);
  const set = (patch: Partial<VpsConfig>) =>
    onChange({ ...value, ...clampChoice({ ...value, ...patch }, ranges), location: patch.location ?? value.location, os: patch.os ?? value.os });
  return (
    <fieldset className="configurator" data-testid="vps-configurator">
      <legend>{t("checkout:configurator.title")}</legend>
      <div className="configurator__grid">
        <NumberField name="cpu" label={t("checkout:configurator.cpu")} value={choice.cpu} {...ranges.cpu} onChange={(cpu) => set({ cpu })} />
        <NumberField
          name="memory"
          label={t("checkout:configurator.memory")}
          unit={t("checkout:units.gb")}
          value={choice.memory}
          {...ranges.memory}
          onChange={(memory) => set({ memory })}
        />
        <NumberField
          name="disk"
          label={t(diskLabelKey(diskKind))}
          unit={t("checkout:units.gb")}
          value={choice.disk}
          {...ranges.disk}
          onChange={(disk) => set({ disk })}
        />
        <Field label={t("checkout:configurator.location")}>
          {(control) => (
            <select {...control} className="input" name="location" value={value.location} onChange={(e) => set({ location: e.target.value })}>
              {locations.map((l) => (
                <option key={l.slug} value={l.slug}>
                  {l.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t("checkout:configurator.os")}>
          {(control) => (
            <select
              {...control}
              className="input"
              name="os"
              value={value.os}
              onChange={(e) => set({ os: VPS_OS.find((o) => o === e.target.value) ?? value.os })}
            >
              {VPS_OS.map((os) => (
                <option key={os} value={os}>
                  {t(`checkout:os.${os}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <p className="configurator__result" aria-live="polite" data-testid="configurator-result">
        {plan ? (
          <>
            {t("checkout:configurator.billedAs", { plan: plan.name })} · <PlanPrice amountEur={priceOf ? priceOf(plan) : plan.price} />{" "}
            <span className="muted">{t("checkout:perMonth")}</span>
          </>
        ) : (
          t("checkout:configurator.noPlan")
        )}
      </p>
    </fieldset>
  );
}
