import { defineIsland } from "../define";
import { TermPicker } from "../../components/pricing/term-picker";

/** A plan page's order card: the term radio group, the prices that follow it, the Order link. */
export default defineIsland({ name: "term-picker", component: TermPicker, strings: ["site:site.plan", "site:site.plans"], when: "interaction" });
