import { useTranslation } from "react-i18next";
import { classifyGraphqlError, rateLimitText, type GraphqlFailure } from "@/api-client/graphql/errors";
import { useToast } from "../toasts/use-toast";
import { useCallback } from "react";

/** The failures these screens name: spec §8's are in the errors catalogue (`SPEC_TEXT`), the others in account.json's `errors.*`. */
export type FailureKey =
  | "financeParameters"
  | "transactionsList"
  | "navigationState"
  | "copyFailed"
  | "removeCard"
  | "updatePaymentMethod"
  | "legalEntityList"
  | "legalEntitySend"
  | "legalEntityAdd"
  | "legalEntityUpdate"
  | "completeRequest"
  | "confirmInvoice"
  | "deleteInvoice"
  | "corporateInvoiceList"
  | "recurringList"
  | "recurringDetail"
  | "recurringOptions"
  | "recurringDelete"
  | "recurringCreate"
  | "recurringUpdate"
  | "createProject"
  | "removeProject"
  | "projectOrders"
  | "addOrderToProject"
  | "removeOrderFromProject"
  | "renameOrder"
  | "editTags"
  | "invoiceList"
  | "paymentList"
  | "debtList"
  | "projectList"
  | "updateProject"
  | "orderAction"
  | "sshKeys"
  | "tickets"
  | "renewals"
  | "ticket"
  | "accountantExport";

/** Failures whose text is spec §8's: the one key of the errors catalogue (locales/<lang>/errors.json) each shows. */
const SPEC_TEXT: Partial<Record<FailureKey, string>> = {
  financeParameters: "financeParameters",
  transactionsList: "transactionsList",
  navigationState: "financeNavigation",
  copyFailed: "copyFailed",
  removeCard: "removeCard",
  updatePaymentMethod: "updatePaymentMethod",
  legalEntityList: "legalEntityList",
  legalEntitySend: "legalEntityVerification",
  legalEntityUpdate: "legalEntityUpdate",
  completeRequest: "completeRequest",
  orderAction: "completeRequest",
  createProject: "projectCreate",
  removeProject: "projectRemove",
  projectOrders: "projectOrders",
  renewals: "projectOrders",
  addOrderToProject: "projectAddOrder",
  removeOrderFromProject: "projectRemoveOrder",
  renameOrder: "orderRename",
  editTags: "editTags",
};

export interface FailureText {
  title: string;
  detail: string;
  failure: GraphqlFailure;
}

/** Turns an error into the named catalogue message and a line saying what kind of failure it was. */
export function useFailureText() {
  const { t } = useTranslation("account");
  return useCallback(
    (error: unknown, key: FailureKey): FailureText => {
      const failure = classifyGraphqlError(error);
      const spec = SPEC_TEXT[key];
      const title = spec ? t(`errors:${spec}`) : t(`errors.${key}`);
      // Spec §8: a 429 says the server's detail (a POST) or "Too many attempts, please try again later",
      // whether the call was REST or GraphQL.
      const limited = rateLimitText(error);
      if (limited !== undefined) return { title, detail: limited ?? t("errors:tooManyAttempts"), failure };
      switch (failure.kind) {
        case "network":
          return { title, detail: t("errors:requestFailed"), failure };
        case "malformed":
        case "server":
          return { title, detail: t("errors:generic"), failure };
        case "unauthenticated":
          return { title, detail: t("errors.signedOut"), failure };
        default:
          return { title, detail: failure.message || t("errors:generic"), failure };
      }
    },
    [t],
  );
}

/** Shows a failure as an error toast; returns the classified failure (field errors go beside fields). */
export function useFailureToast() {
  const toast = useToast();
  const describe = useFailureText();
  return useCallback(
    (error: unknown, key: FailureKey): GraphqlFailure => {
      const text = describe(error, key);
      toast({ kind: "error", title: text.title, detail: text.detail });
      return text.failure;
    },
    [toast, describe],
  );
}
