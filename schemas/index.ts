// Every schema type, grouped documents → objects → singletons (Sanity template habit).
// Used by the studio (studio/sanity.config.ts) and, through `sanity schema extract`, by the build's types.
import { helpArticle } from "./documents/helpArticle";
import { tag } from "./documents/tag";
import { callout } from "./objects/callout";
import { codeBlock } from "./objects/codeBlock";
import { link } from "./objects/link";
import { portableText } from "./objects/portableText";
import { seo } from "./objects/seo";
import { siteSettings } from "./singletons/siteSettings";

export const documentTypes = [helpArticle, tag];
export const objectTypes = [seo, link, codeBlock, callout, portableText];
export const singletonTypes = [siteSettings];

export const schemaTypes = [...documentTypes, ...objectTypes, ...singletonTypes];
