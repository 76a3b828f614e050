import { readFileSync } from "node:fs";
import { firstLateBlock, LATE_BLOCKS, markFirstScreenEnd } from "./first-screen-end";

const page = (main: string) =>
  `<!DOCTYPE html><html><head><title>x</title></head><body><div class="site"><header><nav><a href="/">Home</a></nav></header><main>${main}</main><footer><p>f</p></footer><div class="support-chat-root"><button>Chat</button></div></div></body></html>`;
const paragraphs = (n: number, from = 1) => Array.from({ length: n }, (_, i) => `<p>Paragraph ${from + i} <a href="#x">link</a><br/></p>`).join("");

it("finds a text's tenth block (a paragraph or a heading, what content.css skips) and marks it, or takes its own id", () => {
  const html = page(`<article><h1>T</h1><div class="prose">${paragraphs(9)}<h2 id="later">Later</h2>${paragraphs(5, 10)}</div></article>`);
  expect(markFirstScreenEnd(html, "first-screen-end")).toEqual({ html, target: "later" });
  const plain = page(`<div class="prose"><script type="application/json">{"a":"<p>not a block</p>"}</script>${paragraphs(12)}</div>`);
  const marked = markFirstScreenEnd(plain, "first-screen-end");
  expect(marked?.target).toBe("first-screen-end");
  // The script is the first child: the tenth block is the ninth paragraph.
  expect(marked?.html).toContain(`<p id="first-screen-end">Paragraph 9 `);
  expect(marked?.html.match(/id="first-screen-end"/g)).toHaveLength(1);
});

it("finds the 13th card of a card list and a landing's fourth band without an island, skipping one that holds an island", () => {
  const cards = page(`<ul class="card-list">${Array.from({ length: 14 }, (_, i) => `<li class="card"><h3>Card ${i + 1}</h3></li>`).join("")}</ul>`);
  expect(markFirstScreenEnd(cards, "e")?.html).toContain(`<li id="e" class="card"><h3>Card 13</h3>`);
  const band = (n: number, island = false) => `<section class="band"><h2>Band ${n}</h2>${island ? `<div data-island="configurator"></div>` : ""}</section>`;
  const bands = page(`<div class="sections">${band(1)}${band(2)}${band(3)}${band(4, true)}${band(5)}</div>`);
  expect(markFirstScreenEnd(bands, "e")?.html).toContain(`<section id="e" class="band"><h2>Band 5</h2>`);
  expect(firstLateBlock(page(`<div class="sections">${band(1)}${band(2)}${band(3)}${band(4, true)}</div>`))).toBeNull();
});

it("leaves a short page without a target (its first paint waits for the boot script, decision 117)", () => {
  expect(markFirstScreenEnd(page(`<div class="prose">${paragraphs(9)}</div><ul class="card-list"><li>1</li></ul>`), "e")).toBeNull();
});

it("uses the thresholds content.css skips rendering from (decision 137)", () => {
  const css = readFileSync("src/islands/content.css", "utf8");
  for (const block of LATE_BLOCKS)
    for (const tag of block.childClass ? [`.${block.childClass}`] : block.tags) expect(css).toContain(`.${block.parent} > ${tag}:nth-child(n + ${block.from})`);
});
