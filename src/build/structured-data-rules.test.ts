import { articleLd, breadcrumbListLd, organizationLd, productLd } from "../components/structured-data";
import type { Picture, PlanCard, ResolvedSeo } from "./page-types";
import { validateJsonLd } from "./structured-data-rules";

const seo: ResolvedSeo = {
  title: "VPS S — Hostward",
  description: "A small KVM server.",
  keywords: [],
  longText: null,
  canonical: "https://www.example.com/vps/vps-s/",
  url: "https://www.example.com/vps/vps-s/",
  alternates: [],
  noindex: false,
  image: { url: "https://www.example.com/og-default.png", width: 1200, height: 630, alt: null },
  lastModified: "2026-03-02T10:00:00Z",
  publisher: { name: "Hostward", url: "https://www.example.com/", logo: "https://www.example.com/logo.png" },
};
const plan = { slug: "vps-s", name: "VPS S", line: "vps", price: 4.5 } as PlanCard;
// The plan's product picture as the build resolves it (decision 097): relative variants from the embedded dataset.
const picture: Picture = {
  src: "/cms-assets/product-vps-960w-0123456789.webp",
  srcSet: ["320", "480", "960", "1200"].map((w) => `/cms-assets/product-vps-${w}w-0123456789.webp ${w}w`).join(", "),
  width: 1200,
  height: 900,
  alt: "A server rack",
};
const shown = { pictures: picture.srcSet.split(", ").map((c) => "https://www.example.com" + c.split(" ")[0]) };
const org = {
  name: "Hostward",
  url: "https://www.example.com/",
  logo: "https://www.example.com/logo.png",
  email: null,
  phone: "+31 20 808 4120",
  address: { streetAddress: "Keizersgracht 520", postalCode: "1017 EK", addressLocality: "Amsterdam", addressCountry: "NL" },
  foundingDate: "2010",
};

describe("JSON-LD builders follow the encoded rules", () => {
  it("builds valid Product, Article, Organization and BreadcrumbList", () => {
    const blocks = [
      productLd(plan, "VPS", seo, picture),
      articleLd({ headline: "Hello", language: "en", seo, datePublished: "2026-03-01", dateModified: null }),
      organizationLd(org),
      breadcrumbListLd(
        [
          { name: "Home", path: "/" },
          { name: "VPS", path: "/vps/" },
        ],
        "https://www.example.com",
      ),
    ];
    for (const block of blocks) expect(validateJsonLd(block, shown)).toEqual([]);
    const product = blocks[0] as ReturnType<typeof productLd>;
    // The product's own picture, its widest variant, absolute; the brand is the site's name.
    expect(product.image).toBe("https://www.example.com/cms-assets/product-vps-1200w-0123456789.webp");
    expect(product.brand).toEqual({ "@type": "Brand", name: "Hostward" });
    const article = blocks[1] as ReturnType<typeof articleLd>;
    expect(article).toMatchObject({ datePublished: "2026-03-01", dateModified: "2026-03-02T10:00:00Z", publisher: { logo: { url: seo.publisher.logo } } });
  });

  it("an Article never says it was modified before it was published", () => {
    const early = articleLd({
      headline: "Old",
      language: "en",
      seo: { ...seo, lastModified: "2026-01-01T00:00:00Z" },
      datePublished: "2026-02-01",
      dateModified: null,
    });
    expect(early.dateModified).toBe("2026-02-01");
    expect(validateJsonLd(early)).toEqual([]);
  });
});

describe("a Product's image", () => {
  it("is the social image only when the plan has no picture", () => {
    expect(productLd(plan, "VPS", seo, null).image).toBe("https://www.example.com/og-default.png");
    expect(validateJsonLd(productLd(plan, "VPS", seo, null), { pictures: [] })).toEqual([]);
  });

  it("keeps a CDN picture's own address and picks its widest variant", () => {
    const cdn = "https://cdn.example.net/images/p/production/abc-2400x1800.png?rect=0,0,2400,1800&fit=max&auto=format";
    const fromCdn: Picture = { ...picture, src: `${cdn}&w=960`, srcSet: `${cdn}&w=320 320w, ${cdn}&w=1600 1600w, ${cdn}&w=960 960w` };
    expect(productLd(plan, "VPS", seo, fromCdn).image).toBe(`${cdn}&w=1600`);
  });

  it("is refused when the page shows pictures and the image is not one of them (the old social-card output)", () => {
    const withSocialCard = { ...productLd(plan, "VPS", seo, picture), image: seo.image!.url };
    expect(validateJsonLd(withSocialCard, shown)).toEqual(['Product: image "https://www.example.com/og-default.png" is not a picture the page shows']);
  });
});

describe("the rules catch what Google would reject", () => {
  it("names missing required properties, nested ones included", () => {
    const product = productLd(plan, "VPS", seo, picture);
    const { image: _image, brand: _brand, ...bare } = product;
    expect(validateJsonLd(bare)).toEqual(["Product: Product lacks image", "Product: Product lacks brand"]);
    expect(validateJsonLd({ ...product, offers: { ...product.offers, priceCurrency: "euro" } })).toEqual([
      "Product.offers: priceCurrency must be an ISO 4217 code",
    ]);
    const article = articleLd({ headline: "Hello", language: "en", seo, datePublished: "2026-03-01", dateModified: null });
    expect(validateJsonLd({ ...article, publisher: { "@type": "Organization", name: "Hostward", url: "https://www.example.com/" } })).toEqual([
      "Article.publisher: Organization lacks logo",
    ]);
    expect(validateJsonLd({ ...article, datePublished: "1 March 2026" })).toContain('Article: datePublished must be an ISO 8601 date (got "1 March 2026")');
  });

  it("rejects a postcode inside the locality, relative URLs, short breadcrumbs and unknown types", () => {
    const withPostcodeInCity = organizationLd({ ...org, address: { ...org.address, addressLocality: "1017 EK Amsterdam" } });
    expect(validateJsonLd(withPostcodeInCity)).toEqual(["Organization.address: addressLocality repeats the postcode: put it in postalCode only"]);
    expect(validateJsonLd({ ...organizationLd(org), logo: "/favicon.svg" })).toEqual([
      'Organization: logo must be an absolute URL or an ImageObject with one (got "/favicon.svg")',
    ]);
    expect(validateJsonLd(breadcrumbListLd([{ name: "Home", path: "/" }], "https://www.example.com"))).toEqual([
      "BreadcrumbList: itemListElement needs at least two ListItems",
    ]);
    expect(validateJsonLd({ "@context": "https://schema.org", "@type": "Event", name: "x" })).toEqual([
      "Event: no rule for @type Event (add it to JSON_LD_RULES with Google's properties)",
    ]);
    expect(validateJsonLd({ "@type": "Brand", name: "x" })).toEqual(['@context must be "https://schema.org" (got undefined)']);
  });
});
