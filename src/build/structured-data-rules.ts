// The structured-data rules the site follows, per schema.org type, from Google Search Central's
// structured-data documentation (required and recommended properties of each rich result) as of 2026.
// Every page's JSON-LD is checked against them: unit tests for the builders, and tests/build over the whole build.

type Node = Record<string, unknown>;

/** What the page itself shows, for rules that tie the markup to the page (Google: mark up only what the visitor sees). */
export type PageFacts = {
  /** Absolute URLs of every picture the page shows: each <img>'s src and srcset candidates. */
  pictures: string[];
};

export type TypeRule = {
  /** Properties every node of this type must have (Google's "required", plus the "recommended" ones we commit to). */
  required: string[];
  /** Further checks: each returns problems, described for the person reading the test failure. */
  checks?: Array<(node: Node, page?: PageFacts) => string[]>;
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;
const isAbsoluteUrl = (v: unknown) => typeof v === "string" && /^https?:\/\/[^/\s]+/.test(v);
const typesOf = (v: unknown): string[] => {
  const t = (v as Node | null)?.["@type"];
  return Array.isArray(t) ? (t as string[]) : typeof t === "string" ? [t] : [];
};
const asList = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined ? [] : [v]);

/** An image is an absolute URL or an ImageObject with one (Google: Article, Product, Organization logo). */
const imageCheck =
  (property: string) =>
  (node: Node): string[] =>
    asList(node[property]).flatMap((image) => {
      const url = typeof image === "string" ? image : (image as Node | null)?.url;
      return isAbsoluteUrl(url) ? [] : [`${property} must be an absolute URL or an ImageObject with one (got ${JSON.stringify(image)})`];
    });

const dateCheck =
  (...properties: string[]) =>
  (node: Node): string[] =>
    properties.flatMap((p) =>
      node[p] === undefined || (typeof node[p] === "string" && ISO_DATE.test(node[p]))
        ? []
        : [`${p} must be an ISO 8601 date (got ${JSON.stringify(node[p])})`],
    );

const urlCheck =
  (...properties: string[]) =>
  (node: Node): string[] =>
    properties.flatMap((p) => (node[p] === undefined || isAbsoluteUrl(node[p]) ? [] : [`${p} must be an absolute URL (got ${JSON.stringify(node[p])})`]));

const typeCheck =
  (property: string, allowed: string[]) =>
  (node: Node): string[] =>
    asList(node[property]).flatMap((value) =>
      typesOf(value).some((t) => allowed.includes(t)) ? [] : [`${property} must be of type ${allowed.join(" or ")} (got ${JSON.stringify(value)})`],
    );

const textCheck =
  (property: string, max?: number) =>
  (node: Node): string[] => {
    const v = node[property];
    if (v === undefined) return [];
    if (typeof v !== "string" || !v.trim()) return [`${property} must be non-empty text`];
    return max && v.length > max ? [`${property} is ${v.length} characters; at most ${max}`] : [];
  };

