// A stand-in for Sanity's StructureBuilder that records builder calls as a plain tree, so the desk
// structure can be tested without a browser or the studio runtime. `S.listItem().id("x").title("X")`
// becomes { kind: "listItem", args: [], calls: { id: ["x"], title: ["X"] } }.
export interface RecordedNode {
  kind: string;
  args: unknown[];
  calls: Record<string, unknown[]>;
}

function recordingNode(kind: string, args: unknown[]): RecordedNode {
  const target: RecordedNode = { kind, args, calls: {} };
  const proxy: RecordedNode = new Proxy(target, {
    get(t, prop) {
      if (prop === "kind" || prop === "args" || prop === "calls") return t[prop];
      if (typeof prop !== "string") return undefined;
      return (...callArgs: unknown[]) => {
        t.calls[prop] = callArgs;
        return proxy;
      };
    },
  });
  return proxy;
}

/** Every `S.<method>(...)` starts a new recorded node. */
export function createFakeStructureBuilder(): unknown {
  return new Proxy(
    {},
    {
      get(_t, prop) {
        if (typeof prop !== "string") return undefined;
        return (...args: unknown[]) => recordingNode(prop, args);
      },
    },
  );
}

export function isRecordedNode(value: unknown): value is RecordedNode {
  return typeof value === "object" && value !== null && "kind" in value && "calls" in value;
}
