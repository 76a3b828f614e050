import { types } from "node:util";
import * as z from "zod/mini";
import { atFirstUse } from "./at-first-use";
import * as account from "./account";
import * as auth from "./auth";
import * as common from "./common";
import * as pageContext from "./page-context";

// Decision 141: the account area's answer schemas are built when first read, not at module load.

describe("atFirstUse", () => {
  it("builds nothing until the schema is read, then builds it once", () => {
    const build = jest.fn(() => z.object({ id: z.int() }));
    const schema = atFirstUse(build);
    expect(build).not.toHaveBeenCalled();
    expect(schema.safeParse({ id: 1 }).success).toBe(true);
    expect(schema.safeParse({ id: "1" }).success).toBe(false);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it("nests in other schemas and passes instanceof like the built schema", () => {
    const inner = atFirstUse(() => z.enum(["a", "b"]));
    const outer = z.object({ letter: inner, list: z.array(inner) });
    expect(outer.safeParse({ letter: "a", list: ["b"] }).success).toBe(true);
    expect(outer.safeParse({ letter: "c", list: [] }).success).toBe(false);
    expect(inner instanceof z.ZodMiniEnum).toBe(true);
  });
});

describe("the account answer modules", () => {
  it.each(Object.entries({ account, auth, common, pageContext }))("%s declares its schemas as stand-ins built at first use", (_name, module) => {
    const schemas = Object.entries(module).filter(([name]) => name.endsWith("Schema"));
    expect(schemas.length).toBeGreaterThan(0);
    expect(schemas.filter(([, value]) => !types.isProxy(value)).map(([name]) => name)).toEqual([]);
  });
});
