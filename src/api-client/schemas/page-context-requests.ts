import { z } from "zod";
import { CONTACT_SUBJECTS } from "../../lib/contact-subjects";
import { EMAIL_PATTERN } from "../../lib/rules/email";

/**
 * Request payloads of the public forms, in zod classic: the forms check them with react-hook-form's
 * zodResolver and the catalogue's messages (src/lib/zod-config.ts). The forms are islands loaded when
 * reached, so no page loads this on its first load (decision 065); the answers are page-context.ts.
 */

export const emailPromoRequestSchema = z.object({ email: z.string().email({ pattern: EMAIL_PATTERN }), page_url: z.string().min(1) });

export const contactRequestSchema = z.object({
  name: z.string().trim().min(1),
  email: z.string().email({ pattern: EMAIL_PATTERN }),
  subject: z.enum(CONTACT_SUBJECTS),
  message: z.string().trim().min(1),
});
