import { isProfileComplete } from "@sandbox/auth/users";
import { ORDER_NAME_MAX, PROJECT_DESCRIPTION_MAX, PROJECT_NAME_MAX, TAGS_PER_ORDER_MAX, TAG_MAX } from "@sandbox/rules/limits";
import { callerAccess } from "@sandbox/auth/access";
import { money, need } from "../context";
import type { QueryResolvers } from "../generated/resolvers-types";

export const query: QueryResolvers = {
  me: (_parent, _args, g) => {
    const c = need(g);
    return {
      id: c.user.id,
      email: c.user.email,
      isOwner: c.isOwner,
      accessLevel: callerAccess(c),
      accountId: c.account.id,
      balance: money(c.account.balance_cents),
      profileComplete: isProfileComplete(c.account),
      emailVerified: !!c.account.email_verified,
    };
  },
  limits: () => ({
    orderNameMax: ORDER_NAME_MAX,
    projectNameMax: PROJECT_NAME_MAX,
    projectDescriptionMax: PROJECT_DESCRIPTION_MAX,
    tagMax: TAG_MAX,
    tagsPerOrderMax: TAGS_PER_ORDER_MAX,
  }),
};