export const JSON_LD_RULES: Record<string, TypeRule> = {
  // Article: Google lists no required property; author, dates, headline and image are recommended,
  // and publisher with a logo is what every reader of Article markup expects: all are required here.
  Article: {
    required: ["headline", "description", "image", "datePublished", "dateModified", "author", "publisher", "mainEntityOfPage"],
    checks: [
      textCheck("headline", 110),
      imageCheck("image"),
      dateCheck("datePublished", "dateModified"),
      typeCheck("author", ["Person", "Organization"]),
      typeCheck("publisher", ["Organization"]),
      urlCheck("mainEntityOfPage"),
      (n) => {
        const published = Date.parse(String(n.datePublished));
        const modified = Date.parse(String(n.dateModified));
        return modified < published ? ["dateModified is before datePublished"] : [];
      },
    ],
  },
  // Product snippets / merchant listings: name and offers required; image required for merchant listings;
  // brand, description and sku recommended (required here).
  Product: {
    required: ["name", "image", "offers", "brand", "description", "sku"],
    checks: [
      textCheck("name"),
      imageCheck("image"),
      typeCheck("offers", ["Offer", "AggregateOffer"]),
      typeCheck("brand", ["Brand", "Organization"]),
      urlCheck("url"),
      // Google's product image is a picture of the product, and markup describes what the page shows: on a page
      // with pictures, the Product's image is one of them (a site-wide social card is not the product).
      (n, page) =>
        !page?.pictures.length
          ? []
          : asList(n.image).flatMap((image) => {
              const url = typeof image === "string" ? image : (image as Node | null)?.url;
              return typeof url === "string" && page.pictures.includes(url) ? [] : [`image ${JSON.stringify(url)} is not a picture the page shows`];
            }),
    ],
  },
  Offer: {
    required: ["price", "priceCurrency", "availability", "url"],
    checks: [
      (n) => (/^\d+(\.\d+)?$/.test(String(n.price)) ? [] : [`price must be a number without currency sign (got ${JSON.stringify(n.price)})`]),
      (n) => (/^[A-Z]{3}$/.test(String(n.priceCurrency)) ? [] : ["priceCurrency must be an ISO 4217 code"]),
      (n) => (String(n.availability).startsWith("https://schema.org/") ? [] : ["availability must be a schema.org ItemAvailability URL"]),
      urlCheck("url"),
    ],
  },
  Brand: { required: ["name"], checks: [textCheck("name")] },
  // Organization: no required property; name, url, logo and a complete address are recommended (required here).
  Organization: {
    required: ["name", "url", "logo"],
    checks: [textCheck("name"), urlCheck("url"), imageCheck("logo"), typeCheck("address", ["PostalAddress"])],
  },
  // Google: streetAddress, addressLocality, addressRegion, postalCode and addressCountry as separate properties.
  PostalAddress: {
    required: ["streetAddress", "addressLocality", "postalCode", "addressCountry"],
    checks: [
      textCheck("streetAddress"),
      textCheck("addressLocality"),
      textCheck("postalCode"),
      (n) =>
        /^[A-Z]{2}$/.test(String(n.addressCountry)) ? [] : [`addressCountry must be an ISO 3166-1 alpha-2 code (got ${JSON.stringify(n.addressCountry)})`],
      (n) =>
        typeof n.postalCode === "string" && typeof n.addressLocality === "string" && n.addressLocality.includes(n.postalCode)
          ? ["addressLocality repeats the postcode: put it in postalCode only"]
          : [],
    ],
  },
  ImageObject: { required: ["url"], checks: [urlCheck("url")] },
  // Breadcrumb: itemListElement with at least two ListItems, each with position, name and item (the last may omit item).
  BreadcrumbList: {
    required: ["itemListElement"],
    checks: [
      (n) => {
        const items = asList(n.itemListElement) as Node[];
        const problems = items.length < 2 ? ["itemListElement needs at least two ListItems"] : [];
        items.forEach((item, i) => {
          if (item.position !== i + 1) problems.push(`ListItem ${i + 1} has position ${JSON.stringify(item.position)}`);
          if (i < items.length - 1 && !isAbsoluteUrl(item.item)) problems.push(`ListItem ${i + 1} needs an absolute item URL`);
        });
        return problems;
      },
    ],
  },
  ListItem: { required: ["position", "name"], checks: [textCheck("name"), urlCheck("item")] },
  // FAQ: mainEntity of Questions, each with name and an acceptedAnswer with text.
  FAQPage: { required: ["mainEntity"], checks: [typeCheck("mainEntity", ["Question"])] },
  Question: { required: ["name", "acceptedAnswer"], checks: [textCheck("name"), typeCheck("acceptedAnswer", ["Answer"])] },
  Answer: { required: ["text"], checks: [textCheck("text")] },
  // Author and publisher as organisations: a name and the page to identify them (url).
  Person: { required: ["name"], checks: [textCheck("name"), urlCheck("url")] },
};

/**
 * Problems of one JSON-LD block: a top-level schema.org node and every typed node inside it. With `page`
 * (the whole-build test reads it from the built HTML), the rules that compare the markup with the page apply too.
 */
export function validateJsonLd(data: unknown, page?: PageFacts): string[] {
  if (!data || typeof data !== "object" || Array.isArray(data)) return ["JSON-LD must be one object"];
  const root = data as Node;
  const problems: string[] = [];
  if (root["@context"] !== "https://schema.org") problems.push(`@context must be "https://schema.org" (got ${JSON.stringify(root["@context"])})`);
  const visit = (node: Node, where: string) => {
    const types = typesOf(node);
    if (!types.length) {
      if (where === "") problems.push("the top-level node has no @type");
    }
    for (const type of types) {
      const rule = JSON_LD_RULES[type];
      if (!rule) {
        problems.push(`${where || type}: no rule for @type ${type} (add it to JSON_LD_RULES with Google's properties)`);
        continue;
      }
      for (const property of rule.required) {
        const value = node[property];
        if (value === undefined || value === null || value === "" || (Array.isArray(value) && !value.length)) {
          problems.push(`${where || type}: ${type} lacks ${property}`);
        }
      }
      for (const check of rule.checks ?? []) problems.push(...check(node, page).map((p) => `${where || type}: ${p}`));
    }
    for (const [key, value] of Object.entries(node)) {
      if (key.startsWith("@")) continue;
      asList(value).forEach((child, i) => {
        if (child && typeof child === "object" && typesOf(child).length)
          visit(child as Node, `${where || types[0]}.${key}${Array.isArray(value) ? `[${i}]` : ""}`);
      });
    }
  };
  visit(root, "");
  return problems;
}
