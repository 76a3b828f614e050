// What a visitor did to an island's form controls before it was live (decision 083). Hydration keeps the
// DOM, so typed text, a checked radio or a chosen option stay on screen, but React adopts each control with
// the value it finds and still holds the server's value in its state: the price, the Order link or a
// validation would not follow until the next change, and a re-render could put the server's value back.
// Each control that differs from the server's HTML (its default value, default checked state or default selected
// option) before the island hydrates is handed to React, once it has hydrated, as the change it was, one per task
// as the visitor made them (a handler may build on the state the previous change left).

const nativeValueSetter = (el: HTMLInputElement | HTMLTextAreaElement) => Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el) as object, "value")?.set;

type Change = { el: Element; make: () => void };

/** The changes to make again, read before any is made (a re-render may reset the others' DOM). */
function changesIn(root: Element): Change[] {
  const changes: Change[] = [];
  for (const el of Array.from(root.querySelectorAll("input, textarea, select"))) {
    if (el instanceof HTMLSelectElement) {
      if (!Array.from(el.options).some((o) => o.selected !== o.defaultSelected)) continue;
      const chosen = el.value;
      // React listens to `change` on a select and reads its value then.
      changes.push({
        el,
        make: () => {
          el.value = chosen;
          el.dispatchEvent(new Event("change", { bubbles: true }));
        },
      });
    } else if (el instanceof HTMLInputElement && (el.type === "radio" || el.type === "checkbox")) {
      // A radio counts where it was chosen (the one it replaced is unchecked by the same choice).
      if (el.checked === el.defaultChecked || (el.type === "radio" && !el.checked)) continue;
      const wanted = el.checked;
      // React's value tracker is told the other state through the element's own setter; the click then
      // makes the change again, as the visitor did, and React sees it.
      changes.push({
        el,
        make: () => {
          el.checked = !wanted;
          el.click();
        },
      });
    } else if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) {
      if (el.type === "file" || el.value === el.defaultValue) continue;
      const typed = el.value;
      const set = nativeValueSetter(el);
      if (!set) continue;
      // The tracked setter records another value; the prototype's setter puts the typed text back without
      // telling the tracker, so the input event is a change to React.
      changes.push({
        el,
        make: () => {
          el.value = typed === "" ? el.defaultValue : "";
          set.call(el, typed);
          el.dispatchEvent(new Event("input", { bubbles: true }));
        },
      });
    }
  }
  return changes;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Reads the changes made to `root`'s controls before hydration, before React hydrates it (React 18 puts a
 * controlled radio's or checkbox's server state back as it hydrates, decision 264), and returns the replay to run
 * once the island has hydrated; it resolves with how many changes there were.
 * The visitor goes on typing meanwhile: a control they change again before or while the replay runs (an input or
 * change event that is not the replay's own) already gave React its whole value through React's own
 * listener, so its older replay is dropped. Replaying it wrote the text read at the start over what was
 * typed since: "Hello, this is a long message" came out "Hesage from the audit." (session 22's audit).
 */
export function typedBeforeHydration(root: Element): () => Promise<number> {
  const changedSince = new Set<EventTarget>();
  let replaying = false;
  const visitorChange = (event: Event) => {
    if (!replaying && event.target) changedSince.add(event.target);
  };
  root.addEventListener("input", visitorChange, true);
  root.addEventListener("change", visitorChange, true);
  const changes = changesIn(root);
  return async () => {
    try {
      for (const { el, make } of changes) {
        if (!changedSince.has(el)) {
          replaying = true;
          try {
            make();
          } finally {
            replaying = false;
          }
        }
        await nextTask();
      }
    } finally {
      root.removeEventListener("input", visitorChange, true);
      root.removeEventListener("change", visitorChange, true);
    }
    return changes.length;
  };
}
