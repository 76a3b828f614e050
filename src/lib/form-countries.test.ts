import { countryOptions, FORM_COUNTRIES } from "./form-countries";

const ru = new Intl.Collator("ru");

it("lists the Russian country names alphabetically, as a Russian reader orders them (issue 37)", () => {
  const names = countryOptions("ru").map((c) => c.name);
  expect(names).toEqual([...names].sort(ru.compare));
  expect(names.slice(0, 3)).toEqual(["Австрия", "Бельгия", "Болгария"]);
  expect(names.indexOf("Германия")).toBeLessThan(names.indexOf("Нидерланды"));
});

it("lists the English names alphabetically and offers every country once", () => {
  const options = countryOptions("en");
  expect(options.map((c) => c.name)).toEqual([...options.map((c) => c.name)].sort(new Intl.Collator("en").compare));
  expect(options.map((c) => c.code).sort()).toEqual([...FORM_COUNTRIES].sort());
});
