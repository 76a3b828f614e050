import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { FAILURES, FAULT_MATRIX, type FaultRow, type Made, type Outcome, type Typed } from "../../support/fault-matrix";
import { failCall, uncaughtErrors } from "../../support/feature/faults";
import { renderPage } from "../../support/feature/fault-matrix-pages";
import { isDisabled } from "../../support/feature/render-app";
import { beAs } from "./tab-setup";
import { JSDOM_STEPS, type Family } from "./row-steps";

// The fault matrix's rows driven in jsdom (issue 38: what tests/e2e/fault-matrix.spec.ts did in the browser): for
// each row of a family whose drive is not the browser's, each of the five failures is injected in the tab's
// fetch (tests/support/feature/faults.ts); the screen is opened (a page load of the tab) or, for a row with
// `again`, kept as typed when nothing the failure must show is on it yet; the person types what the row says and
// makes the call; then the row's spec §8 message shows (or nothing, where the row says why), nothing is thrown
// uncaught, and everything typed is still in the form. A row whose call is a press is also pressed a second
// time while its first call is still unanswered: that press sends nothing (spec §4: a second submit while
// loading is ignored).

/** The error surfaces of the site (the account's toasts, the auth screens' toasts, a form's error line). */
const ERRORS = ".toaster [role=alert] li, .toast--error, [data-testid=form-error]";

const fill = (address: string, made: Made) => address.replace(/\{(\w+)\}/g, (_, name: string) => made[name] ?? `{${name}}`);

/** The element `within` names: a CSS selector, or Playwright's `form:has-text('…')` (the form holding that text). */
function around(selector: string): HTMLElement {
  const hasText = /^(\w+):has-text\('(.+)'\)$/.exec(selector);
  const found = hasText
    ? [...document.querySelectorAll<HTMLElement>(hasText[1]!)].find((e) => e.textContent?.includes(hasText[2]!))
    : document.querySelector<HTMLElement>(selector);
  return found ?? document.body;
}

/** A typed field: by its label inside `within` (labels there may carry a required mark), else by its exact label. */
function field(t: Typed): HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement {
  const scope = t.within ? within(around(t.within)) : screen;
  const found = t.within ? scope.getAllByLabelText(new RegExp(`^${t.label}`))[0]! : scope.getByLabelText(t.label, { exact: true });
  return found as HTMLInputElement;
}

/** Elements whose text holds `text` and none of whose children does (Playwright's getByText, a substring). */
const holding = (text: string) => (_content: string, element: Element | null) =>
  !!element?.textContent?.includes(text) && ![...element.children].some((child) => child.textContent?.includes(text));

function nothingShown(outcome: Outcome): boolean {
  if ("text" in outcome) return screen.queryAllByText(holding(outcome.text)).length === 0;
  return document.querySelectorAll(ERRORS).length === 0;
}

/** The button whose press makes the call, once it can be pressed. */
async function pressable(row: FaultRow): Promise<HTMLElement> {
  const steps = JSDOM_STEPS[row.id];
  const button = await waitFor(() => {
    const found = steps?.button ? steps.button() : screen.getAllByRole("button", { name: row.drive!.press! })[0];
    if (!found || isDisabled(found)) throw new Error(`${row.drive!.press} cannot be pressed yet`);
    return found;
  });
  return button;
}

/** Opens the row's screen as a page load and types what the row says (for a call made on load: the load is the call). */
async function open(row: FaultRow, made: Made): Promise<void> {
  const drive = row.drive!;
  const steps = JSDOM_STEPS[row.id];
  await steps?.before?.(made);
  if (steps?.render) await steps.render();
  else await renderPage(fill(steps?.address ?? drive.address, made), { shell: drive.press !== undefined });
  if (!drive.press) return;
  await steps?.ready?.();
  for (const t of drive.typed) {
    const input = await waitFor(() => field(t));
    fireEvent.change(input, { target: { value: t.value } });
  }
  await steps?.typed?.();
}

/** Settles the answers in flight: a few turns of the event loop, inside act (the screen renders what came). */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));

/** One test per row of `family` that jsdom drives. */
export function driveRows(family: Family): void {
  // The answers arrive whenever the sandbox (or the injected failure) gives them, as in a browser, not inside
  // act(): the screen is awaited with findBy/waitFor (decision 160), and React is told not to expect act around them.
  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  });
  const rows = FAULT_MATRIX.filter((row) => row.drive && !row.drive.browser && JSDOM_STEPS[row.id]?.family === family);

  it(`drives the ${family} rows of the fault matrix (${rows.length})`, () => {
    expect(rows.length).toBeGreaterThan(0);
  });

  for (const row of rows) {
    it(
      row.id,
      async () => {
        const drive = row.drive!;
        const steps = JSDOM_STEPS[row.id]!;
        await beAs(drive.user);
        const made: Made = (await steps.setup?.()) ?? {};
        const thrown = uncaughtErrors();
        // Whether the screen is still open as typed after the previous failure (rows with `again`).
        let onScreen = false;
        for (const failure of FAILURES) {
          const outcome = row.outcome[failure];
          const movesOn = "movesOn" in outcome && outcome.movesOn === true;
          const reopen = !(drive.again && onScreen && nothingShown(outcome));
          // The first failure of a press is held while the button is pressed a second time.
          const hold = failure === "network" && drive.press !== undefined;
          const failed = failCall({ path: row.path, method: row.method, body: drive.body }, failure, { hold });
          if (reopen || !drive.press) await open(row, made);
          if (drive.press) {
            const button = await pressable(row);
            fireEvent.click(button);
            if (hold) {
              await waitFor(() => expect(failed.count).toBe(1));
              fireEvent.click(button);
              await settle();
              expect(`${failed.count} call(s) after a second press while loading`).toBe("1 call(s) after a second press while loading");
              failed.release();
            }
          }
          if ("text" in outcome) {
            const shown = await screen.findAllByText(holding(outcome.text));
            expect(shown[0]!.textContent).toContain(outcome.text);
          } else {
            await failed.answered;
            await settle();
            expect([...document.querySelectorAll(ERRORS)].map((e) => e.textContent)).toEqual([]);
          }
          if (!movesOn) for (const t of drive.typed) expect(`${t.label}: ${field(t).value}`).toBe(`${t.label}: ${t.value}`);
          expect(thrown).toEqual([]);
          onScreen = !movesOn;
          failed.stop();
        }
      },
      60_000,
    );
  }
}
