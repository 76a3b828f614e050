import { checkoutRouteOf, type CheckoutRoute } from "../../features/checkout/route-of";
import { nextTask } from "../../islands/next-task";

// Each route is a chunk of its own (issue 40): the checkout's stages do not load the payment and crypto pages
// (the QR code, the socket), nor a payment page the stages' forms.
// The stages' chunk is evaluated in two tasks (decision 265): its API calls and their answer schemas (zod), then the
// stages. One name for both imports keeps them one chunk, one request.
const loadFlow = () =>
  import(/* webpackChunkName: "checkout-flow" */ "../../api-client/payment")
    .then(nextTask)
    .then(() => import(/* webpackChunkName: "checkout-flow" */ "../../features/checkout"));

export const CHECKOUT_ROUTE_CHUNKS = {
  flow: loadFlow,
  payment: () => import("../../features/payment"),
  notFound: () => import("../../components/in-app-not-found"),
} satisfies Record<CheckoutRoute, () => Promise<unknown>>;

/**
 * Asks for the chunk of the route in the address bar, beside Gatsby's own, when the page's module runs, not after
 * the app's first render: the lazy route then finds it loaded. A failure here is left to the lazy route's own
 * request, which follows the preload rule (spec §8).
 */
export function preloadCheckoutRoute(pathname: string): void {
  void CHECKOUT_ROUTE_CHUNKS[checkoutRouteOf(pathname)]().catch(() => undefined);
}
