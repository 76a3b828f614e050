import { parse } from "graphql";
import { checkShape } from "./shape";
import { SCHEMA_SHAPE } from "./generated/schema-shape";
import { readCsrfToken } from "./client";
import { classifyGraphqlError } from "./errors";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { MalformedDataError } from "./shape";

const doc = parse(`
  query Q($id: ID!) {
    financeSummary { balance currency autoTopUp { day nextPayment } recentTransactions { ...T } }
    order(id: $id) { __typename id type tags paidUntil }
  }
  fragment T on Transaction { id amount }
`);

const good = {
  financeSummary: { balance: 50, currency: "EUR", autoTopUp: null, recentTransactions: [{ id: "1", amount: -12 }] },
  order: { __typename: "Order", id: "7", type: "vps", tags: ["a"], paidUntil: null },
};

describe("answer shape check", () => {
  it("accepts a well-formed answer", () => {
    expect(checkShape(SCHEMA_SHAPE, doc, good)).toEqual([]);
  });

  it("names missing fields, wrong scalars, bad enums, nulls where not allowed and non-lists", () => {
    const bad = {
      financeSummary: { balance: "lots", autoTopUp: { day: 31 }, recentTransactions: [{ id: "1", amount: null }] },
      order: { id: "7", type: "spaceship", tags: "a", paidUntil: null },
    };
    expect(checkShape(SCHEMA_SHAPE, doc, bad)).toEqual([
      "Q.financeSummary.balance: expected Float",
      "Q.financeSummary.currency: missing",
      "Q.financeSummary.autoTopUp.nextPayment: missing",
      "Q.financeSummary.recentTransactions[0].amount: null",
      "Q.order.type: not a OrderType",
      "Q.order.tags: expected a list",
    ]);
    expect(checkShape(SCHEMA_SHAPE, doc, null)).toEqual(["data: expected an object"]);
  });
});

describe("client helpers", () => {
  it("reads the csrftoken cookie fresh", () => {
    expect(readCsrfToken("a=1; csrftoken=abc%3D; b=2")).toBe("abc=");
    expect(readCsrfToken("a=1")).toBeNull();
  });

  it("classifies failures for the catalogue", () => {
    expect(classifyGraphqlError(new TypeError("Failed to fetch")).kind).toBe("network");
    expect(classifyGraphqlError(new MalformedDataError("Q", ["x"])).kind).toBe("malformed");
    const input = new CombinedGraphQLErrors({
      errors: [{ message: "Bad", extensions: { code: "BAD_USER_INPUT", fields: { day: ["The day must be from 1 to 31."] } } }],
    });
    expect(classifyGraphqlError(input)).toEqual({ kind: "input", message: "Bad", fields: { day: ["The day must be from 1 to 31."] } });
    const conflict = new CombinedGraphQLErrors({ errors: [{ message: "No", extensions: { code: "CONFLICT" } }] });
    expect(classifyGraphqlError(conflict)).toEqual({ kind: "conflict", message: "No" });
    expect(classifyGraphqlError(new CombinedGraphQLErrors({ errors: [{ message: "boom" }] })).kind).toBe("server");
  });
});
