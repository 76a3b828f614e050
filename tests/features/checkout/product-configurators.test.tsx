/** @jest-environment ./tests/support/feature/sandbox-environment.ts */
import { act, fireEvent, waitFor, within } from "@testing-library/react";
import { CatalogIndex, configuratorView } from "../../../src/build/public-pages";
import { sandboxCatalog } from "../../../src/build/catalog-source";
import configuratorIsland from "../../../src/islands/entries/configurator";
import surveyIsland from "../../../src/islands/entries/dedicated-survey";
import { CurrencySwitcher } from "../../../src/components/pricing/currency-switcher";
import { loadCurrencyContext } from "../../../src/components/pricing/currency-store";
import { coveringPlan, planBySlug, priceText, resourceRange } from "../../support/catalog-prices";
import { renderIsland } from "../../support/feature/render-island";
import { gql, renderAt } from "../../support/feature/render-app";
import { createCustomer, findConfiguration, here, renderCheckout } from "../../support/feature/render-checkout";

jest.mock("gatsby", () => jest.requireActual("../../support/feature/gatsby"));

// The VPS and dedicated pages' configurator and survey islands (issue 7 item 3; moved from vps-configurator.spec.ts and
// dedicated-survey.spec.ts, issue 38): clamped inputs, the live price in the header's currency, the recommendations per
// answer, the region's locations, and the checkout their Order link opens. The islands' props are the page's, built
// from the same catalog by the build's own configuratorView. Waking on the page (when, which chunk), layout shift,
// screenshots and axe stay in the browser (vps-configurator.spec.ts, configurator-screens.spec.ts). jsdom does not
// follow a link: the Order link's address is opened as the next page load (renderCheckout).

const catalog = new CatalogIndex(sandboxCatalog().catalog);
const VPS = { data: configuratorView(catalog, "vps")! };
const DEDICATED = { data: configuratorView(catalog, "dedicated")! };
const CPU = resourceRange("vps", "cpu");
const MEMORY = resourceRange("vps", "memory");

/** A new visitor from `country` (the sandbox reads it from this cookie, sandbox/rest/site.ts): nothing stored, the currency context loaded again. */
async function visitorFrom(country: string) {
  localStorage.clear();
  document.cookie = "currency=; path=/; max-age=0";
  document.cookie = `sandbox_country=${country}; path=/`;
  await act(async () => {
    await loadCurrencyContext(true);
  });
}

/** A product page at `address` with its header's currency switcher and one island; returns the island's root. */
async function productPage(address: string, island: typeof configuratorIsland | typeof surveyIsland, props: typeof VPS, testId: string) {
  const header = renderAt(address, <CurrencySwitcher />);
  const root = await renderIsland(island, props, address, testId);
  return { root, header: header.container };
}

/** Types a value and leaves the field: the field then shows the clamped value. */
function typeAndLeave(scope: HTMLElement, label: RegExp, value: string) {
  const field = within(scope).getByLabelText(label);
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
}

const valueOf = (scope: HTMLElement, label: RegExp | string) => within(scope).getByLabelText<HTMLInputElement>(label).value;
/** A number field's visible label with its unit, and its range hint (white space as the browser's text). */
const fieldText = (scope: HTMLElement, name: string, part: "label" | "p") =>
  scope
    .querySelector(`.number-field:has(input[name="${name}"]) ${part}`)!
    .textContent!.replace(/[ \t\n]+/g, " ")
    .trim();
const priceIn = (scope: HTMLElement) => within(within(scope).getByTestId("configurator-result")).getByTestId("price").textContent;
const resultText = (scope: HTMLElement) => within(scope).getByTestId("configurator-result").textContent;
const orderHref = (scope: HTMLElement, name: string) => within(scope).getByRole("link", { name }).getAttribute("href")!;
const listItems = (scope: HTMLElement) =>
  within(within(scope).getByTestId("order-configuration"))
    .getAllByRole("listitem")
    .map((li) => li.textContent);

