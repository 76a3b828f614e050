import * as z from "zod/mini";

export const promoDiscountSchema = z.object({
  percent: z.number().check(z.gte(0), z.lte(100)),
  months: z.int().check(z.positive()),
  product_line: z.nullable(z.string()),
});

export const applyPromoResponseSchema = z.object({
  message: z.string(),
  code: z.object({ code: z.string(), promo_discount_set: z.array(promoDiscountSchema) }),
});

export const validatePromoResponseSchema = z.object({
  code: z.string(),
  promodiscount_set: z.array(promoDiscountSchema),
});
