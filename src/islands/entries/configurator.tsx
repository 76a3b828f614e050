import { defineIsland } from "../define";
import ConfiguratorOrder from "../../components/configurator/configurator-order";

/** The VPS and dedicated product pages' custom configurator with its Order link (below the plan listing). */
export default defineIsland({
  name: "configurator",
  component: ConfiguratorOrder,
  strings: ["checkout:configurator", "checkout:units", "checkout:os", "checkout:perMonth"],
  when: "near",
});
