// Every schema type, grouped documents → objects → singletons (Sanity template habit).
// Used by the studio (studio/sanity.config.ts) and, through `sanity schema extract`, by the build's types.
import { helpArticle } from "./documents/helpArticle";
import { homePage } from "./documents/homePage";
import { infoPage } from "./documents/infoPage";
import { legalPage } from "./documents/legalPage";
import { location } from "./documents/location";
import { newsPost } from "./documents/newsPost";
import { planPage } from "./documents/planPage";
import { productPage } from "./documents/productPage";
import { redirect } from "./documents/redirect";
import { software } from "./documents/software";
import { tag } from "./documents/tag";
import { variantPage } from "./documents/variantPage";
import { callout } from "./objects/callout";
import { codeBlock } from "./objects/codeBlock";
import { comparison } from "./objects/comparison";
import { cta } from "./objects/cta";
import { ctaLink } from "./objects/ctaLink";
import { faq } from "./objects/faq";
import { featureGrid } from "./objects/featureGrid";
import { hero } from "./objects/hero";
import { link } from "./objects/link";
import { planTable } from "./objects/planTable";
import { portableText } from "./objects/portableText";
import { richText } from "./objects/richText";
import { seo } from "./objects/seo";
import { siteSettings } from "./singletons/siteSettings";

export const documentTypes = [helpArticle, tag, homePage, productPage, variantPage, planPage, newsPost, legalPage, infoPage, location, software, redirect];
export const objectTypes = [seo, link, codeBlock, callout, portableText, ctaLink, hero, planTable, featureGrid, faq, cta, richText, comparison];
export const singletonTypes = [siteSettings];

export const schemaTypes = [...documentTypes, ...objectTypes, ...singletonTypes];
