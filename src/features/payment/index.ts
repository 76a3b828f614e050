export { PaymentPage } from "./payment-page";
export { CryptoPage } from "./crypto-page";
