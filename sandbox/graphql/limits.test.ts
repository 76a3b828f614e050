import { isExecutableDefinitionNode, Kind, parse, validate, type DocumentNode } from "graphql";
import * as documents from "@/api-client/graphql/generated/graphql";
import { SessionClient, signedInSandbox } from "../testing/session-client";
import { DEMO } from "../seed/seed";
import { GRAPHQL_LIMITS, validationRules } from "./limits";
import { loadSchema } from "./route";

const s = signedInSandbox(DEMO.complete);

test("a deeply nested query is refused before it runs (was: 12 levels answered 1 MB after seconds)", async () => {
  const deep = `{ orders { project { orders { project { orders { project { orders { project { orders { project { orders { project { name } } } } } } } } } } } } }`;
  const res = await s.c.gql(deep);
  expect(res.data).toBeUndefined();
  expect(res.errors![0]!.message).toMatch(/depth/i);
  // Refused by a validation rule, and validation runs before any resolver does.
  expect(validate(loadSchema(), parse(deep), validationRules(true)).map((e) => e.message)).toContainEqual(expect.stringMatching(/depth/i));
});

test("many aliases are refused (was: 2,000 aliases took 3 s)", async () => {
  const aliases = Array.from({ length: 2000 }, (_, i) => `a${i}: me { id }`).join(" ");
  const res = await s.c.gql(`{ ${aliases} }`);
  expect(res.data).toBeUndefined();
  expect(res.errors!.map((e) => e.message).join(" ")).toMatch(/alias|token/i);
  // Under the token limit, the alias rule itself answers.
  const some = Array.from({ length: GRAPHQL_LIMITS.aliases + 1 }, (_, i) => `a${i}: me { id }`).join(" ");
  expect((await s.c.gql(`{ ${some} }`)).errors![0]!.message).toMatch(/alias/i);
});

test("a wide query over the cost limit is refused", async () => {
  const fields = "id type name planSlug tags paid paidUntil overdueDays cancelMark comment price months diskGb restarts";
  // Within the depth limit, but every level asks for every field.
  const wide = `{ orders { ${fields} project { orders { ${fields} project { orders { ${fields} project { name } } } } } } projects { orders { ${fields} project { orders { ${fields} } } } } }`;
  const res = await s.c.gql(wide);
  expect(res.data).toBeUndefined();
  expect(res.errors!.map((e) => e.message)).toEqual([expect.stringMatching(/cost limit of 300 exceeded/i)]);
});

test("introspection answers nobody signed out, and a signed-in caller still can", async () => {
  const anon = new SessionClient(s.sb.url);
  await anon.boot();
  const res = await anon.gql("{ __schema { types { name } } }");
  expect(res.data).toBeUndefined();
  expect(res.errors![0]!.message).toMatch(/introspection/i);
  expect((await anon.gql('{ __type(name: "Order") { name } }')).errors![0]!.message).toMatch(/introspection/i);
  expect((await s.c.gql<{ __type: { name: string } }>('{ __type(name: "Order") { name } }')).data).toEqual({ __type: { name: "Order" } });
});

test("a body over the limit answers 413 unread", async () => {
  const big = "x".repeat(GRAPHQL_LIMITS.bodyBytes + 1);
  const res = await s.c.request("POST", "/my/api/graphql/", { body: { query: "{ me { id } }", variables: { big } } });
  expect(res.statusCode).toBe(413);
});

test("every document of the account app passes the limits", () => {
  const docs = Object.entries(documents).filter((e): e is [string, DocumentNode] => {
    const value: unknown = e[1];
    return typeof value === "object" && value !== null && Reflect.get(value, "kind") === Kind.DOCUMENT;
  });
  expect(docs.length).toBeGreaterThan(30);
  for (const [name, doc] of docs) {
    if (!doc.definitions.some((d) => isExecutableDefinitionNode(d) && d.kind === Kind.OPERATION_DEFINITION)) continue;
    expect({ name, errors: validate(loadSchema(), doc, validationRules(true)).map((e) => e.message) }).toEqual({ name, errors: [] });
  }
  expect(() => parse("{ me { id } }", { maxTokens: GRAPHQL_LIMITS.tokens })).not.toThrow();
});
