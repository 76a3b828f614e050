it("zod reads the jitless flag set before it loads, and builds no parser with new Function", () => {
  jest.isolateModules(() => {
    delete (globalThis as { __zod_globalConfig?: unknown }).__zod_globalConfig;
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- inside isolateModules, so the module loads fresh after the flag is cleared
    require("./zod-config");
    const spy = jest.spyOn(globalThis, "Function");
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- zod must load after the spy on Function is in place
    const { z, config } = require("zod") as typeof import("zod");
    expect(config().jitless).toBe(true);
    const schema = z.object({ a: z.string(), b: z.object({ c: z.number() }) });
    expect(schema.parse({ a: "x", b: { c: 1 } })).toEqual({ a: "x", b: { c: 1 } });
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });
});
