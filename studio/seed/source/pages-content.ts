// The full page seed (4b, decision 003). A document here replaces the sample with the same _id
// in pages-sample.ts. Started empty by 4a so the seed build can import it.
import type { PageSource, SettingsExtras } from "./page-types";
import type { Language } from "../../../schemas/lib/languages";

import { cmsPages, cmsSoftware } from "./pages-content-cms";

export const pageContent: PageSource[] = [...cmsSoftware, ...cmsPages];

/** Optional: claims and footer columns per language; when given they win over the samples. */
export const settingsContent: Partial<Record<Language, SettingsExtras>> = {};
