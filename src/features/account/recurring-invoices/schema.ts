import * as z from "zod/mini";
import { isValidDayOfMonth } from "../../../lib/rules/day-of-month";
import { isAllowedCurrency } from "../../../lib/rules/amounts";
import type { RecurringPaymentInput } from "../../../api-client/graphql/generated/graphql";

export const PERIODS = [1, 3, 6, 12] as const;

export const recurringSchema = z
  .object({
    legalEntityId: z.string().check(z.minLength(1, "validation.legalEntity")),
    issueDay: z.string().check(
      z.trim(),
      z.minLength(1, "errors:fieldRequired"),
      z.refine((v) => isValidDayOfMonth(Number(v)), "validation.dayOfMonth"),
    ),
    periodMonths: z.string().check(z.refine((v) => (PERIODS as readonly number[]).includes(Number(v)))),
    currency: z.string().check(z.refine((v): boolean => isAllowedCurrency(v), "validation.currency")),
    allOrders: z.boolean(),
    orderIds: z.array(z.string()),
    allowOverdraft: z.boolean(),
  })
  .check(
    z.superRefine((v: { allOrders: boolean; orderIds: string[] }, ctx) => {
      if (!v.allOrders && v.orderIds.length === 0) ctx.addIssue({ code: "custom", path: ["orderIds"], message: "validation.ordersRequired" });
    }),
  );
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
