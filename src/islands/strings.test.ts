import { pickStrings } from "./strings";

const catalogues = {
  common: { review: { title: "Review", open: "Open" }, forms: { send: "Send" }, skip: "Skip" },
  site: { review: { bonus: "Bonus" }, site: { menu: { products: "Products", from_one: "from {{price}}", from_other: "from {{price}}" }, other: "x" } },
  errors: { generic: "Oops", http: { 500: "Server" } },
};

describe("pickStrings", () => {
  it("takes an unqualified prefix from every namespace that has it", () => {
    expect(pickStrings(catalogues, ["review"])).toEqual({ common: { review: { title: "Review", open: "Open" } }, site: { review: { bonus: "Bonus" } } });
  });

  it("takes a qualified key path from its namespace only, with plural variants", () => {
    expect(pickStrings(catalogues, ["site:site.menu.from"])).toEqual({
      site: { site: { menu: { from_one: "from {{price}}", from_other: "from {{price}}" } } },
    });
  });

  it("takes a whole namespace and merges overlapping picks", () => {
    expect(pickStrings(catalogues, ["errors:", "site:site.menu.products", "site:site.other"])).toEqual({
      errors: catalogues.errors,
      site: { site: { menu: { products: "Products" }, other: "x" } },
    });
  });

  it("gives nothing for a key no namespace holds", () => {
    expect(pickStrings(catalogues, ["nowhere.at.all", "chat:supportChat"])).toEqual({});
  });
});
