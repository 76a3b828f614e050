export { PaymentPage } from "./payment-page";
export { CryptoPage } from "./crypto-page";
export { PaymentReturnNotice } from "./payment-return-notice";
