/** @jest-environment jsdom */
import { useState } from "react";
import { act } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { mountIsland } from "./mount";
import type { IslandData } from "./define";

// Decision 083: what a visitor typed or chose in an island before it hydrated reaches React's state.

/** One state object changed through the render's closure, as the configurator does: each change builds on the last render. */
function Form() {
  const [v, setV] = useState({ text: "1", term: "1", os: "ubuntu" });
  return (
    <form>
      <input aria-label="cores" type="number" value={v.text} onChange={(e) => setV({ ...v, text: e.target.value })} />
      {["1", "12"].map((m) => (
        <input key={m} aria-label={`term ${m}`} type="radio" name="term" value={m} checked={v.term === m} onChange={() => setV({ ...v, term: m })} />
      ))}
      <select aria-label="os" value={v.os} onChange={(e) => setV({ ...v, os: e.target.value })}>
        <option value="ubuntu">Ubuntu</option>
        <option value="debian">Debian</option>
      </select>
      <output>{`${v.text}|${v.term}|${v.os}`}</output>
    </form>
  );
}

const definition = { name: "form", component: Form, strings: [], when: "interaction" as const };
const data: IslandData = { props: {}, i18n: { language: "en", defaultNS: "site", fallbackNS: [], strings: {} }, page: {}, idPrefix: "i-" };

async function hydrate(change: (root: HTMLElement) => void): Promise<HTMLElement> {
  const root = document.createElement("div");
  root.innerHTML = renderToString(<Form />);
  document.body.append(root);
  change(root);
  await act(async () => {
    mountIsland(root, definition, data);
  });
  // The changes are made again one per task, as the visitor made them.
  for (let i = 0; i < 4; i++) await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  return root;
}

const q = <T extends Element>(root: HTMLElement, selector: string) => root.querySelector<T>(selector)!;

it("hands React the typed text, the chosen radio and the chosen option", async () => {
  const root = await hydrate((r) => {
    q<HTMLInputElement>(r, '[aria-label="cores"]').value = "14";
    q<HTMLInputElement>(r, '[aria-label="term 12"]').checked = true;
    q<HTMLSelectElement>(r, "select").value = "debian";
  });
  expect(q(root, "output").textContent).toBe("14|12|debian");
  expect(q<HTMLInputElement>(root, '[aria-label="cores"]').value).toBe("14");
  expect(q<HTMLInputElement>(root, '[aria-label="term 12"]').checked).toBe(true);
  expect(q<HTMLInputElement>(root, '[aria-label="term 1"]').checked).toBe(false);
});

it("changes nothing where the visitor changed nothing", async () => {
  const root = await hydrate(() => undefined);
  expect(q(root, "output").textContent).toBe("1|1|ubuntu");
});

it("a control the visitor changes again while the replay runs keeps the visitor's latest value", async () => {
  const root = document.createElement("div");
  root.innerHTML = renderToString(<Form />);
  document.body.append(root);
  const cores = q<HTMLInputElement>(root, '[aria-label="cores"]');
  const select = q<HTMLSelectElement>(root, "select");
  cores.value = "14";
  select.value = "debian";
  // Right after the replay's first change (the cores), before its next task (the select's), the visitor
  // chooses again in the select; React gets that through its own listener.
  cores.addEventListener(
    "input",
    () =>
      queueMicrotask(() => {
        select.value = "ubuntu";
        select.dispatchEvent(new Event("change", { bubbles: true }));
      }),
    { once: true },
  );
  await act(async () => {
    mountIsland(root, definition, data);
  });
  for (let i = 0; i < 4; i++) await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  expect(select.value).toBe("ubuntu");
  expect(q(root, "output").textContent).toBe("14|1|ubuntu");
});
