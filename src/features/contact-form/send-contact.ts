import { contactResponseSchema } from "../../api-client/schemas/page-context";
import { contactRequestSchema } from "../../api-client/schemas/page-context-requests";
import { postForm } from "../../api-client/form-submit";
import type * as z from "zod/mini";

export { contactRequestSchema };
export type ContactRequest = z.infer<typeof contactRequestSchema>;
export type ContactFormValues = z.input<typeof contactRequestSchema>;

export const CONTACT_PATH = "/my/api/contact/";

/** POST /my/api/contact/ (spec §2 contacts form). */
export const sendContact = (values: ContactRequest) => postForm(CONTACT_PATH, values, contactResponseSchema);
