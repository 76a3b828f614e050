import { z } from "zod";

/** GET /my/api/page-context/recaptcha_context/ (spec §7): the site key of the captcha widget. */
export const recaptchaContextSchema = z.looseObject({ public_key: z.string().min(1) });
export type RecaptchaContext = z.infer<typeof recaptchaContextSchema>;
