/** @jest-environment node */
import { renderToString } from "react-dom/server";
import { stagedPage, stagedPagesSettled } from "./staged-page";

// The build's HTML renderer (gatsby-ssr.tsx) awaits `stagedPagesSettled` before it renders a page.
it("on the server, renders the page in its boundary once the steps have run, without waiting for tasks", async () => {
  const ran: string[] = [];
  const Page = stagedPage([async () => void ran.push("step")], async () => () => <p>the frame</p>);
  await stagedPagesSettled();
  expect(ran).toEqual(["step"]);
  expect(renderToString(<Page />)).toBe("<!--$--><p>the frame</p><!--/$-->");
});

it("a render before the steps have run is no page: the boundary is left to the client, not written empty as if done", () => {
  const Page = stagedPage([() => new Promise<void>(() => undefined)], async () => () => <p>the frame</p>);
  const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
  try {
    const html = renderToString(<Page />);
    expect(html).not.toContain("the frame");
    // React's marker of a boundary the server gave up on (the browser renders it).
    expect(html).toContain("<!--$!-->");
  } finally {
    errors.mockRestore();
  }
});
