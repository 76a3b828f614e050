/** @jest-environment ./tests/support/feature/sandbox-environment.ts */
import { readFileSync } from "node:fs";
import path from "node:path";
import { screen, waitFor } from "@testing-library/react";
import { findForm, renderAuth } from "../../support/feature/render-auth";
import { answerWith, json } from "../../support/feature/requests";
import { loadFeatures } from "../../../src/api-client/site-features";

jest.mock("gatsby", () => jest.requireActual("../../support/feature/gatsby-auth"));

// Spec §5/§6, issue 9 item 4 (decision 034), moved from regional-login.spec.ts: Russian visitors are not
// offered the two social-login providers the CMS site setting socialLoginDisabledForRu names, read here from
// the seed dataset the site is built from, so the test follows the setting instead of repeating it. The
// browser keeps one page load per screen from Germany (the features call asked once per page load, the
// header's islands' strings).

type Settings = { _type: string; language: string; socialLoginDisabledForRu?: string[] };
const dataset = readFileSync(path.resolve(__dirname, "../../../studio/seed/content.ndjson"), "utf8")
  .split("\n")
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as Settings);
const disabled = dataset.find((d) => d._type === "siteSettings" && d.language === "en")!.socialLoginDisabledForRu ?? [];
const NAMES: Record<string, string> = { google: "Google", facebook: "Facebook", github: "GitHub", apple: "Apple", microsoft: "Microsoft" };

const providerButtons = () => screen.queryAllByRole("button", { name: /^Continue with / });

/** The sandbox's stand-in for IP geolocation (sandbox/rest/site.ts visitorCountry), then a new page load's features call. */
async function fromCountry(country: string) {
  document.cookie = `sandbox_country=${country}; path=/`;
  await loadFeatures(true);
}

/** The screen's form, once the country is known (the buttons are held back until then). */
async function openScreen(address: string) {
  await renderAuth(address);
  await findForm();
  await screen.findByRole("button", { name: "Continue with GitHub" });
}

it("the CMS names two providers", () => {
  expect(disabled).toHaveLength(2);
});

for (const address of ["/auth/login/", "/auth/signup/"]) {
  it(`${address}: a visitor from Russia is not offered the providers the CMS disables`, async () => {
    await fromCountry("RU");
    await openScreen(address);
    for (const id of disabled) expect(screen.queryByRole("button", { name: `Continue with ${NAMES[id]}` })).toBeNull();
    expect(providerButtons()).toHaveLength(3 - disabled.length);
  });

  it(`${address}: a visitor from Germany is offered every provider`, async () => {
    await fromCountry("DE");
    await openScreen(address);
    await waitFor(() => expect(providerButtons()).toHaveLength(3));
    for (const id of disabled) screen.getByRole("button", { name: `Continue with ${NAMES[id]}` });
  });
}

it("the CMS setting decides, not a list in the features answer", async () => {
  // A features answer that names no providers (RU) and one (DE): the login screen follows the CMS.
  let answer = { country_code: "RU", vpn_available: false, crypto_available: true, disabled_social_providers: [] as string[] };
  answerWith("/my/api/features/", () => json(answer));
  await loadFeatures(true);
  await openScreen("/auth/login/");
  for (const id of disabled) expect(screen.queryByRole("button", { name: `Continue with ${NAMES[id]}` })).toBeNull();

  answer = { country_code: "DE", vpn_available: true, crypto_available: true, disabled_social_providers: ["github"] };
  await loadFeatures(true);
  await openScreen("/auth/login/");
  await waitFor(() => expect(providerButtons()).toHaveLength(3));
});

it("a Ukrainian visitor keeps every provider (the rule is Russia's only)", async () => {
  await fromCountry("UA");
  await openScreen("/auth/login/");
  await waitFor(() => expect(providerButtons()).toHaveLength(3));
});
