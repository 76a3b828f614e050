/** @jest-environment jsdom */
import { render } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { fetchPriority, inert } from "./react18-attributes";

describe("attributes React 18 does not know", () => {
  it("inert is set in the browser's render and the server's, and left out when off", () => {
    const { container } = render(
      <>
        <div data-testid="on" inert={inert(true)} />
        <div data-testid="off" inert={inert(false)} />
      </>,
    );
    expect(container.querySelector("[data-testid=on]")?.hasAttribute("inert")).toBe(true);
    expect(container.querySelector("[data-testid=off]")?.hasAttribute("inert")).toBe(false);
    expect(renderToString(<div inert={inert(true)} />)).toBe('<div inert=""></div>');
    expect(renderToString(<div inert={inert(false)} />)).toBe("<div></div>");
  });

  it("fetchpriority is written when given, without React's unknown-prop warning (the setup fails a test on one)", () => {
    expect(renderToString(<img alt="" src="/a.png" {...fetchPriority("high")} />)).toBe('<img alt="" src="/a.png" fetchpriority="high"/>');
    expect(renderToString(<img alt="" src="/a.png" {...fetchPriority(undefined)} />)).toBe('<img alt="" src="/a.png"/>');
  });
});
