import { useMemo } from "react";
import { configPlanOf } from "../../lib/vps-config";
import type { ConfiguratorView } from "../../build/page-types";
import { DedicatedSurvey } from "./dedicated-survey";
import { useLocalizedLocations } from "./localized-locations";

/** The dedicated page's survey island: recommendations from the page's catalog plans (the listing's). */
export default function DedicatedSurveyIsland({ data }: { data: ConfiguratorView }) {
  const plans = useMemo(() => data.plans.map(configPlanOf), [data.plans]);
  const locations = useLocalizedLocations(data.locations);
  return <DedicatedSurvey plans={plans} locations={locations} />;
}
