/** @jest-environment ./tests/support/feature/sandbox-environment.ts */
import { waitFor } from "@testing-library/react";
import { findIn, renderAccount, signIn } from "../../support/feature/render-app";
import { answerWith, json, networkDown } from "../../support/feature/requests";

jest.mock("gatsby", () => jest.requireActual("../../support/feature/gatsby"));

// The partner screen's failures (spec §8; moved from tests/e2e/partner.spec.ts by issue 38): each kind of failure of
// its call is told apart, in Russian too, and an ended session's sign-in link leads back to the screen.
// The page's <main> is the Gatsby page's; here the section area (.account-main) holds the screen.
beforeAll(() => signIn("complete@example.com"));

const PARTNER = "/my/api/partner/";

it("the partner screen tells failure kinds apart (spec §8), in Russian too", async () => {
  const cases: Array<[string, () => Promise<Response> | Response, string]> = [
    ["/ru/my/partner/", networkDown, "Запрос не выполнен, попробуйте через несколько минут."],
    ["/ru/my/partner/", () => json({ detail: "Request was throttled." }, 429), "Слишком много попыток, попробуйте позже"],
    [
      "/ru/my/partner/",
      () => new Response("<h1>Server Error (500)</h1>", { status: 500, headers: { "content-type": "text/html" } }),
      "Что-то пошло не так; наши разработчики уже разбираются.",
    ],
    ["/my/partner/", networkDown, "Request failed, try again in a few minutes."],
  ];
  for (const [path, fail, text] of cases) {
    const stop = answerWith(PARTNER, (real, init) => ((init?.method ?? "GET") === "GET" ? fail() : real()));
    const { container } = await renderAccount(path);
    const alert = await findIn(container, ".account-main p[role=alert]");
    await waitFor(() => expect(`${path}: ${alert.textContent}`).toBe(`${path}: ${text}`));
    stop();
  }
  // A session that ended: the sign-in link brings the visitor back to the partner screen in their language.
  answerWith(PARTNER, () => json({}, 401));
  const { container } = await renderAccount("/ru/my/partner/");
  const link = await findIn(container, ".account-main .partner-account a.button");
  expect(link.getAttribute("href")).toBe("/auth/login/?next=/ru/my/partner/");
});