it("en: typed values clamp to the catalog's range and the price follows live, in the header's currency", async () => {
  await visitorFrom("DE");
  const { root, header } = await productPage("/virtual-private-servers/", configuratorIsland, VPS, "configurator-island");
  const configurator = within(root).getByTestId("vps-configurator");

  typeAndLeave(configurator, /CPU cores/, "999");
  expect(valueOf(configurator, /CPU cores/)).toBe(String(CPU.max));
  typeAndLeave(configurator, /CPU cores/, "0");
  expect(valueOf(configurator, /CPU cores/)).toBe(String(CPU.min));
  typeAndLeave(configurator, /Memory/, "0");
  expect(valueOf(configurator, /Memory/)).toBe(String(MEMORY.min));

  const smallest = coveringPlan("vps", { cpu: CPU.min, memory: MEMORY.min, disk: 40 }, "germany");
  expect(resultText(root)).toContain(`Billed as ${smallest.name}`);
  await waitFor(() => expect(priceIn(root)).toBe(priceText(smallest.priceEur, "EUR", "en")));
  // Issue 19: the smallest custom (x86) server is not billed as the cheaper ARM plan.
  expect(smallest.cpu_arch).toBe("x86");
  expect(resultText(root)).not.toContain("ARM");

  // Live: the price changes while typing, before the field is left.
  fireEvent.change(within(configurator).getByLabelText(/CPU cores/), { target: { value: "3" } });
  const three = coveringPlan("vps", { cpu: 3, memory: MEMORY.min, disk: 40 }, "germany");
  expect(three.slug).not.toBe(smallest.slug);
  expect(priceIn(root)).toBe(priceText(three.priceEur, "EUR", "en"));
  expect(resultText(root)).toContain(`Billed as ${three.name}`);

  // The header's currency: the island's price follows without a reload.
  fireEvent.change(header.querySelector("select")!, { target: { value: "USD" } });
  await waitFor(() => expect(priceIn(root)).toBe(priceText(three.priceEur, "USD", "en")));
  typeAndLeave(configurator, /Memory/, "20");
  const big = coveringPlan("vps", { cpu: 3, memory: 20, disk: 40 }, "germany");
  expect(priceIn(root)).toBe(priceText(big.priceEur, "USD", "en"));
});

it("ru: clamps, prices in roubles for a Russian visitor, and Order opens the Russian checkout with the configuration", async () => {
  await visitorFrom("RU");
  const { root, header } = await productPage("/ru/virtual-private-servers/", configuratorIsland, VPS, "configurator-island");
  const configurator = within(root).getByTestId("vps-configurator");
  expect(within(header).getByTestId("currency-switcher").getAttribute("data-currency")).toBe("RUR");
  // Units in Russian (ГБ), the location in Russian.
  expect(fieldText(configurator, "memory", "label")).toBe("Память (ГБ)");
  expect(fieldText(configurator, "disk", "label")).toBe("Диск NVMe (ГБ)");
  const where = within(configurator).getByLabelText<HTMLSelectElement>("Локация");
  expect(where.querySelector("option[value=netherlands]")!.textContent).toBe("Нидерланды");

  typeAndLeave(configurator, /Ядра CPU/, "999");
  expect(valueOf(configurator, /Ядра CPU/)).toBe(String(CPU.max));
  typeAndLeave(configurator, /Ядра CPU/, "2");
  typeAndLeave(configurator, /Память/, "0");
  expect(valueOf(configurator, /Память/)).toBe(String(MEMORY.min));
  typeAndLeave(configurator, /Диск NVMe/, "75");
  expect(valueOf(configurator, /Диск NVMe/)).toBe("80");
  // No regional location for VPS: a Russian visitor sees the international ones.
  expect(where.querySelectorAll("option[value=russia]")).toHaveLength(0);
  fireEvent.change(where, { target: { value: "netherlands" } });
  const plan = coveringPlan("vps", { cpu: 2, memory: MEMORY.min, disk: 80 }, "netherlands");
  await waitFor(() => expect(priceIn(root)).toBe(priceText(plan.priceEur, "RUR", "ru")));

  const href = orderHref(root, "Заказать эту конфигурацию");
  expect(href).toBe(`/ru/checkout/?line=vps&cpu=2&memory=${MEMORY.min}&disk=80&location=netherlands&os=ubuntu-24`);
  const { container: page } = await renderCheckout(href);
  await findConfiguration();
  const checkout = within(page).getByTestId("vps-configurator");
  expect(valueOf(checkout, /Ядра CPU/)).toBe("2");
  expect(valueOf(checkout, /Диск NVMe/)).toBe("80");
  expect(within(page).getByRole("tab", { name: "Своя конфигурация" }).getAttribute("aria-selected")).toBe("true");
  // The checkout names the location and the units in the page's language, like the product page.
  expect(listItems(page)).toEqual(["2 vCPU", `${MEMORY.min} ГБ RAM`, "80 ГБ NVMe", "Нидерланды", "Ubuntu 24.04"]);
  const checked = within(checkout).getByLabelText<HTMLSelectElement>("Локация");
  expect(checked.selectedOptions[0]!.textContent).toBe("Нидерланды");
  expect(fieldText(checkout, "disk", "label")).toBe("Диск NVMe (ГБ)");
  await waitFor(() => expect(within(page).getByTestId("subtotal").textContent).toBe(priceText(plan.priceEur, "RUR", "ru")));
});

