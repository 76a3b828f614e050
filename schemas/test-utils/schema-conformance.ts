// Checks a document against the schema that `sanity schema extract` wrote (src/build/sanity.schema.json):
// unknown fields, wrong primitive types, literal values outside a list (language, style, tone) and
// missing system fields all show up as errors with the path that broke.
type TypeNode =
  | { type: "string"; value?: string }
  | { type: "number"; value?: number }
  | { type: "boolean"; value?: boolean }
  | { type: "null" }
  | { type: "unknown" }
  | { type: "array"; of: TypeNode }
  | { type: "object"; attributes: Record<string, { type: "objectAttribute"; value: TypeNode; optional?: boolean }>; rest?: TypeNode }
  | { type: "union"; of: TypeNode[] }
  | { type: "inline"; name: string };

export type SchemaEntry =
  { name: string; type: "type"; value: TypeNode } | { name: string; type: "document"; attributes: Extract<TypeNode, { type: "object" }>["attributes"] };

export class SchemaChecker {
  private readonly byName: Map<string, SchemaEntry>;

  constructor(schema: SchemaEntry[]) {
    this.byName = new Map(schema.map((e) => [e.name, e]));
  }

  hasDocumentType(name: string): boolean {
    return this.byName.get(name)?.type === "document";
  }

  checkDocument(doc: Record<string, unknown>): string[] {
    const type = doc._type;
    if (typeof type !== "string" || !this.hasDocumentType(type)) return [`${String(doc._id)}: unknown document type ${String(type)}`];
    return this.check(doc, { type: "inline", name: type }, String(doc._id));
  }

  private resolve(node: TypeNode): TypeNode {
    if (node.type !== "inline") return node;
    const entry = this.byName.get(node.name);
    if (!entry) throw new Error(`Schema has no type ${node.name}`);
    return entry.type === "document" ? { type: "object", attributes: entry.attributes } : this.resolve(entry.value);
  }

  /** Attributes of an object node, merged with those of its `rest` (how the extractor spells `_key & Type`). */
  private attributesOf(node: Extract<TypeNode, { type: "object" }>): Extract<TypeNode, { type: "object" }>["attributes"] {
    if (!node.rest) return node.attributes;
    const rest = this.resolve(node.rest);
    if (rest.type !== "object") return node.attributes;
    return { ...this.attributesOf(rest), ...node.attributes };
  }

  check(value: unknown, rawNode: TypeNode, path: string): string[] {
    const node = this.resolve(rawNode);
    switch (node.type) {
      case "unknown":
        return [];
      case "null":
        return value === null ? [] : [`${path}: expected null`];
      case "string":
      case "number":
      case "boolean":
        if (typeof value !== node.type) return [`${path}: expected ${node.type}, got ${typeof value}`];
        if (node.value !== undefined && value !== node.value) return [`${path}: expected "${String(node.value)}", got "${String(value)}"`];
        return [];
      case "array":
        if (!Array.isArray(value)) return [`${path}: expected an array`];
        return value.flatMap((item, i) => this.check(item, node.of, `${path}[${i}]`));
      case "union": {
        const attempts = node.of.map((option) => this.check(value, option, path));
        if (attempts.some((errors) => errors.length === 0)) return [];
        // Report the closest option (fewest errors): usually the member whose _type matched.
        return attempts.reduce((best, errors) => (errors.length < best.length ? errors : best));
      }
      case "object": {
        if (typeof value !== "object" || value === null || Array.isArray(value)) return [`${path}: expected an object`];
        const attributes = this.attributesOf(node);
        const record = value as Record<string, unknown>;
        const errors: string[] = [];
        for (const key of Object.keys(record)) {
          // `sanity dataset import` uploads `_sanityAsset: "image@file://…"` and puts the asset reference in its place.
          if (key === "_sanityAsset" && "asset" in attributes && typeof record[key] === "string" && /^(image|file)@/.test(record[key])) continue;
          if (!(key in attributes)) errors.push(`${path}.${key}: field not in the schema`);
        }
        for (const [key, attribute] of Object.entries(attributes)) {
          if (record[key] === undefined) {
            if (!attribute.optional) errors.push(`${path}.${key}: missing`);
            continue;
          }
          errors.push(...this.check(record[key], attribute.value, `${path}.${key}`));
        }
        return errors;
      }
      default:
        return [`${path}: unsupported schema node ${JSON.stringify(node)}`];
    }
  }
}
