/** @jest-environment jsdom */
import { Component, type ReactNode } from "react";
import { act, render, screen } from "@testing-library/react";

// Each step waits for a task the test releases: what runs in which task is the test's to see.
const releases: Array<() => void> = [];
jest.mock("../islands/next-task", () => ({ nextTask: () => new Promise<void>((resolve) => releases.push(resolve)) }));

import { stagedPage, stagedPagesLive } from "./staged-page";

const flushMicrotasks = () => act(async () => undefined);
async function releaseTask() {
  const next = releases.shift();
  if (!next) throw new Error("no task waits");
  await act(async () => next());
}

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null as string | null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  override render() {
    return this.state.error ? <p>failed: {this.state.error}</p> : this.props.children;
  }
}

it("evaluates each step in a task of its own, in order, then renders the page; live once it has committed", async () => {
  const ran: string[] = [];
  const Page = stagedPage<{ name: string }>([async () => void ran.push("schemas"), async () => void ran.push("layout")], async () => {
    ran.push("page");
    return ({ name }: { name: string }) => <p>hello {name}</p>;
  });
  const { container } = render(<Page name="Ada" />);
  let live = false;
  void stagedPagesLive().then(() => (live = true));
  await flushMicrotasks();
  expect(ran).toEqual([]);
  expect(screen.queryByText("hello Ada")).toBeNull();

  await releaseTask();
  expect(ran).toEqual(["schemas"]);
  await releaseTask();
  expect(ran).toEqual(["schemas", "layout"]);
  expect(live).toBe(false);
  await releaseTask();
  expect(ran).toEqual(["schemas", "layout", "page"]);
  // The page itself, with its props, and nothing else (the boundary writes no element of its own).
  await screen.findByText("hello Ada");
  expect(container.innerHTML).toBe("<p>hello Ada</p>");
  await flushMicrotasks();
  expect(live).toBe(true);
  // Nothing waits any more: a later caller goes on at once.
  await expect(stagedPagesLive()).resolves.toBeUndefined();
});

it("a step that fails is the page's error (its boundary shows it), and the page no longer holds the live signal", async () => {
  const Page = stagedPage([() => Promise.reject(new Error("step broke"))], async () => () => <p>never</p>);
  // React 18 logs an error a boundary caught (decision 264).
  const logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
  const { container } = render(
    <Boundary>
      <Page />
    </Boundary>,
  );
  let live = false;
  void stagedPagesLive().then(() => (live = true));
  await releaseTask();
  await screen.findByText(/step broke/);
  expect(container.innerHTML).toBe("<p>failed: step broke</p>");
  await flushMicrotasks();
  expect(live).toBe(true);
  expect(screen.queryByText("never")).toBeNull();
  logged.mockRestore();
});
