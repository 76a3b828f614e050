/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { SeoPreview } from "./SeoPreview";
import { GOOGLE_TITLE_CHARS, seoPreview, summaryOf } from "./preview-model";
import { SEO_TITLE_MAX } from "../../../schemas/lib/seo-limits";

const base = { language: "en" as const, url: "https://www.example.com/help/reset-password/", siteName: "Hostward" };

describe("SEO previews", () => {
  it("shows the title and description the build would write, with Google's address line and no warnings when they fit", () => {
    render(<SeoPreview preview={seoPreview({ ...base, seo: {}, heading: "Reset your password", summary: "How to get a new password by e-mail." })} />);
    expect(screen.getByTestId("search-title").textContent).toBe("Reset your password — Hostward");
    expect(screen.getByTestId("search-description").textContent).toBe("How to get a new password by e-mail.");
    expect(screen.getByText(/›/).textContent).toBe("https://www.example.com › help › reset-password");
    expect(screen.getByTestId("social-title").textContent).toBe("Reset your password — Hostward");
    expect(screen.queryAllByRole("note")).toHaveLength(0);
    // Which text the description comes from: the page's own, not the site-wide default.
    expect(screen.getByText(/^Description:/).textContent).toBe("Description: none written, so the page's own text (excerpt, lead or first paragraph) is used.");
  });

  it("cuts a long title and description as search results and cards do, and says so", () => {
    const title = "Виртуальные серверы в Германии с NVMe-дисками и защитой от DDoS-атак";
    const description = "Описание ".repeat(30).trim();
    render(<SeoPreview preview={seoPreview({ ...base, language: "ru", url: "https://www.example.com/ru/vps/", seo: { title, description } })} />);
    const shown = screen.getByTestId("search-title").textContent!;
    expect(shown.endsWith("…")).toBe(true);
    expect(shown.length).toBeLessThanOrEqual(GOOGLE_TITLE_CHARS);
    expect(title.startsWith(shown.slice(0, -1))).toBe(true);
    expect(screen.getByTestId("search-snippet").getAttribute("lang")).toBe("ru");
    expect(screen.getByTestId("social-card").getAttribute("lang")).toBe("ru");
    expect(screen.getByTestId("social-description").textContent!.length).toBeLessThan(screen.getByTestId("search-description").textContent!.length);
    const notes = screen.getAllByRole("note").map((n) => n.textContent);
    expect(notes).toEqual(
      expect.arrayContaining([expect.stringMatching(/cut this title after about 65/), expect.stringMatching(/cut this description after about 158/)]),
    );
  });

  it("accepts without a warning a title as long as the field accepts (one limit for both, issue 36)", () => {
    const title = "x".repeat(SEO_TITLE_MAX);
    render(<SeoPreview preview={seoPreview({ ...base, seo: { title, description: "Short." } })} />);
    expect(screen.getByTestId("search-title").textContent).toBe(title);
    expect(screen.queryAllByRole("note").map((n) => n.textContent)).toEqual([]);
  });

  it("shows the social image with its alt text, and the site default description as the last resort", () => {
    render(
      <SeoPreview
        preview={seoPreview({
          ...base,
          seo: { image: { alt: "A server rack" } },
          heading: "S3",
          siteDescription: "Hosting since 2010.",
          imageUrl: "https://cdn.example/x.png",
        })}
      />,
    );
    expect(screen.getByRole("img", { name: "A server rack" }).getAttribute("src")).toBe("https://cdn.example/x.png");
    expect(screen.getByTestId("search-description").textContent).toBe("Hosting since 2010.");
    expect(screen.getByText(/^Description:/).textContent).toBe(
      "Description: none written and no page text, so the site-wide default is used (it repeats on other pages).",
    );
  });

  it("warns when the page has no address yet", () => {
    render(<SeoPreview preview={seoPreview({ ...base, url: null, seo: { title: "T" } })} />);
    expect(screen.getByRole("note").textContent).toMatch(/No address yet/);
  });

  it("takes the description from the excerpt, lead or description, else the first paragraph of the body", () => {
    expect(summaryOf({ excerpt: "E", lead: "L" })).toBe("E");
    expect(summaryOf({ lead: "L" })).toBe("L");
    expect(
      summaryOf({
        body: [
          { _type: "block", style: "h2", children: [{ text: "H" }] },
          { _type: "block", children: [{ text: "Para" }] },
        ],
      }),
    ).toBe("Para");
    expect(summaryOf({})).toBeNull();
  });
});
