// What the app-frame specs (decisions 131 and 143) record from the document's start, injected with
// `page.addInitScript(watchFrame, options)` (so it is self-contained) and read with `seenByFrameWatch(page)`.
import type { Page } from "@playwright/test";

export type FrameSeen = {
  /** LCP candidates: their element's tag and class. */
  lcp: string[];
  /** The sum of the layout shifts without recent input, and their sources' tag and class. */
  shifts: number;
  shifted: string[];
  /** Whether `watchFor` ever matched. */
  watchedSeen: boolean;
  /** Where the frame's heading and lead were as parsed (DOMContentLoaded). */
  frameHeadingTop?: number;
  frameLeadTop?: number;
};

export function watchFrame({ frame, lead, watchFor }: { frame: string; lead?: string; watchFor?: string }) {
  const seen: FrameSeen = { lcp: [], shifts: 0, shifted: [], watchedSeen: false };
  (window as unknown as { __frameSeen: FrameSeen }).__frameSeen = seen;
  new PerformanceObserver((list) =>
    list.getEntries().forEach((e) => {
      const el = (e as PerformanceEntry & { element?: Element | null }).element;
      seen.lcp.push(el ? `${el.tagName.toLowerCase()}.${el.className}` : "?");
    }),
  ).observe({ type: "largest-contentful-paint", buffered: true });
  new PerformanceObserver((list) =>
    list.getEntries().forEach((e) => {
      const shift = e as PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Array<{ node: Element | null }> };
      if (shift.hadRecentInput) return;
      seen.shifts += shift.value;
      for (const { node } of shift.sources) seen.shifted.push(node ? `${node.nodeName.toLowerCase()}.${node instanceof Element ? node.className : ""}` : "?");
    }),
  ).observe({ type: "layout-shift", buffered: true });
  if (watchFor)
    new MutationObserver(() => {
      if (document.querySelector(watchFor)) seen.watchedSeen = true;
    }).observe(document, { childList: true, subtree: true });
  document.addEventListener("DOMContentLoaded", () => {
    const root = `[data-testid=${frame}]`;
    seen.frameHeadingTop = document.querySelector(`${root} h1`)?.getBoundingClientRect().top;
    if (lead) seen.frameLeadTop = document.querySelector(`${root} ${lead}`)?.getBoundingClientRect().top;
  });
}

export const seenByFrameWatch = (page: Page) => page.evaluate(() => (window as unknown as { __frameSeen?: FrameSeen }).__frameSeen);
