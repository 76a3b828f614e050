import { parseJson } from "@sandbox/db/database";
import { TAGS_PER_ORDER_MAX, TAG_MAX } from "@sandbox/rules/limits";
import { need, own } from "../context";
import { check } from "../errors";
import type { MutationResolvers, QueryResolvers } from "../generated/resolvers-types";
import { all } from "@sandbox/db/rows";
import { orderView } from "./order-view";
import { controlCharacterErrors } from "@/lib/rules/text";

export const query: QueryResolvers = {
  tags: (_parent, _args, g) => {
    const rows = all<{ tags: string }>(g.ctx.db, "SELECT tags FROM orders WHERE account_id = ?", need(g).account.id);
    return [...new Set(rows.flatMap((r) => parseJson<string[]>(r.tags, [])))].sort();
  },
};

export const mutation: MutationResolvers = {
  setOrderTags: (_parent, args, g) => {
    const o = own(g, "orders", args.id, "Order");
    check(controlCharacterErrors({ tags: [args.tags, "line"] }));
    const tags = [...new Set(args.tags.map((t) => t.trim()).filter(Boolean))];
    check({
      tags:
        tags.length > TAGS_PER_ORDER_MAX
          ? [`At most ${TAGS_PER_ORDER_MAX} tags.`]
          : tags.some((t) => t.length > TAG_MAX)
            ? [`A tag has at most ${TAG_MAX} characters.`]
            : [],
    });
    g.ctx.db.prepare("UPDATE orders SET tags = ? WHERE id = ?").run(JSON.stringify(tags), o.id);
    return orderView({ ...o, tags: JSON.stringify(tags) });
  },
};
