import type { MenuItem } from "./product-menu";

type FooterLink = { label: string; href: string };

/**
 * The CMS site settings of a language, as the layout reads them (useSiteSettings in ./layout.tsx) and hands them to
 * the header and footer. A module of its own so the header and footer need not import the layout that renders them.
 */
export type SettingsNode = {
  language: string;
  siteName: string;
  footerLinks: FooterLink[];
  footerColumns: Array<{ title: string; links: FooterLink[] }>;
  productMenu: MenuItem[];
  email: string | null;
  phone: string | null;
  address: string | null;
  /** Spec §5 (decision 034): social-login provider ids hidden from Russian users. */
  socialLoginDisabledForRu: string[];
  /** Spec §9 claim "partner cashback up to N%" (siteSettings.claims). */
  partnerCashbackPercent: number | null;
};
