import { defineIsland } from "../define";
import { ReviewProposalForm } from "../../features/review-proposal/review-proposal-form";

/** The review proposal form at the end of a help article (spec §2): a button that opens the form. */
export default defineIsland({ name: "review-proposal", component: ReviewProposalForm, strings: ["review", "forms", "errors:"], when: "near" });
