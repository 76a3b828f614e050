/**
 * The card provider's script, pinned at 4.6.0 (spec §9) and loaded only by the payment page. The URL
 * template comes from GATSBY_CARD_SCRIPT_URL (`{version}` is replaced). Without it the site runs
 * against the sandbox, whose card "session" is its own hosted page: the session URL is followed
 * directly (docs/decisions/023-card-script.md).
 */
export const CARD_SCRIPT_VERSION = "4.6.0";

type CardProvider = { redirectToCheckout: (options: { sessionId: string }) => Promise<{ error?: { message: string } } | void> };
type CardWindow = Window & { CardPayments?: (apiKey: string) => CardProvider };

export class CardScriptError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "CardScriptError";
  }
}

export function cardScriptUrl(template: string | undefined, version = CARD_SCRIPT_VERSION): string | null {
  return template ? template.replace("{version}", version) : null;
}

let loading: Promise<void> | null = null;

export function loadCardScript(url: string): Promise<void> {
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = url;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new CardScriptError(`Failed to load the card payment script ${url}`));
    };
    document.head.appendChild(script);
  });
  return loading;
}

/** Starts the card session: through the provider's script, or (sandbox) by following the hosted-page URL. */
export async function redirectToCardSession(widget: { apiKey: string; checkoutSessionId: string; url: string }): Promise<void> {
  const url = cardScriptUrl(process.env.GATSBY_CARD_SCRIPT_URL);
  if (!url) {
    window.location.assign(widget.url);
    return;
  }
  await loadCardScript(url);
  const factory = (window as CardWindow).CardPayments;
  if (!factory) throw new CardScriptError("The card payment script did not start");
  const result = await factory(widget.apiKey).redirectToCheckout({ sessionId: widget.checkoutSessionId });
  if (result && result.error) throw new CardScriptError(result.error.message);
}
