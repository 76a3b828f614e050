import { defineIsland } from "../define";
import { EmailPromoForm } from "../../features/email-promo/email-promo-form";

/** The e-mail promo form (spec §7): an address in, a new-customer promo code mailed out. */
export default defineIsland({ name: "email-promo", component: EmailPromoForm, strings: ["emailPromo", "forms", "errors:requestFailed"], when: "near" });
