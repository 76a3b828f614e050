import { startTransition, useContext, useEffect, useId, useMemo, useRef, type ReactElement } from "react";
import { I18nextContext, useTranslation } from "gatsby-plugin-react-i18next";
import type { Root } from "react-dom/client";
import type { ComponentType } from "react";
import type { IslandData, IslandDefinition } from "./define";
import { islandComponent, type AnyIslandDefinition } from "./lazy-definition";
import { pickStrings } from "./strings";
import { IslandTree } from "./tree";
import { islandI18n } from "./island-i18n";
import { isHeldKey, keyInit } from "./held-keys";
import { whenIdle } from "./next-task";

// How a template places an island (decision 078): `<Island of={definition} props={...} />`.
//
// On the server the island's tree is rendered on its own (renderToString with its own identifierPrefix and
// its own translator holding only its strings, island-i18n.ts) into a root element, followed by its data as
// `<script type="application/json">`. On a static content page the boot script (src/islands/boot.ts)
// hydrates that root from that data when the visitor reaches for it. On a page that keeps Gatsby's runtime
// (/my/, /checkout/), this component mounts the same root at once (hydrating the server's HTML, or
// rendering it where the page was rendered in the browser): one mechanism, the same markup everywhere.

type ServerRender = (element: ReactElement, options: { identifierPrefix: string }) => string;
let serverRender: ServerRender | null = null;

/** gatsby-ssr.tsx gives the server renderer (react-dom/server stays out of the browser's bundles). */
export function setIslandServerRenderer(render: ServerRender): void {
  serverRender = render;
}

/** `<script>` content that cannot close its element or open a comment. */
export const jsonForScript = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

/** What a press on an island is made on. */
const PRESSABLE = "button, a[href], [role=button], [role=tab]";
/** Events on a waiting island that start it: the visitor is using it or about to (as island-loader.ts's). */
const INTENT_EVENTS = ["pointerover", "pointerdown", "touchstart", "focusin", "keydown"] as const;
/** An input held while the island loads, then replayed: a press, or an action key (held-keys.ts). */
type HeldInput = { target: HTMLElement; key?: KeyboardEventInit };

/** The islands of this app page that have started, and the companions waiting for one to start. */
const startedIslands = new Set<string>();
const waitingCompanions = new Map<string, Set<() => void>>();

function announceStart(name: string): void {
  startedIslands.add(name);
  const waiting = waitingCompanions.get(name);
  waitingCompanions.delete(name);
  waiting?.forEach((start) => start());
}

/** Calls `start` once the island `name` has started (at once if it has). Returns what stops the wait. */
function afterStartOf(name: string, start: () => void): () => void {
  if (startedIslands.has(name)) {
    start();
    return () => undefined;
  }
  const waiting = waitingCompanions.get(name) ?? new Set();
  waitingCompanions.set(name, waiting);
  waiting.add(start);
  return () => waiting.delete(start);
}

function replayInput({ target, key }: HeldInput): void {
  if (!target.isConnected) return;
  if (key) target.dispatchEvent(new KeyboardEvent("keydown", key));
  else target.click();
}

