export { CheckoutFlow } from "./checkout-flow";
