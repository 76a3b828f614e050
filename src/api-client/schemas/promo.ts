import { z } from "zod";

export const promoDiscountSchema = z.object({
  percent: z.number().min(0).max(100),
  months: z.number().int().positive(),
  product_line: z.string().nullable(),
});

export const applyPromoResponseSchema = z.object({
  message: z.string(),
  code: z.object({ code: z.string(), promo_discount_set: z.array(promoDiscountSchema) }),
});

export const validatePromoResponseSchema = z.object({
  code: z.string(),
  promodiscount_set: z.array(promoDiscountSchema),
});
