import { LAYOUT_RULES } from "./axe-rules";

/**
 * The WCAG 2.2 AA rules of axe that the static pages' browser sweep runs (decision 205): the ones that read what
 * the browser lays out and paints (LAYOUT_RULES), and `p-as-heading`, which compares paragraphs' computed font
 * size and weight (jsdom resolves neither relative sizes nor inheritance). Every other rule of the tags runs over
 * the built HTML in jsdom (tests/built/accessibility.test.ts).
 */
export const STATIC_BROWSER_RULES: readonly string[] = [...LAYOUT_RULES, "p-as-heading"];
