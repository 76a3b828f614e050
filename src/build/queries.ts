// GROQ for every route family, in one module. Each family is queried once for both languages
// and split in code (TOOLCHAIN.md: per-page queries do not scale on the embedded dataset).

const seo = `seo{title, description, keywords, longText}`;

export const siteSettingsQuery = /* groq */ `
*[_type == "siteSettings" && !(_id in path("drafts.**"))]{
  language, siteName, ${seo},
  contacts{email, phone, address},
  "footerLinks": footerLinks[]{label, href}
}`;

const tagRef = `{title, "slug": slug.current}`;

export const helpCentreQuery = /* groq */ `{
  "tags": *[_type == "tag"] | order(title asc){language, title, "slug": slug.current, description, ${seo}},
  "articles": *[_type == "helpArticle" && defined(slug.current)] | order(title asc){
    language, title, "slug": slug.current, excerpt, body, publishedAt, updatedAt, ${seo},
    "tags": tags[]->${tagRef}
  }
}`;
