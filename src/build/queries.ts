// GROQ for every route family, in one module. Each family is queried once for both languages
// and split in code (TOOLCHAIN.md: per-page queries do not scale on the embedded dataset).

// An image field: the asset's CDN URL and size in a Sanity project, the import reference in the embedded dataset.
const image = `{"url": asset->url, "width": asset->metadata.dimensions.width, "height": asset->metadata.dimensions.height, "local": _sanityAsset, alt}`;
/** A picture field (decision 097): an image field plus the editor's crop, which the image pipeline applies. */
const picture = (field: string) =>
  `"${field}": ${field}{"url": asset->url, "width": asset->metadata.dimensions.width, "height": asset->metadata.dimensions.height, "local": _sanityAsset, alt, crop{top, bottom, left, right}}`;
/** The document a canonical reference names, with the fields its route needs (schemas/lib/routes.ts documentRoute). */
const canonicalDocument = `"canonicalDocument": canonicalDocument->{_id, _type, language, "slug": slug.current, productLine, prefix, planSlug, kind}`;
const seoFields = `{title, description, keywords, longText, "image": image${image}, noindex, canonicalUrl, ${canonicalDocument}}`;
const seo = `seo${seoFields}`;
/** `_updatedAt` under a name of its own (help articles have an editorial `updatedAt`). */
const modified = `"modifiedAt": _updatedAt`;

export const siteSettingsQuery = /* groq */ `
*[_type == "siteSettings" && !(_id in path("drafts.**"))]{
  language, siteName, ${seo}, "helpSeo": helpSeo${seoFields}, "partnersSeo": partnersSeo${seoFields}, ${modified},
  contacts{email, phone, address, postalAddress{streetAddress, postalCode, addressLocality, addressCountry}},
  "footerLinks": footerLinks[]{label, href},
  socialLoginDisabledForRu
}`;

const tagRef = `{title, "slug": slug.current}`;

export const helpCentreQuery = /* groq */ `{
  "tags": *[_type == "tag"] | order(title asc){language, title, "slug": slug.current, description, ${seo}, ${modified}},
  "articles": *[_type == "helpArticle" && defined(slug.current)] | order(title asc){
    language, title, "slug": slug.current, excerpt, body, publishedAt, updatedAt, ${seo}, ${modified},
    "tags": tags[]->${tagRef}
  }
}`;

// Page model of decision 003. Sections are read whole: they hold no references, and the build
// checks them block by block (content-schemas.ts) so an unknown block type survives to the fallback.
const page = `language, title, lead, sections, ${seo}, ${modified}`;

export const settingsExtrasQuery = /* groq */ `
*[_type == "siteSettings" && !(_id in path("drafts.**"))]{
  language, claims,
  "footerColumns": footerColumns[]{title, "links": links[]{label, href}}
}`;

export const homeQuery = /* groq */ `*[_type == "homePage" && !(_id in path("drafts.**"))]{ ${page}, ${picture("heroImage")} }`;

export const productPagesQuery = /* groq */ `
*[_type == "productPage" && !(_id in path("drafts.**"))]{
  ${page}, productLine, ${picture("heroImage")}, ${picture("productImage")},
  "vpnModes": vpnModes[]{mode, title, text, planSlug, features}
}`;

export const variantPagesQuery = /* groq */ `
*[_type == "variantPage" && defined(slug.current) && !(_id in path("drafts.**"))]{
  ${page}, productLine, prefix, "slug": slug.current, ${picture("heroImage")},
  "location": location->{name, "slug": slug.current, kind, countryCode, city, catalogLocation, flag, language},
  "software": software->{name, "slug": slug.current, kind, description, language}
}`;

export const planPagesQuery = /* groq */ `*[_type == "planPage" && !(_id in path("drafts.**"))]{ ${page}, productLine, planSlug, ${picture("productImage")} }`;

export const newsQuery = /* groq */ `{
  "index": *[_type == "infoPage" && kind == "news" && !(_id in path("drafts.**"))]{ ${page} },
  "posts": *[_type == "newsPost" && defined(slug.current) && !(_id in path("drafts.**"))] | order(publishedAt desc){
    language, title, "slug": slug.current, publishedAt, excerpt, body, ${seo}, ${modified}
  }
}`;

export const legalPagesQuery = /* groq */ `
*[_type == "legalPage" && !(_id in path("drafts.**"))]{ language, kind, title, effectiveDate, body, ${seo}, ${modified} }`;

export const infoPagesQuery = /* groq */ `
*[_type == "infoPage" && kind != "news" && !(_id in path("drafts.**"))]{
  ${page}, kind, "contactSubjects": contactSubjects[]{value, label}
}`;

/** The editors' redirects (issue 36), checked and flattened by src/build/redirects.ts. */
export const redirectsQuery = /* groq */ `*[_type == "redirect" && !(_id in path("drafts.**"))] | order(from asc){_id, from, to, statusCode}`;
