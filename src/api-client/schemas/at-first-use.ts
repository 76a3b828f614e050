// Schemas built at first use (decision 141): zod builds a schema's internals in its constructor, and the
// account area's modules declared theirs at load, on the main thread before the first paint. `atFirstUse`
// returns a stand-in of the same type that builds the schema the first time anything reads it (parse,
// `_zod`, nesting in another schema, instanceof), then forwards every read to that one instance.

/** A schema (or any object) built by `build` on first access; it accepts exactly what the built one accepts. */
export function atFirstUse<T extends object>(build: () => T): T {
  let built: T | undefined;
  const instance = (): T => (built ??= build());
  return new Proxy({} as T, {
    get: (_target, key) => Reflect.get(instance(), key),
    set: (_target, key, value) => Reflect.set(instance(), key, value),
    has: (_target, key) => Reflect.has(instance(), key),
    ownKeys: () => Reflect.ownKeys(instance()),
    // The stand-in's own target is empty and extensible, so a descriptor is reported as configurable
    // (a proxy may not report a non-configurable property its target lacks).
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(instance(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(instance()),
  });
}
