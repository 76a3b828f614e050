import { defineIsland } from "../define";
import { PromoOffer } from "../../features/email-promo/promo-offer";

/** The e-mail promo form (spec §7) in its new-customer offer with the close control (spec §9 promo-hidden flag). */
export default defineIsland({ name: "email-promo", component: PromoOffer, strings: ["emailPromo", "forms", "errors:"], when: "near" });
