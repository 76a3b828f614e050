import { readFileSync } from "node:fs";
import path from "node:path";
import type { SettingsNode } from "../../../src/components/site-settings";

// "gatsby" for the auth screens' feature tests (jest.mock("gatsby", () => jest.requireActual(…/gatsby-auth))):
// gatsby.tsx's navigation and Link, and the one static query the site layout runs (its CMS site settings),
// answered from the seed dataset the build reads (studio/seed/content.ndjson), as the build's SiteSettings
// nodes carry it: the header's and footer's texts, and the providers hidden from Russian visitors.
export { Link, navigate } from "./gatsby";

type SeedSettings = {
  _type: string;
  language: string;
  siteName: string;
  footerLinks?: Array<{ label: string; href: string }>;
  contacts?: { email?: string; phone?: string; address?: string };
  socialLoginDisabledForRu?: string[];
};

const SEED = path.resolve(__dirname, "../../../studio/seed/content.ndjson");
const nodes: SettingsNode[] = readFileSync(SEED, "utf8")
  .split("\n")
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as SeedSettings)
  .filter((doc) => doc._type === "siteSettings")
  .map((s) => ({
    language: s.language,
    siteName: s.siteName,
    footerLinks: s.footerLinks ?? [],
    footerColumns: [],
    productMenu: [],
    email: s.contacts?.email ?? null,
    phone: s.contacts?.phone ?? null,
    address: s.contacts?.address ?? null,
    socialLoginDisabledForRu: s.socialLoginDisabledForRu ?? [],
    partnerCashbackPercent: null,
  }));

/** The query text is the build's business; here it names nothing. */
export const graphql = () => "";
/** The layout's site settings query (the only static query of the auth pages). */
export const useStaticQuery = () => ({ allSiteSettings: { nodes } });
