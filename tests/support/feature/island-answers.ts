import { waitFor, within } from "@testing-library/react";
import { answerWith, json } from "./requests";

/**
 * The static pages' form islands in jsdom (decision 203): a POST to `path` answered with `status` and `body` until the
 * returned stop (the browser test's page.route); other requests reach the sandbox.
 */
export const answerPosts = (path: string, status: number, body?: unknown) =>
  answerWith(path, (real, init) => (init?.method === "POST" ? (body === undefined ? new Response("", { status }) : json(body, status)) : real()));

/** The page's toaster alert (spec §8: a 429 is a toast), once it says something. */
export const toastAlert = (island: HTMLElement) =>
  waitFor(() => {
    const alert = within(island.querySelector<HTMLElement>(".toaster")!).getByRole("alert");
    expect(alert.textContent).not.toBe("");
    return alert;
  });
