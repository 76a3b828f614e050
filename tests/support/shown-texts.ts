/**
 * The interface text shown inside `root`: the document's title, text nodes outside hidden and `translate="no"`
 * parts (identifiers no language changes, as translation tools read it), accessible names, placeholders, titles
 * and alternatives. DOM only and self-contained: jsdom tests call it, browser tests hand it to `locator.evaluate`.
 */
export function textsShownIn(root: Element): string[] {
  const out: string[] = [document.title];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    const text = node.textContent?.trim();
    if (!parent || !text) continue;
    if (parent.closest("script, style, [hidden], [aria-hidden=true], [translate=no]")) continue;
    const style = getComputedStyle(parent);
    if (style.display === "none" || style.visibility === "hidden") continue;
    out.push(text);
  }
  for (const el of root.querySelectorAll("[aria-label], [placeholder], [title], [alt]")) {
    for (const attr of ["aria-label", "placeholder", "title", "alt"]) {
      const value = el.getAttribute(attr)?.trim();
      if (value) out.push(value);
    }
  }
  return out;
}
