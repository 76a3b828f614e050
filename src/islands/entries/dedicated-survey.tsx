import { defineIsland } from "../define";
import DedicatedSurveyIsland from "../../components/configurator/dedicated-island";

/** The dedicated product page's survey: three questions, then the recommended servers with Order links. */
export default defineIsland({
  name: "dedicated-survey",
  component: DedicatedSurveyIsland,
  strings: ["checkout:survey", "checkout:configurator.location", "checkout:spec", "checkout:perMonth"],
  when: "near",
});
