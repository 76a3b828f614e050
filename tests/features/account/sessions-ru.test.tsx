/** @jest-environment ./tests/support/feature/sandbox-environment.ts */
import { request } from "node:http";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { renderAccount } from "../../support/feature/render-app";
import { ALLAUTH, NEW_CUSTOMER_PASSWORD, createCustomer } from "../../support/feature/auth-calls";

jest.mock("gatsby", () => jest.requireActual("../../support/feature/gatsby"));

// The security screen's sessions list in Russian, and a session that ended meanwhile (moved from
// tests/e2e/account-security.spec.ts's "sessions (ru)", issue 38, decision 176 `## e2e30b`): what the screen shows for
// the sandbox's allauth answers. The other browser is a second client of the same sandbox with its own cookies,
// browser and address (Node's HTTP client: the environment's fetch is the tab's, with the tab's cookie jar). The English sessions test stays in the browser: other browsers' contexts and the realtime
// socket that closes when its session is ended.
jest.setTimeout(120_000);

/** Chromium on Linux, as the browser test's other context announced itself. */
const CHROME_ON_LINUX = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const OTHER_IP = "10.38.30.211";

/** Another browser of the customer: its own cookies, announced as CHROME_ON_LINUX from OTHER_IP. */
function otherBrowser() {
  const cookies = new Map<string, string>();
  const call = (method: string, path: string, body?: unknown) =>
    new Promise<number>((resolve, reject) => {
      const headers: Record<string, string> = {
        "user-agent": CHROME_ON_LINUX,
        "x-forwarded-for": OTHER_IP,
        "x-requested-with": "XMLHttpRequest",
        "content-type": "application/json",
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join("; "),
      };
      if (cookies.has("csrftoken")) headers["x-csrftoken"] = cookies.get("csrftoken")!;
      const sent = request(new URL(path, window.location.origin).href, { method, headers }, (answer) => {
        for (const line of answer.headers["set-cookie"] ?? []) {
          const [name, value] = line.split(";")[0]!.split("=");
          cookies.set(name!.trim(), value!.trim());
        }
        answer.resume();
        answer.on("end", () => resolve(answer.statusCode!));
      });
      sent.on("error", reject);
      sent.end(body === undefined ? undefined : JSON.stringify(body));
    });
  return {
    async logIn(email: string) {
      await call("GET", `${ALLAUTH}/auth/session`);
      return call("POST", `${ALLAUTH}/auth/login`, { email, password: NEW_CUSTOMER_PASSWORD });
    },
    logOut: () => call("DELETE", `${ALLAUTH}/auth/session`),
  };
}

const sessions = () => screen.queryAllByTestId("session");
const sessionRow = (ip: string) => sessions().find((row) => within(row).queryByTestId("session-ip")?.textContent === ip);

it("sessions (ru): listed in Russian; a session that ended meanwhile is refused with the catalogue's text and the list is read again", async () => {
  const email = await createCustomer("sessions.ru");
  const other = otherBrowser();
  expect(await other.logIn(email)).toBe(200);

  await renderAccount("/ru/my/security/");
  await screen.findByRole("heading", { level: 2, name: "Активные сеансы" });
  await waitFor(() => expect(sessions()).toHaveLength(2));
  const mine = sessions().find((row) => row.getAttribute("data-current") === "true");
  expect(mine?.textContent).toContain("Этот браузер");
  expect(sessionRow(OTHER_IP)?.textContent).toContain("Chrome, Linux");

  // The other browser logs out before this one presses End.
  expect(await other.logOut()).toBe(401);
  fireEvent.click(within(sessionRow(OTHER_IP)!).getByRole("button", { name: "Завершить сеанс" }));
  await screen.findByText("Этот сеанс уже завершён.");
  await waitFor(() => expect(sessions()).toHaveLength(1));
  // The list's empty state, in Russian, where the other browser's row was.
  expect(screen.queryAllByText("Других сеансов нет.")).toHaveLength(1);
  expect(sessionRow(OTHER_IP)).toBeUndefined();
});