it("en: two answer sets recommend two different servers, and Order opens the checkout for the recommended one", async () => {
  await visitorFrom("DE");
  const { root } = await productPage("/dedicated-servers/", surveyIsland, DEDICATED, "survey-island");
  const survey = within(root).getByTestId("dedicated-survey");
  const best = () => survey.querySelector<HTMLElement>(".survey__item--best")!;
  const recommend = () => fireEvent.click(within(survey).getByRole("button", { name: "Recommend servers" }));

  fireEvent.click(within(survey).getByRole("radio", { name: "Databases" }));
  fireEvent.click(within(survey).getByRole("radio", { name: "Higher" }));
  recommend();
  const epyc = planBySlug("epyc-7302");
  await waitFor(() => expect(best().dataset.plan).toBe(epyc.slug));
  expect(best().textContent).toContain(epyc.name);
  expect(within(best()).getByTestId("price").textContent).toBe(priceText(epyc.priceEur, "EUR", "en"));
  expect(within(within(survey).getByTestId("survey-result")).getAllByRole("listitem")).toHaveLength(3);

  fireEvent.click(within(survey).getByRole("radio", { name: "Web projects" }));
  fireEvent.click(within(survey).getByRole("radio", { name: "Lower" }));
  fireEvent.change(within(survey).getByLabelText("Location"), { target: { value: "germany" } });
  recommend();
  const xeon = planBySlug("e3-1230");
  await waitFor(() => expect(best().dataset.plan).toBe(xeon.slug));
  expect(within(best()).getByTestId("price").textContent).toBe(priceText(xeon.priceEur, "EUR", "en"));

  const href = orderHref(best(), `Order ${xeon.name}`);
  expect(href).toBe("/checkout/?plan=e3-1230&location=germany");
  const { container: page } = await renderCheckout(href);
  await findConfiguration();
  expect(within(within(page).getByTestId("order-sidebar")).getByLabelText<HTMLSelectElement>("Plan").value).toBe(xeon.slug);
  expect(page.querySelector<HTMLSelectElement>('select[name="location"]')!.value).toBe("germany");
  await waitFor(() => expect(within(page).getByTestId("subtotal").textContent).toBe(priceText(xeon.priceEur, "EUR", "en")));
});

