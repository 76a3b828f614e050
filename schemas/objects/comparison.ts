import { StackCompactIcon } from "../lib/icons";
import { defineArrayMember, defineField, defineType } from "sanity";
import { checkClaimTokens } from "../lib/site-model";

type Row = { values?: unknown[] };

/** Every row has one value per column. */
export function checkComparisonRows(rows: Row[] | undefined, columns: unknown[] | undefined): true | string {
  const width = columns?.length ?? 0;
  const bad = (rows ?? []).findIndex((r) => (r.values?.length ?? 0) !== width);
  return bad === -1 ? true : `Row ${bad + 1} has ${rows?.[bad]?.values?.length ?? 0} values; the table has ${width} columns`;
}

export const comparison = defineType({
  name: "comparison",
  title: "Comparison table",
  type: "object",
  icon: StackCompactIcon,
  fields: [
    defineField({ name: "heading", title: "Heading", type: "string", validation: (rule) => rule.required().error("The comparison needs a heading") }),
    defineField({ name: "intro", title: "Intro", type: "text", rows: 2, validation: (rule) => rule.custom(checkClaimTokens) }),
    defineField({
      name: "columns",
      title: "Columns",
      type: "array",
      of: [defineArrayMember({ type: "string" })],
      description: "Headings of the compared options (e.g. Shared hosting, VPS, Dedicated).",
      validation: (rule) => rule.required().min(2).max(5),
    }),
    defineField({
      name: "rows",
      title: "Rows",
      type: "array",
      of: [
        defineArrayMember({
          name: "comparisonRow",
          title: "Row",
          type: "object",
          fields: [
            defineField({ name: "label", title: "Label", type: "string", validation: (rule) => rule.required() }),
            defineField({
              name: "values",
              title: "Values (one per column)",
              type: "array",
              of: [defineArrayMember({ type: "string", validation: (rule) => rule.custom(checkClaimTokens) })],
              validation: (rule) => rule.required(),
            }),
          ],
          preview: { select: { title: "label" } },
        }),
      ],
      validation: (rule) =>
        rule
          .required()
          .min(1)
          .custom((rows: Row[] | undefined, context) => checkComparisonRows(rows, (context.parent as { columns?: unknown[] } | undefined)?.columns)),
    }),
  ],
  preview: {
    select: { title: "heading", columns: "columns" },
    prepare: ({ title, columns }: { title?: string; columns?: string[] }) => ({
      title: title || "Comparison",
      subtitle: `Comparison · ${(columns ?? []).join(" / ")}`,
    }),
  },
});
