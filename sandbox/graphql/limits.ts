import { maxAliasesRule } from "@escape.tech/graphql-armor-max-aliases";
import { costLimitRule } from "@escape.tech/graphql-armor-cost-limit";
import { maxDepthRule } from "@escape.tech/graphql-armor-max-depth";
import { NoSchemaIntrospectionCustomRule, specifiedRules, type GraphQLError, type ValidationContext, type ValidationRule } from "graphql";

/**
 * What one GraphQL request may ask for (issue 15: a 12-level `orders { project { orders … } } }` answered
 * 1 MB after seconds and stalled every other request; 2,000 aliases took 3 s). The account app's own
 * documents stay well inside them (limits.test.ts checks every one). Decision 069.
 */
export const GRAPHQL_LIMITS = {
  /** Request body, bytes (the longest legitimate variable is a ticket message). */
  bodyBytes: 64 * 1024,
  /** Lexical tokens of the query text (graphql-js stops parsing beyond it). */
  tokens: 2_000,
  /** Field nesting as Armor counts it; the app's deepest document (ProjectDocument) is 6. */
  depth: 7,
  /** Aliased fields per operation. */
  aliases: 10,
  /** GraphQL Armor's cost (objects 2, scalars 1, growing 1.5× per level); the app's dearest document is 133. */
  cost: 300,
} as const;

/**
 * graphql-js's rules plus the limits. Signed-out callers get no introspection at all; for signed-in ones
 * introspection (answered from the schema in memory) is left out of the depth and cost counts.
 */
// Armor's rules throw on rejection unless told otherwise (its envelop plugin catches that); with graphql-js's
// validate() they report the error like any other rule.
const report = { propagateOnRejection: false, onReject: [(context: ValidationContext | null, error: GraphQLError) => context?.reportError(error)] };

export function validationRules(signedIn: boolean): ValidationRule[] {
  const rules: ValidationRule[] = [
    ...specifiedRules,
    maxDepthRule({ n: GRAPHQL_LIMITS.depth, exposeLimits: true, ...report }),
    maxAliasesRule({ n: GRAPHQL_LIMITS.aliases, exposeLimits: true, ...report }),
    costLimitRule({ maxCost: GRAPHQL_LIMITS.cost, exposeLimits: true, ...report }),
  ];
  return signedIn ? rules : [...rules, NoSchemaIntrospectionCustomRule];
}
