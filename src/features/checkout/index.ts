export { CheckoutFlow } from "./checkout-flow";
export { CheckoutFrame, checkoutFrame, useHideCheckoutFrame } from "./checkout-frame";
