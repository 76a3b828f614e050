import "./alias-hook";
import { TestEnvironment } from "jest-environment-jsdom";
import { startSandbox } from "../../../sandbox/testing/session-client";

/**
 * The test environment of feature tests (decision 175): jsdom, whose address is an in-process sandbox's
 * (started here, in Node, where Fastify runs; one per test file), and a `fetch` that behaves as the browser's
 * does for the site: relative addresses are the sandbox's, cookies live in jsdom's jar (so `document.cookie`
 * shows the csrftoken the client reads, and HttpOnly ones stay hidden), the signal and body cross from jsdom's
 * realm to Node's. The screen under test talks to the real sandbox through the site's real clients: the
 * API stand-in is not written twice (no request handlers in the tests).
 */
export default class SandboxEnvironment extends TestEnvironment {
  private sandbox?: Awaited<ReturnType<typeof startSandbox>>;

  override async setup(): Promise<void> {
    await super.setup();
    this.sandbox = await startSandbox();
    const dom = this.dom!;
    dom.reconfigure({ url: `${this.sandbox.url}/` });
    // reconfigure moves the document to the sandbox's address but leaves the window's origin jsdom's default
    // (http://localhost), which jsdom's WebSocket sends as Origin: the sandbox would refuse the realtime socket
    // as another site's (and the app would retry it until teardown). The window gets the document's origin.
    (dom.window as unknown as { _origin: string })._origin = new URL(this.sandbox.url).origin;
    const jar = dom.cookieJar;
    const base = () => dom.window.location.href;
    const g = this.global as unknown as Record<string, unknown>;
    // What jsdom lacks and the site's code (or Apollo's) uses: Node's, as a browser has its own.
    for (const name of ["Headers", "Request", "Response", "TextEncoder", "TextDecoder", "ReadableStream", "structuredClone"] as const)
      g[name] ??= globalThis[name];
    g.fetch = async (input: string | URL | { url: string }, init: RequestInit & { signal?: AbortSignal | null } = {}) => {
      const url = new URL(typeof input === "string" || input instanceof URL ? String(input) : input.url, base()).href;
      const headers = new Headers(init.headers as HeadersInit | undefined);
      const cookie = jar.getCookieStringSync(url);
      if (cookie) headers.set("cookie", cookie);
      // jsdom's AbortSignal is not Node's: the request gets a Node signal that follows it.
      const controller = new AbortController();
      const outer = init.signal;
      if (outer) {
        if (outer.aborted) controller.abort(outer.reason);
        else outer.addEventListener("abort", () => controller.abort(outer.reason));
      }
      const response = await globalThis.fetch(url, {
        method: init.method,
        headers,
        body: init.body as BodyInit | undefined,
        signal: controller.signal,
        redirect: "manual",
      });
      for (const line of response.headers.getSetCookie()) jar.setCookieSync(line, url, { ignoreError: true });
      return response;
    };
    // jsdom has <dialog> without its methods: open and close it as the browser does (focus and the top layer
    // are the browser's to prove: the dialog-focus browser tests).
    const dialog = dom.window.HTMLDialogElement.prototype as unknown as { showModal(): void; show(): void; close(value?: string): void } & Record<
      string,
      unknown
    >;
    dialog.showModal ??= function (this: HTMLDialogElement) {
      this.setAttribute("open", "");
    };
    dialog.show ??= dialog.showModal;
    dialog.close ??= function (this: HTMLDialogElement, value?: string) {
      if (!this.hasAttribute("open")) return;
      this.removeAttribute("open");
      if (value !== undefined) this.returnValue = value;
      this.dispatchEvent(new dom.window.Event("close"));
    };
    // Nor does it scroll: a screen's scrollIntoView is a no-op here (where it lands is the browser's to show).
    (dom.window.Element.prototype as unknown as Record<string, unknown>).scrollIntoView ??= () => undefined;
  }

  // The window first: closing it stops its timers and closes its websockets (the account app's realtime
  // socket retries on a timer), so nothing of the tab's reaches for the sandbox while it closes.
  override async teardown(): Promise<void> {
    await super.teardown();
    await this.sandbox?.close();
  }
}
