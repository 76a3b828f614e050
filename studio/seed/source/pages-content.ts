// The full page seed (4b, decision 003). A document here replaces the sample with the same _id
// in pages-sample.ts. Started empty by 4a so the seed build can import it.
import type { PageSource, SettingsExtras } from "./page-types";
import type { Language } from "../../../schemas/lib/languages";

import { cmsPages, cmsSoftware } from "./pages-content-cms";
import { locationPages } from "./pages-content-locations";
import { themePages } from "./pages-content-themes";
import { planPages } from "./pages-content-plans";
import { mainPages } from "./pages-content-main";
import { newsPages } from "./pages-content-news";
import { legalPages } from "./pages-content-legal";

export const pageContent: PageSource[] = [
  ...cmsSoftware,
  ...cmsPages,
  ...locationPages,
  ...themePages,
  ...planPages,
  ...mainPages,
  ...newsPages,
  ...legalPages,
];

/** Optional: claims and footer columns per language; when given they win over the samples. */
export const settingsContent: Partial<Record<Language, SettingsExtras>> = {};
