/** @jest-environment jsdom */
import { Suspense } from "react";
import { render, screen } from "@testing-library/react";
import { lazyPage, preloadable } from "./lazy-page";

// React's `lazy` suspends on its first render even when the module is in; a page whose `preloadable` loader has loaded
// it (a preload on the customer's intent) renders at once instead.
function Section({ name }: { name: string }) {
  return <h1>{name}</h1>;
}
const inSuspense = (Page: ReturnType<typeof lazyPage<{ name: string }>>, name: string) => (
  <Suspense fallback={<p>loading</p>}>
    <Page name={name} />
  </Suspense>
);

it("renders a page its loader has already loaded at once, without the fallback", async () => {
  const load = preloadable(() => Promise.resolve({ default: Section }));
  const Page = lazyPage(load);
  await load();
  render(inSuspense(Page, "Tickets"));
  expect(screen.getByRole("heading", { name: "Tickets" })).toBeTruthy();
  expect(screen.queryByText("loading")).toBeNull();
});

it("suspends on a page not loaded yet, then shows it; the next mount renders at once", async () => {
  const Page = lazyPage(preloadable(() => Promise.resolve({ default: Section })));
  const first = render(inSuspense(Page, "Finance"));
  expect(screen.getByText("loading")).toBeTruthy();
  expect(await screen.findByRole("heading", { name: "Finance" })).toBeTruthy();
  first.unmount();
  render(inSuspense(Page, "Projects"));
  expect(screen.getByRole("heading", { name: "Projects" })).toBeTruthy();
  expect(screen.queryByText("loading")).toBeNull();
});

it("leaves a loader that does not remember its module to React's lazy", async () => {
  const loader = () => Promise.resolve({ default: Section });
  const Page = lazyPage(loader);
  await loader();
  render(inSuspense(Page, "Orders"));
  expect(screen.getByText("loading")).toBeTruthy();
  expect(await screen.findByRole("heading", { name: "Orders" })).toBeTruthy();
});
