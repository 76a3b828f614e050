import { legalEntitySchema, toLegalEntityInput, type LegalEntityValues } from "./schema";

const base: LegalEntityValues = {
  company: "Acme GmbH",
  country: "DE",
  city: "Berlin",
  address: "Main 1",
  vatId: "",
  currency: "EUR",
  createActs: false,
  invoiceEmails: "",
};
const issues = (v: Partial<LegalEntityValues>) => {
  const r = legalEntitySchema.safeParse({ ...base, ...v });
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join(".")}:${i.message}`);
};

it("accepts English data and a VAT id for an EU company", () => {
  expect(issues({ vatId: "DE 123456789", invoiceEmails: "a@b.de, c@d.de" })).toEqual([]);
  expect(toLegalEntityInput({ ...base, vatId: "de 123456789", invoiceEmails: "a@b.de\nc@d.de" })).toMatchObject({
    vatId: "DE123456789",
    invoiceEmails: ["a@b.de", "c@d.de"],
    createActs: false,
  });
});

it("refuses non-English data, VAT outside the EU, bad e-mails", () => {
  expect(issues({ company: "ООО Ромашка" })).toEqual(["company:validation.english"]);
  expect(issues({ country: "US", vatId: "US123" })).toEqual(["vatId:validation.vatEuOnly"]);
  expect(issues({ invoiceEmails: "nope" })).toEqual(["invoiceEmails:errors:invalidEmail"]);
  expect(issues({ city: " " })).toEqual(["city:errors:fieldRequired"]);
});

it("keeps acceptance certificates for Russian companies only", () => {
  expect(toLegalEntityInput({ ...base, country: "RU", currency: "RUR", createActs: true }).createActs).toBe(true);
  expect(toLegalEntityInput({ ...base, createActs: true }).createActs).toBe(false);
});
