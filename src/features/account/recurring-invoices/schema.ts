import { z } from "zod";
import { isValidDayOfMonth } from "../../../lib/rules/day-of-month";
import { isAllowedCurrency } from "../../../lib/rules/amounts";
import type { RecurringPaymentInput } from "../../../api-client/graphql/generated/graphql";

export const PERIODS = [1, 3, 6, 12] as const;

export const recurringSchema = z
  .object({
    legalEntityId: z.string().min(1, "validation.legalEntity"),
    issueDay: z
      .string()
      .trim()
      .min(1, "errors:fieldRequired")
      .refine((v) => isValidDayOfMonth(Number(v)), "validation.dayOfMonth"),
    periodMonths: z.string().refine((v) => (PERIODS as readonly number[]).includes(Number(v))),
    currency: z.string().refine((v): boolean => isAllowedCurrency(v), "validation.currency"),
    allOrders: z.boolean(),
    orderIds: z.array(z.string()),
    allowOverdraft: z.boolean(),
  })
  .superRefine((v, ctx) => {
    if (!v.allOrders && v.orderIds.length === 0) ctx.addIssue({ code: "custom", path: ["orderIds"], message: "validation.ordersRequired" });
  });
export type RecurringValues = z.infer<typeof recurringSchema>;

export const toRecurringInput = (v: RecurringValues): RecurringPaymentInput => ({
  legalEntityId: v.legalEntityId,
  issueDay: Number(v.issueDay),
  periodMonths: Number(v.periodMonths),
  currency: v.currency,
  allOrders: v.allOrders,
  orderIds: v.allOrders ? [] : v.orderIds,
  allowOverdraft: v.allowOverdraft,
});
