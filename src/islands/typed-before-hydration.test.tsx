/** @jest-environment jsdom */
import { useState } from "react";
import { act } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { mountIsland } from "./mount";
import type { IslandData } from "./define";

// Decision 083: what a visitor typed or chose in an island before it hydrated reaches React's state.

function Form() {
  const [text, setText] = useState("1");
  const [term, setTerm] = useState("1");
  const [os, setOs] = useState("ubuntu");
  return (
    <form>
      <input aria-label="cores" type="number" value={text} onChange={(e) => setText(e.target.value)} />
      {["1", "12"].map((m) => (
        <input key={m} aria-label={`term ${m}`} type="radio" name="term" value={m} checked={term === m} onChange={() => setTerm(m)} />
      ))}
      <select aria-label="os" value={os} onChange={(e) => setOs(e.target.value)}>
        <option value="ubuntu">Ubuntu</option>
        <option value="debian">Debian</option>
      </select>
      <output>{`${text}|${term}|${os}`}</output>
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
