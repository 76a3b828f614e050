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
  const { container } = render(inSuspense(Page, "Tickets"));
  // The first commit is the page itself: no fallback in between.
  expect(container.innerHTML).toBe("<h1>Tickets</h1>");
});

it("suspends on a page not loaded yet, then shows it; the next mount renders at once", async () => {
  const Page = lazyPage(preloadable(() => Promise.resolve({ default: Section })));
  const first = render(inSuspense(Page, "Finance"));
  expect(first.container.innerHTML).toBe("<p>loading</p>");
  await screen.findByRole("heading", { name: "Finance" });
  expect(first.container.innerHTML).toBe("<h1>Finance</h1>");
  first.unmount();
  const next = render(inSuspense(Page, "Projects"));
  expect(next.container.innerHTML).toBe("<h1>Projects</h1>");
});

it("leaves a loader that does not remember its module to React's lazy", async () => {
  const loader = () => Promise.resolve({ default: Section });
  const Page = lazyPage(loader);
  await loader();
  const { container } = render(inSuspense(Page, "Orders"));
  expect(container.innerHTML).toBe("<p>loading</p>");
  await screen.findByRole("heading", { name: "Orders" });
  expect(container.innerHTML).toBe("<h1>Orders</h1>");
});
