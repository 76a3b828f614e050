import type { DocumentNode, FragmentDefinitionNode, OperationDefinitionNode, SelectionSetNode } from "graphql";

/** Object fields (GraphQL type strings such as `[Order!]!`) and enum values of the schema (generated). */
export interface SchemaShape {
  types: Record<string, Record<string, string>>;
  enums: Record<string, string[]>;
}

/** An answer whose data does not match the schema the documents were generated from. */
export class MalformedDataError extends Error {
  override readonly name = "MalformedDataError";
  constructor(
    readonly operationName: string,
    readonly problems: string[],
  ) {
    super(`Malformed data in ${operationName}: ${problems.slice(0, 3).join("; ")}`);
  }
}

const SCALARS: Record<string, (v: unknown) => boolean> = {
  String: (v) => typeof v === "string",
  ID: (v) => typeof v === "string" || (typeof v === "number" && Number.isInteger(v)),
  Int: (v) => typeof v === "number" && Number.isInteger(v),
  Float: (v) => typeof v === "number" && Number.isFinite(v),
  Boolean: (v) => typeof v === "boolean",
};

const conditional = (node: { directives?: readonly { name: { value: string } }[] }) =>
  !!node.directives?.some((d) => d.name.value === "include" || d.name.value === "skip" || d.name.value === "defer");

/**
 * Checks `data` against the selection of `document` and the schema shape: every selected field is
 * present, non-null where the schema says so, of the right scalar kind or enum value, lists are arrays.
 * Returns the problems (empty when the answer is well-formed).
 */
export function checkShape(shape: SchemaShape, document: DocumentNode, data: unknown): string[] {
  const problems: string[] = [];
  const fragments = new Map<string, FragmentDefinitionNode>();
  let operation: OperationDefinitionNode | undefined;
  for (const def of document.definitions) {
    if (def.kind === "FragmentDefinition") fragments.set(def.name.value, def);
    else if (def.kind === "OperationDefinition" && !operation) operation = def;
  }
  if (!operation) return problems;
  const rootType = operation.operation === "mutation" ? "Mutation" : operation.operation === "subscription" ? "Subscription" : "Query";

  const checkValue = (typeRef: string, value: unknown, selection: SelectionSetNode | undefined, path: string): void => {
    if (problems.length > 20) return;
    const nonNull = typeRef.endsWith("!");
    const inner = nonNull ? typeRef.slice(0, -1) : typeRef;
    if (value === null || value === undefined) {
      if (nonNull || value === undefined) problems.push(`${path}: ${value === undefined ? "missing" : "null"}`);
      return;
    }
    if (inner.startsWith("[")) {
      if (!Array.isArray(value)) {
        problems.push(`${path}: expected a list`);
        return;
      }
      value.forEach((item, i) => checkValue(inner.slice(1, -1), item, selection, `${path}[${i}]`));
      return;
    }
    const scalar = SCALARS[inner];
    if (scalar) {
      if (!scalar(value)) problems.push(`${path}: expected ${inner}`);
      return;
    }
    const values = shape.enums[inner];
    if (values) {
      if (typeof value !== "string" || !values.includes(value)) problems.push(`${path}: not a ${inner}`);
      return;
    }
    if (typeof value !== "object" || Array.isArray(value)) {
      problems.push(`${path}: expected ${inner}`);
      return;
    }
    if (selection) checkSelection(inner, value as Record<string, unknown>, selection, path);
  };

  const checkSelection = (typeName: string, obj: Record<string, unknown>, selectionSet: SelectionSetNode, path: string): void => {
    const fields = shape.types[typeName];
    for (const sel of selectionSet.selections) {
      if (sel.kind === "Field") {
        const name = sel.name.value;
        const key = sel.alias?.value ?? name;
        if (name === "__typename") continue;
        const typeRef = fields?.[name];
        if (!typeRef) continue; // a client-only field: not ours to check
        if (conditional(sel) && !(key in obj)) continue;
        checkValue(typeRef, obj[key], sel.selectionSet, `${path}.${key}`);
      } else if (sel.kind === "InlineFragment") {
        const cond = sel.typeCondition?.name.value;
        if (!cond || cond === typeName) checkSelection(typeName, obj, sel.selectionSet, path);
      } else {
        const frag = fragments.get(sel.name.value);
        if (frag && frag.typeCondition.name.value === typeName) checkSelection(typeName, obj, frag.selectionSet, path);
      }
    }
  };

  if (data === null || typeof data !== "object") {
    problems.push("data: expected an object");
    return problems;
  }
  checkSelection(rootType, data as Record<string, unknown>, operation.selectionSet, operation.name?.value ?? rootType);
  return problems;
}