it("ru: a Russian visitor gets the Russian location first, and a location leaves out what is not offered there", async () => {
  await visitorFrom("RU");
  const { root } = await productPage("/ru/dedicated-servers/", surveyIsland, DEDICATED, "survey-island");
  const survey = within(root).getByTestId("dedicated-survey");
  const where = within(survey).getByLabelText<HTMLSelectElement>("Локация");
  // "Any location" first, then the region's own data centre; never Ukraine's.
  await waitFor(() => expect(where.options[1]!.value).toBe("russia"));
  expect(where.querySelectorAll("option[value=ukraine]")).toHaveLength(0);

  // Middle budget for computing is the Ryzen, which is not offered in the USA: there the EPYC wins.
  const best = () => survey.querySelector<HTMLElement>(".survey__item--best")!;
  const recommend = () => fireEvent.click(within(survey).getByRole("button", { name: "Подобрать серверы" }));
  fireEvent.click(within(survey).getByRole("radio", { name: "Вычисления" }));
  fireEvent.click(within(survey).getByRole("radio", { name: "Средний" }));
  recommend();
  await waitFor(() => expect(best().dataset.plan).toBe("ryzen-7950x"));
  fireEvent.change(where, { target: { value: "usa" } });
  recommend();
  const epyc = planBySlug("epyc-7302");
  await waitFor(() => expect(best().dataset.plan).toBe(epyc.slug));
  expect(survey.querySelectorAll('[data-plan="ryzen-7950x"]')).toHaveLength(0);
  await waitFor(() => expect(within(best()).getByTestId("price").textContent).toBe(priceText(epyc.priceEur, "RUR", "ru")));
  // Sizes with Russian units and decimal comma; a dedicated server's physical cores and threads, not vCPU, and its
  // drive in TB as the plan pages show it (decision 165; issue 37).
  expect(best().querySelector(".survey__specs")!.textContent).toBe("16 ядер / 32 потока · 128 ГБ RAM · 3,84 ТБ NVMe");

  const href = orderHref(best(), `Заказать ${epyc.name}`);
  expect(href).toBe("/ru/checkout/?plan=epyc-7302&location=usa");
  const { container: page } = await renderCheckout(href);
  await findConfiguration();
  expect(within(within(page).getByTestId("order-sidebar")).getByLabelText<HTMLSelectElement>("Тариф").value).toBe(epyc.slug);
  await waitFor(() => expect(within(page).getByTestId("subtotal").textContent).toBe(priceText(epyc.priceEur, "RUR", "ru")));
});

it("en: the dedicated configurator bills the covering server and Order opens the checkout with that configuration", async () => {
  await visitorFrom("DE");
  const { root } = await productPage("/dedicated-servers/", configuratorIsland, DEDICATED, "configurator-island");
  const configurator = within(root).getByTestId("vps-configurator");
  // A dedicated server's disk is plainly a disk (not the VPS's NVMe); its range in the page's number format.
  expect(fieldText(configurator, "disk", "label")).toBe("Disk (GB)");
  expect(fieldText(configurator, "disk", "p")).toBe("1,000–3,840");
  typeAndLeave(configurator, /CPU cores/, "999");
  expect(valueOf(configurator, /CPU cores/)).toBe("16");
  typeAndLeave(configurator, /CPU cores/, "8");
  const plan = coveringPlan("dedicated", { cpu: 8, memory: 16, disk: 1000 }, "germany");
  expect(resultText(root)).toContain(`Billed as ${plan.name}`);
  await waitFor(() => expect(priceIn(root)).toBe(priceText(plan.priceEur, "EUR", "en")));

  const href = orderHref(root, "Order this configuration");
  expect(href).toBe("/checkout/?line=dedicated&cpu=8&memory=16&disk=1000&location=germany&os=ubuntu-24");
  const { container: page } = await renderCheckout(href);
  await findConfiguration();
  expect(listItems(page)).toEqual(["8 cores", "16 GB RAM", "1,000 GB disk", "Germany", "Ubuntu 24.04"]);
  await waitFor(() => expect(within(page).getByTestId("subtotal").textContent).toBe(priceText(plan.priceEur, "EUR", "en")));
});

