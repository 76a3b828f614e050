import en from "../../../locales/en/checkout.json";
import ru from "../../../locales/ru/checkout.json";
import { locationName } from "./localized-locations";
import { diskKindOf, specParts } from "./spec-text";

/** A t() over the checkout namespace's spec keys, as i18next interpolates them. */
const translator =
  (table: typeof en | typeof ru) =>
  (key: string, options: Record<string, unknown> = {}) => {
    const name = key.replace("checkout:spec.", "");
    const spec = table.spec as Record<string, string>;
    const template = spec[name] ?? spec[`${name}_other`] ?? key;
    return template.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(options[k]));
  };

describe("specParts", () => {
  it("names sizes with the language's unit and number format", () => {
    expect(specParts(translator(en), "en", "nvme", { cpu: 2, memory: 4, disk: 1000 })).toEqual(["2 vCPU", "4 GB RAM", "1,000 GB NVMe"]);
    expect(specParts(translator(ru), "ru", "nvme", { cpu: 2, memory: 4, disk: 1000 })).toEqual(["2 vCPU", "4 ГБ RAM", "1\u00a0000 ГБ NVMe"]);
  });

  it("calls a dedicated server's disk plainly a disk, and leaves out what a plan does not have", () => {
    expect(diskKindOf("dedicated")).toBe("plain");
    expect(diskKindOf("vps")).toBe("nvme");
    expect(specParts(translator(ru), "ru", diskKindOf("dedicated"), { cpu: 8, memory: 16, disk: 3840 })).toEqual(["8 vCPU", "16 ГБ RAM", "Диск 3\u00a0840 ГБ"]);
    expect(specParts(translator(en), "en", "plain", { cpu: null, memory: 16, disk: 0 })).toEqual(["16 GB RAM"]);
  });
});

describe("locationName", () => {
  it("names the location's country in the language, else keeps the catalog's name", () => {
    expect(locationName({ name: "Netherlands", countryCode: "NL" }, "ru")).toBe("Нидерланды");
    expect(locationName({ name: "Netherlands", countryCode: "NL" }, "en")).toBe("Netherlands");
    expect(locationName({ name: "Somewhere", countryCode: "AA" }, "ru")).toBe("Somewhere");
    // As the site's Russian texts say it (Intl's is «Соединенные Штаты»); English keeps Intl's name.
    expect(locationName({ name: "New York", countryCode: "us" }, "ru")).toBe("США");
    expect(locationName({ name: "New York", countryCode: "US" }, "en")).toBe("United States");
  });
});
