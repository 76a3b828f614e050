import type { TFunction } from "i18next";

/** What an order bought (decision 159): the fields of the API's Order that say it. */
export interface OrderConfiguration {
  location: string | null;
  os: string | null;
  cpu: number | null;
  memoryGb: number | null;
  diskGb: number | null;
}

/** A location slug or OS key in the reader's language; an unknown one as the API wrote it. */
export const locationText = (t: TFunction<"account">, slug: string): string => t(`server.locations.${slug}`, { defaultValue: slug });
export const osText = (t: TFunction<"account">, os: string): string => t(`server.osNames.${os}`, { defaultValue: os });

/** "2 vCPU · 4 GB RAM · 60 GB disk", or null when the order has no resources of its own. */
export function resourcesText(t: TFunction<"account">, o: OrderConfiguration): string | null {
  if (o.cpu === null || o.memoryGb === null) return null;
  return t("server.resourcesValue", { cpu: o.cpu, memory: o.memoryGb, disk: o.diskGb ?? "—" });
}

/** One line for a list (the dashboard): location · OS · resources, the parts the order has. */
export function configurationLine(t: TFunction<"account">, o: OrderConfiguration): string {
  return [o.location && locationText(t, o.location), o.os && osText(t, o.os), resourcesText(t, o)].filter(Boolean).join(" · ");
}
