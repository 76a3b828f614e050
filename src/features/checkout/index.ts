export { CheckoutFlow, STAGES, type Stage } from "./checkout-flow";
