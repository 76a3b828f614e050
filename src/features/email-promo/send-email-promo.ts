import { emailPromoRequestSchema } from "../../api-client/schemas/page-context-requests";
import { postForm } from "../../api-client/form-submit";
import * as z from "zod/mini";

/** The visitor types only the address; page_url is the page they are on (spec §7). */
export const emailPromoFormSchema = z.pick(emailPromoRequestSchema, { email: true });
export type EmailPromoFormValues = z.input<typeof emailPromoFormSchema>;

export const EMAIL_PROMO_PATH = "/my/api/email-promo/";

/** POST /my/api/email-promo/ {email, page_url}; 204 on success. */
export const sendEmailPromo = (values: EmailPromoFormValues) =>
  postForm<null>(EMAIL_PROMO_PATH, { email: values.email.trim(), page_url: typeof window === "undefined" ? "" : window.location.href });