export function Island<P extends object>({
  of: definition,
  props,
  className,
  testId,
  onIntent = false,
  eagerIf,
  companionOf,
}: {
  of: AnyIslandDefinition<P>;
  props: P;
  className?: string;
  testId?: string;
  /**
   * On an app page, start when the visitor reaches for the island (a pointer over it, a touch, focus, a key),
   * as a static content page's loader does, instead of at once (decision 246); at once when its root is empty (the
   * page was rendered in the browser). A press or an action key made before it is live is held and replayed either way.
   */
  onIntent?: boolean;
  /** With `onIntent`: starts when the page is idle if this holds (the chat launcher while a conversation is under way). */
  eagerIf?: () => boolean;
  /**
   * Starts with the island of that name on the page, not before (the chat's header badge with its launcher, as
   * the boot script's companions on content pages): it has nothing to show until that one is live.
   */
  companionOf?: string;
}) {
  const { i18n } = useTranslation();
  const page = useContext(I18nextContext) as unknown as Record<string, unknown>;
  const idPrefix = `i${useId().replace(/[^A-Za-z0-9]/g, "")}-`;
  const data: IslandData = useMemo(() => {
    const language = i18n.language;
    const catalogues = (i18n.store?.data[language] ?? {}) as Record<string, unknown>;
    const defaultNS = String(i18n.options.defaultNS ?? "translation");
    const fallbackNS = Array.isArray(i18n.options.fallbackNS) ? i18n.options.fallbackNS.map(String) : [];
    return {
      props: props as Record<string, unknown>,
      i18n: { language, defaultNS, fallbackNS, strings: pickStrings(catalogues, definition.strings) },
      page,
      idPrefix,
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the data follows the props' JSON and the language, not their identities
  }, [JSON.stringify(props), i18n.language]);
  const ref = useRef<HTMLDivElement>(null);
  const root = useRef<Root | null>(null);
  // A lazy definition's component (decision 232) arrives with the island's mount module; an entry's is here at once.
  const component = useRef<ComponentType<P> | null>("component" in definition ? definition.component : null);

  useEffect(() => {
    const el = ref.current;
    if (!el || root.current) return;
    let live = true;
    // On an app page an island starts at once, or on the visitor's reach (`onIntent`); either way once.
    let started = false;
    const waitsForIntent = onIntent && el.firstChild !== null;
    const start = () => {
      if (started) return;
      started = true;
      stopWaiting();
      announceStart(definition.name);
      Promise.all([import("./mount"), islandComponent(definition)]).then(
        ([{ mountIsland }, loaded]) => {
          // On an app page the header's islands hydrate while the app renders its first screen: as transitions,
          // React hydrates each in slices that yield to the page instead of one task per island (decision 135).
          if (!live) return;
          component.current = loaded;
          startTransition(() => {
            root.current = mountIsland(el, { ...definition, component: loaded } as IslandDefinition<object>, data, replay);
          });
        },
        () => {
          // Its code did not arrive (offline, or a new deploy replaced it): the server's markup stays, and the
          // visitor's next reach tries again. Left unhandled, the chunk failure would make Gatsby's runtime
          // navigate the page again (.cache/navigation.js), in a loop while the chunk stays missing. What the visitor
          // pressed meanwhile is dropped: replayed after a later load, it would act long after it was meant.
          held.length = 0;
          started = false;
          if (live && waitsForIntent) waitForIntent();
        },
      );
    };
    // Until the island has hydrated its markup has no handlers: a press on it (the account's first press on
    // "Chat with support", issue 37) or an action key (the product menu's arrows, Escape) is held here and
    // replayed on the same element once the island's effects have run (decision 166, 246), as the boot script
    // does on content pages (island-loader.ts).
    const held: HeldInput[] = [];
    const hold = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target.closest<HTMLElement>(PRESSABLE) : null;
      if (!target || !el.contains(target)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      held.push({ target });
      start();
    };
    const holdKey = (event: KeyboardEvent) => {
      if (!isHeldKey(event)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      held.push({ target: event.target as HTMLElement, key: keyInit(event) });
      start();
    };
    const replay = () => {
      el.removeEventListener("click", hold, true);
      el.removeEventListener("keydown", holdKey, true);
      for (const input of held.splice(0)) replayInput(input);
    };
    const stopWaiting = () => INTENT_EVENTS.forEach((type) => el.removeEventListener(type, start));
    const waitForIntent = () => INTENT_EVENTS.forEach((type) => el.addEventListener(type, start, { passive: true }));
    el.addEventListener("click", hold, true);
    el.addEventListener("keydown", holdKey, true);
    // A root with nothing in it (a page rendered in the browser, as the auth screens are: decision 144) has nothing
    // to reach for: it starts at once.
    let stopCompanionWait: () => void = () => undefined;
    let cancelIdle: () => void = () => undefined;
    if (companionOf) stopCompanionWait = afterStartOf(companionOf, start);
    else if (waitsForIntent) {
      waitForIntent();
      if (eagerIf?.()) cancelIdle = whenIdle(start);
    } else start();
    return () => {
      live = false;
      stopWaiting();
      stopCompanionWait();
      cancelIdle();
      el.removeEventListener("click", hold, true);
      el.removeEventListener("keydown", holdKey, true);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- mounted once; later props go through render below
  }, []);
  useEffect(() => {
    if (component.current) root.current?.render(<IslandTree component={component.current} props={props} i18n={islandI18n(data.i18n)} page={data.page} />);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- re-render only when the data changes
  }, [data]);

  const html =
    serverRender && "component" in definition
      ? serverRender(<IslandTree component={definition.component} props={props} i18n={islandI18n(data.i18n)} page={page} />, { identifierPrefix: idPrefix })
      : "";
  return (
    <>
      <div
        ref={ref}
        className={`island-root${className ? ` ${className}` : ""}`}
        data-island={definition.name}
        data-when={definition.when}
        // What the boot script says when the island's code does not arrive (island-loader.ts): here, in the
        // page's language, because the island's own strings may be in a file that did not arrive either.
        data-failed={i18n.t("common:island.failed")}
        data-testid={testId}
        dangerouslySetInnerHTML={{ __html: html }}
        suppressHydrationWarning
      />
      <script
        type="application/json"
        data-island-data=""
        dangerouslySetInnerHTML={{ __html: serverRender ? jsonForScript(data) : "" }}
        suppressHydrationWarning
      />
    </>
  );
}
