import { defineIsland } from "../define";
import { HelpSearch } from "../../features/help-search/help-search";

/** The help centre's search with its topic filters and result list (spec §2 /help/; decision 087: it fetches index shards per query). */
export default defineIsland({ name: "help-search", component: HelpSearch, strings: ["helpSearch", "help.allArticles"], when: "interaction" });
