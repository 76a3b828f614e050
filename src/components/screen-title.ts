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
    requestAnimationFrame(write);
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
