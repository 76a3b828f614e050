import { getOperationAST, GraphQLError, Kind, type DocumentNode } from "graphql";
import type { Caller } from "./guard";
import { forbidden } from "../http";
import { accessLevelOf, LIMITED_LOGIN_MUTATIONS, mayChange, type AccessLevel } from "@/lib/access";

/** Decision 072: a limited second login reads and writes to support; it does not pay or change the account. */
export const LIMITED_MESSAGE = "This login has limited access: it can view the account and write to support, but not pay or make changes.";
export const LIMITED_CODE = "LIMITED_ACCESS";

export const callerAccess = (caller: Caller): AccessLevel => accessLevelOf(caller.isOwner, caller.user.access_level);

/** REST: refuses a payment or another change for a limited login (403 LIMITED_ACCESS). */
export function requireChangeAccess(caller: Caller): void {
  if (!mayChange(callerAccess(caller))) throw forbidden(LIMITED_MESSAGE, LIMITED_CODE);
}

/** GraphQL: a mutation of a limited login with any field but the allowed ones is refused before it runs. */
export function limitedAccessError(document: DocumentNode, operationName: string | undefined, caller: Caller | null): GraphQLError | null {
  if (!caller || mayChange(callerAccess(caller))) return null;
  const operation = getOperationAST(document, operationName);
  if (operation?.operation !== "mutation") return null;
  const allowed = operation.selectionSet.selections.every(
    (s) => s.kind === Kind.FIELD && (LIMITED_LOGIN_MUTATIONS.has(s.name.value) || s.name.value === "__typename"),
  );
  return allowed ? null : new GraphQLError(LIMITED_MESSAGE, { extensions: { code: "FORBIDDEN", reason: LIMITED_CODE } });
}
