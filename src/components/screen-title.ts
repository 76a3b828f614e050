import { useEffect } from "react";
import { useTranslation } from "react-i18next";

/** The address whose screen was last named: the page's own at load, which the browser itself announces. */
let namedPath: string | null = null;

/**
 * An app screen (account, checkout) names itself: the tab's title becomes "Screen · Area", and after an
 * in-app navigation screen readers hear the new screen, in the page's language. Gatsby's route announcer
 * says "Navigated to …" in English with the first h1 it finds one frame after the route changes, which in
 * an app screen is still the previous screen's (its section renders later, often after a call), and every
 * screen had the area's one title. This writes the announcer's text once the screen's heading is known (its
 * frame comes after Gatsby's, so its words are the ones left); a title that changes on the same address (a
 * name arriving) updates the tab only.
 */
export function useScreenTitle(title: string, area: string): void {
  const { t } = useTranslation("common");
  useEffect(() => {
    if (!title) return;
    document.title = title === area ? area : `${title} · ${area}`;
    const path = window.location.pathname;
    if (namedPath === null || namedPath === path) {
      namedPath = path;
      return;
    }
    namedPath = path;
    const text = t("screen.navigatedTo", { title });
    requestAnimationFrame(() => {
      const announcer = document.getElementById("gatsby-announcer");
      if (announcer && announcer.textContent !== text) announcer.textContent = text;
    });
  }, [title, area, t]);
}
