/** @jest-environment jsdom */
import { wireLanguageLinks } from "./language-links";
import { storedLanguage } from "../lib/stored-language";

const switcher = (href: string, lng: string) =>
  `<ul class="language-switcher"><li><span aria-current="true">EN</span></li><li><a hreflang="${lng}" href="${href}">${lng.toUpperCase()}</a></li></ul>`;

describe("wireLanguageLinks", () => {
  it("points the not-found page's link at the same unknown address in the other language", () => {
    document.body.innerHTML = switcher("/ru/404/", "ru");
    wireLanguageLinks(document, { pathname: "/no-such-page/", search: "", hash: "" });
    expect(document.querySelector("a")!.getAttribute("href")).toBe("/ru/no-such-page/");
    document.body.innerHTML = switcher("/404/", "en");
    wireLanguageLinks(document, { pathname: "/ru/no-such-page/", search: "", hash: "" });
    expect(document.querySelector("a")!.getAttribute("href")).toBe("/no-such-page/");
  });

  it("keeps the query and the fragment of a content page's address, and records the language on click", () => {
    document.body.innerHTML = switcher("/ru/vpn/", "ru");
    wireLanguageLinks(document, { pathname: "/vpn/", search: "?ref=abc", hash: "#plans" });
    const link = document.querySelector("a")!;
    expect(link.getAttribute("href")).toBe("/ru/vpn/?ref=abc#plans");
    link.addEventListener("click", (event) => event.preventDefault());
    link.click();
    expect(storedLanguage()).toBe("ru");
  });

  it("leaves links of unknown languages alone", () => {
    document.body.innerHTML = switcher("/de/", "de");
    wireLanguageLinks(document, { pathname: "/vpn/" });
    expect(document.querySelector("a")!.getAttribute("href")).toBe("/de/");
  });
});