it("ru: the dedicated configurator says Диск and ГБ with grouped ranges, and the checkout keeps the Russian names", async () => {
  await visitorFrom("RU");
  const { root } = await productPage("/ru/dedicated-servers/", configuratorIsland, DEDICATED, "configurator-island");
  const configurator = within(root).getByTestId("vps-configurator");
  expect(fieldText(configurator, "memory", "label")).toBe("Память (ГБ)");
  expect(fieldText(configurator, "disk", "label")).toBe("Диск (ГБ)");
  expect(fieldText(configurator, "disk", "p")).toBe("1\u00a0000–3\u00a0840");
  expect(fieldText(configurator, "memory", "p")).toBe("16–128");
  const where = within(configurator).getByLabelText<HTMLSelectElement>("Локация");
  await waitFor(() => expect(where.querySelector("option[value=russia]")?.textContent).toBe("Россия"));
  fireEvent.change(where, { target: { value: "netherlands" } });
  expect(where.selectedOptions[0]!.textContent).toBe("Нидерланды");
  typeAndLeave(configurator, /Ядра CPU/, "8");
  const plan = coveringPlan("dedicated", { cpu: 8, memory: 16, disk: 1000 }, "netherlands");
  await waitFor(() => expect(priceIn(root)).toBe(priceText(plan.priceEur, "RUR", "ru")));

  const href = orderHref(root, "Заказать эту конфигурацию");
  expect(href).toBe("/ru/checkout/?line=dedicated&cpu=8&memory=16&disk=1000&location=netherlands&os=ubuntu-24");
  const { container: page } = await renderCheckout(href);
  await findConfiguration();
  const checkout = within(page).getByTestId("vps-configurator");
  expect(fieldText(checkout, "disk", "label")).toBe("Диск (ГБ)");
  expect(fieldText(checkout, "disk", "p")).toBe("1\u00a0000–3\u00a0840");
  expect(within(checkout).getByLabelText<HTMLSelectElement>("Локация").selectedOptions[0]!.textContent).toBe("Нидерланды");
  expect(listItems(page)).toEqual(["8 ядер", "16 ГБ RAM", "Диск 1\u00a0000 ГБ", "Нидерланды", "Ubuntu 24.04"]);
  await waitFor(() => expect(within(page).getByTestId("subtotal").textContent).toBe(priceText(plan.priceEur, "RUR", "ru")));
});

it("en: Order carries the configuration into the checkout, and the created order has it", async () => {
  await visitorFrom("DE");
  await createCustomer({ label: "configured" });
  const { root } = await productPage("/virtual-private-servers/", configuratorIsland, VPS, "configurator-island");
  const configurator = within(root).getByTestId("vps-configurator");
  typeAndLeave(configurator, /CPU cores/, "3");
  typeAndLeave(configurator, /Memory/, "6");
  typeAndLeave(configurator, /NVMe disk/, "120");
  fireEvent.change(within(configurator).getByLabelText("Location"), { target: { value: "spain" } });
  fireEvent.change(within(configurator).getByLabelText("Operating system"), { target: { value: "debian-12" } });
  const plan = coveringPlan("vps", { cpu: 3, memory: 6, disk: 120 }, "spain");
  await waitFor(() => expect(priceIn(root)).toBe(priceText(plan.priceEur, "EUR", "en")));

  const href = orderHref(root, "Order this configuration");
  expect(href).toBe("/checkout/?line=vps&cpu=3&memory=6&disk=120&location=spain&os=debian-12");
  const { container: page } = await renderCheckout(href);
  await findConfiguration();
  expect(listItems(page)).toEqual(["3 vCPU", "6 GB RAM", "120 GB NVMe", "Spain", "Debian 12"]);
  expect(resultText(page)).toContain(`Billed as ${plan.name}`);
  await waitFor(() => expect(within(page).getByTestId("total").textContent).toBe(priceText(plan.priceEur, "EUR", "en")));

  fireEvent.click(within(page).getByRole("button", { name: "Continue" }));
  fireEvent.click(await within(page).findByTestId("place-order"));
  await waitFor(() => expect(here()).toMatch(/^\/checkout\/pay\/[^/]+\/$/));
  const { orders } = await gql<{ orders: Array<{ planSlug: string; name: string; months: number }> }>("{ orders { planSlug name months } }");
  expect(orders).toEqual([{ planSlug: plan.slug, name: `${plan.name} · Debian 12`, months: 1 }]);
});
