import { useEffect } from "react";
import { useTranslation } from "react-i18next";

/** The address whose screen was last named: the page's own at load, which the browser itself announces. */
let namedPath: string | null = null;
/** The watch that keeps the last announcement's words against Gatsby's own for a moment. */
let keeping: MutationObserver | null = null;

/**
 * An app screen (account, checkout, auth) names itself: the tab's title becomes "Screen · Area", and after an
 * in-app navigation screen readers hear the new screen, in the page's language. Gatsby's route announcer
 * says "Navigated to …" in English with the first h1 it finds one frame after the route changes, which in
 * an app screen is still the previous screen's (its section renders later, often after a call), and every
 * screen had the area's one title. This writes the announcer's text once the screen's heading is known, and
 * for two seconds puts it back when Gatsby's own words replace it (Gatsby's frame may come after this one:
 * the auth screens render with their page); a title that changes on the same address (a name arriving)
 * updates the tab only.
 */
export function useScreenTitle(title: string, area: string): void {
  const { t } = useTranslation("common");
  useEffect(() => {
    if (!title) return;
    document.title = title === area ? area : `${title} · ${area}`;
    const path = window.location.pathname;
    // The page's load, or the same address again (a query changed): nothing to announce, but what Gatsby
    // announces (an in-place replace of the address) is said in the page's language.
    const announce = namedPath !== null && namedPath !== path;
    namedPath = path;
    const text = t("screen.navigatedTo", { title });
    const announcer = document.getElementById("gatsby-announcer");
    if (!announcer) return;
    const write = () => {
      if ((announce || announcer.textContent) && announcer.textContent !== text) announcer.textContent = text;
    };
    requestAnimationFrame(() => {
      write();
      if (announce) takeLostFocus(title);
    });
    // Gatsby writes its own words one frame after its route update, which may commit after this screen (the
    // auth screens render with the page): for a moment its text is put back to this one.
    // Only the latest screen keeps its words (two keepers would write in turn for ever).
    keeping?.disconnect();
    const keep = new MutationObserver(write);
    keeping = keep;
    keep.observe(announcer, { childList: true, characterData: true, subtree: true });
    setTimeout(() => keep.disconnect(), 2000);
  }, [title, area, t]);
}

/** The watch that waits for a new screen's heading to hand it a lost focus. */
let seeking: MutationObserver | null = null;

/**
 * After an in-app navigation whose control went away with the old screen ("Place order and pay", a sign-in
 * form), the keyboard focus had fallen to the page and the next Tab started again at "Skip to content". The
 * new screen's heading (the h1 that says its title) takes it, not in the tab order (tabindex -1), as a stage
 * change of the checkout does; a screen that shows a loading line first is waited for (3 s at most). A focus
 * that is somewhere (a nav link that stays, a field the customer went to meanwhile) is left where it is.
 */
function takeLostFocus(title: string): void {
  seeking?.disconnect();
  const lost = () => !document.activeElement || document.activeElement === document.body;
  const heading = () => Array.from(document.querySelectorAll<HTMLElement>("h1")).find((h) => h.textContent?.trim() === title) ?? null;
  const take = (h: HTMLElement) => {
    if (!lost()) return;
    if (!h.hasAttribute("tabindex")) h.tabIndex = -1;
    h.focus({ preventScroll: true });
  };
  const now = heading();
  if (now) return take(now);
  if (!lost()) return;
  const watch = new MutationObserver(() => {
    const h = heading();
    if (!h) return;
    watch.disconnect();
    take(h);
  });
  seeking = watch;
  watch.observe(document.body, { childList: true, subtree: true, characterData: true });
  setTimeout(() => watch.disconnect(), 3000);
}
