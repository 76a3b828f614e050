/** @jest-environment jsdom */
import { fullStyles, HELD_MEDIA } from "./full-styles";

// Decision 133: the full stylesheet is fetched unapplied (`media="not all"`, by the loader) and applied on the
// first interaction or island start; applied at once when it has loaded, else when it loads.

const held = (href: string, loaded: boolean) => {
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = href;
  link.media = HELD_MEDIA;
  if (loaded) Object.defineProperty(link, "sheet", { value: {} });
  document.head.appendChild(link);
  return link;
};

beforeEach(() => {
  document.head.innerHTML = "";
});

it("applies sheets that have loaded in the same task (before the click that follows a pointerdown)", () => {
  const content = held("/_islands/content-A.css", true);
  const partner = held("/_islands/partner-B.css", true);
  const styles = fullStyles();
  expect(styles.applied()).toBe(false);
  void styles.apply();
  expect(styles.applied()).toBe(true);
  expect(content.hasAttribute("media")).toBe(false);
  expect(partner.hasAttribute("media")).toBe(false);
});

it("waits for sheets still loading; one that fails is applied with the others", async () => {
  const loading = held("/_islands/content-A.css", false);
  const added = held("/_islands/partner-B.css", false);
  const styles = fullStyles();
  const applied = styles.apply();
  expect(styles.apply()).toBe(applied);
  loading.dispatchEvent(new Event("load"));
  await Promise.resolve();
  expect(styles.applied()).toBe(false);
  expect(loading.media).toBe(HELD_MEDIA);
  // A sheet that fails leaves the critical CSS in charge; the others apply.
  added.dispatchEvent(new Event("error"));
  await applied;
  expect(styles.applied()).toBe(true);
  expect(loading.hasAttribute("media")).toBe(false);
  expect(added.hasAttribute("media")).toBe(false);
});

it("has nothing to apply on a page without a full sheet", async () => {
  const styles = fullStyles();
  await expect(styles.apply()).resolves.toBeUndefined();
  expect(styles.applied()).toBe(true);
});
