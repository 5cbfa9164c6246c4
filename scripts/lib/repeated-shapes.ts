// The shape rules of `npm run structure` (issue 43, "shapes once"): a closed vocabulary is written
// once, as an enum of packages/domain, and everything else imports it; a shape the domain defines as
// a zod object is not written again by hand as an interface, its type is `z.infer` of the schema; a
// route's request and answer shapes are named in workers/src/schemas, not declared inline in the
// route file. Read from the syntax tree, so comments and strings never count.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";

export interface ShapeProblem {
  file: string;
  line: number;
  rule: "repeated-enum" | "repeated-shape" | "inline-route-schema";
  text: string;
}

/** A closed vocabulary exported by packages/domain, and the node that defines it. */
export interface DomainEnum {
  name: string;
  file: string;
  values: readonly string[];
  node: { file: string; start: number };
}

function parse(file: string, text: string): ts.SourceFile {
  const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
}

const lineOf = (source: ts.SourceFile, node: ts.Node) =>
  source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;

const isExported = (node: ts.Node) =>
  ts.canHaveModifiers(node) &&
  (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);

/** `x as const`, `x satisfies T`, `(x)`: the expression inside. */
function unwrap(expression: ts.Expression): ts.Expression {
  let inner = expression;
  while (ts.isAsExpression(inner) || ts.isSatisfiesExpression(inner) || ts.isParenthesizedExpression(inner)) {
    inner = inner.expression;
  }
  return inner;
}

/** The values of an array literal of two or more string literals, else null. */
function stringArray(expression: ts.Expression): string[] | null {
  const inner = unwrap(expression);
  if (!ts.isArrayLiteralExpression(inner) || inner.elements.length < 2) return null;
  const values = inner.elements.map((element) => (ts.isStringLiteralLike(element) ? element.text : null));
  return values.every((value) => value !== null) ? (values as string[]) : null;
}

/** The string literals of a union type (null and undefined aside) when it holds nothing else, else null. */
function unionValues(node: ts.UnionTypeNode): string[] | null {
  const values: string[] = [];
  for (const member of node.types) {
    if (member.kind === ts.SyntaxKind.UndefinedKeyword) continue;
    if (!ts.isLiteralTypeNode(member)) return null;
    if (member.literal.kind === ts.SyntaxKind.NullKeyword) continue;
    if (!ts.isStringLiteral(member.literal)) return null;
    values.push(member.literal.text);
  }
  return values.length >= 2 ? values : null;
}

/** `z.enum([...])` (any receiver named `z`): its array argument, else null. */
function zodEnumArgument(node: ts.Node): ts.Expression | null {
  if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression)) return null;
  const callee = node.expression;
  if (callee.name.text !== "enum" || !ts.isIdentifier(callee.expression) || callee.expression.text !== "z") return null;
  return node.arguments[0] ?? null;
}

/** `Pick<T, "a" | "b">` and `Omit<…>` name an object's keys, not a vocabulary. */
const isKeyList = (node: ts.UnionTypeNode) =>
  ts.isTypeReferenceNode(node.parent) &&
  ts.isIdentifier(node.parent.typeName) &&
  ["Pick", "Omit"].includes(node.parent.typeName.text);

const keyOf = (values: readonly string[]) => [...new Set(values)].sort().join("\u0000");

/**
 * The enums a domain module exports: `export const NAMES = ["a", "b"] as const`,
 * `export const nameSchema = z.enum(["a", "b"])` and `export type Name = "a" | "b"`.
 */
export function domainEnums(file: string, text: string): DomainEnum[] {
  const source = parse(file, text);
  const found: DomainEnum[] = [];
  for (const statement of source.statements) {
    if (!isExported(statement)) continue;
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (!ts.isIdentifier(declaration.name) || !declaration.initializer) continue;
        const initializer = unwrap(declaration.initializer);
        const argument = zodEnumArgument(initializer);
        const values = argument ? stringArray(argument) : stringArray(declaration.initializer);
        const at = argument ? stringArrayNode(argument) : initializer;
        if (values && at) {
          found.push({ name: declaration.name.text, file, values, node: { file, start: at.getStart(source) } });
        }
      }
    }
    if (ts.isTypeAliasDeclaration(statement) && ts.isUnionTypeNode(statement.type)) {
      const values = unionValues(statement.type);
      if (values) {
        const node = { file, start: statement.type.getStart(source) };
        found.push({ name: statement.name.text, file, values, node });
      }
    }
  }
  return found;
}

function stringArrayNode(expression: ts.Expression): ts.Expression | null {
  return stringArray(expression) ? unwrap(expression) : null;
}

/**
 * Literal unions and `z.enum([...])` calls whose values are those of a domain enum (the same set),
 * anywhere but that enum's own definition: import the enum (or its type) instead.
 */
export function repeatedEnums(file: string, text: string, enums: readonly DomainEnum[]): ShapeProblem[] {
  const byValues = new Map<string, DomainEnum[]>();
  for (const domainEnum of enums) {
    const key = keyOf(domainEnum.values);
    byValues.set(key, [...(byValues.get(key) ?? []), domainEnum]);
  }
  const source = parse(file, text);
  const found: ShapeProblem[] = [];
  const check = (node: ts.Node, values: string[] | null) => {
    if (!values) return;
    const start = node.getStart(source);
    const repeated = (byValues.get(keyOf(values)) ?? []).filter(
      (domainEnum) => domainEnum.node.file !== file || domainEnum.node.start !== start,
    );
    if (repeated.length === 0) return;
    const names = repeated.map((domainEnum) => `${domainEnum.name} (${domainEnum.file})`).join(", ");
    found.push({ file, line: lineOf(source, node), rule: "repeated-enum", text: `${node.getText(source)} → ${names}` });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isUnionTypeNode(node) && !isKeyList(node)) check(node, unionValues(node));
    const argument = zodEnumArgument(node);
    if (argument) {
      const inner = stringArrayNode(argument);
      if (inner) check(inner, stringArray(inner));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** An object schema exported by packages/domain: its name, file and field names. */
export interface DomainShape {
  name: string;
  file: string;
  keys: readonly string[];
}

/** A schema of one field names too little to tell a repeat from a coincidence (`{ email }`). */
const SHAPE_MIN_KEYS = 2;
/** Methods that give a schema of the same fields (`.meta`, `.refine`, `.partial`…). */
const SAME_FIELDS = new Set([
  "meta",
  "openapi",
  "describe",
  "strict",
  "strip",
  "passthrough",
  "refine",
  "superRefine",
  "check",
  "brand",
  "readonly",
  "partial",
  "required",
  "nullable",
  "optional",
]);
const OBJECT_BUILDERS = new Set(["object", "strictObject", "looseObject"]);

const propertyName = (name: ts.PropertyName): string | null =>
  ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name) ? name.text : null;

/** What a file's consts name, for resolving spreads and `.extend` chains: object literals and schemas. */
interface Locals {
  objects: Map<string, ts.ObjectLiteralExpression>;
  schemas: Map<string, string[]>;
}

/** The keys of an object literal, its spreads resolved through the file's consts; null when one is unknown. */
function literalKeys(literal: ts.ObjectLiteralExpression, locals: Locals, depth = 0): string[] | null {
  const keys: string[] = [];
  for (const property of literal.properties) {
    if (ts.isPropertyAssignment(property) || ts.isMethodDeclaration(property)) {
      const name = propertyName(property.name);
      if (name === null) return null;
      keys.push(name);
    } else if (ts.isShorthandPropertyAssignment(property)) {
      keys.push(property.name.text);
    } else if (ts.isSpreadAssignment(property)) {
      const spread = spreadKeys(property.expression, locals, depth);
      if (!spread) return null;
      keys.push(...spread);
    } else return null;
  }
  return keys;
}

/** `...fields` (a const object literal) or `...schema.shape`. */
function spreadKeys(expression: ts.Expression, locals: Locals, depth: number): string[] | null {
  if (depth > 8) return null;
  if (ts.isIdentifier(expression)) {
    const object = locals.objects.get(expression.text);
    return object ? literalKeys(object, locals, depth + 1) : null;
  }
  if (ts.isPropertyAccessExpression(expression) && expression.name.text === "shape") {
    return schemaKeys(expression.expression, locals, depth + 1);
  }
  return null;
}

/**
 * The field names of a zod object schema: `z.object({...})` (or strict, loose), through the methods
 * that keep its fields, `.extend({...})` and `.merge(other)`; a schema of the file named by its const.
 * Null for anything else (`.pick`, `.omit`, a union), whose fields are not read.
 */
function schemaKeys(expression: ts.Expression, locals: Locals, depth = 0): string[] | null {
  const inner = unwrap(expression);
  if (depth > 8) return null;
  if (ts.isIdentifier(inner)) return locals.schemas.get(inner.text) ?? null;
  if (!ts.isCallExpression(inner) || !ts.isPropertyAccessExpression(inner.expression)) return null;
  const callee = inner.expression;
  const method = callee.name.text;
  const argument = inner.arguments[0];
  if (ts.isIdentifier(callee.expression) && callee.expression.text === "z") {
    if (!OBJECT_BUILDERS.has(method) || !argument || !ts.isObjectLiteralExpression(argument)) return null;
    return literalKeys(argument, locals, depth);
  }
  if (SAME_FIELDS.has(method)) return schemaKeys(callee.expression, locals, depth + 1);
  if (method === "extend" || method === "merge") {
    const base = schemaKeys(callee.expression, locals, depth + 1);
    if (!base || !argument) return null;
    const added =
      method === "extend" && ts.isObjectLiteralExpression(argument)
        ? literalKeys(argument, locals, depth)
        : schemaKeys(argument, locals, depth + 1);
    return added ? [...base, ...added] : null;
  }
  return null;
}

/** The object schemas a domain module exports (`export const xSchema = z.object({...})`), by their field names. */
export function domainShapes(file: string, text: string): DomainShape[] {
  const source = parse(file, text);
  const locals: Locals = { objects: new Map(), schemas: new Map() };
  const found: DomainShape[] = [];
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (!ts.isIdentifier(declaration.name) || !declaration.initializer) continue;
      const name = declaration.name.text;
      const initializer = unwrap(declaration.initializer);
      if (ts.isObjectLiteralExpression(initializer)) {
        locals.objects.set(name, initializer);
        continue;
      }
      const keys = schemaKeys(initializer, locals);
      if (!keys) continue;
      locals.schemas.set(name, keys);
      if (isExported(statement) && new Set(keys).size >= SHAPE_MIN_KEYS) found.push({ name, file, keys });
    }
  }
  return found;
}

/** The member names of an interface or object type written out, or null when it has more than names. */
function declaredKeys(node: ts.InterfaceDeclaration | ts.TypeLiteralNode): string[] | null {
  if (ts.isInterfaceDeclaration(node) && node.heritageClauses?.length) return null;
  const keys: string[] = [];
  for (const member of node.members) {
    if (!(ts.isPropertySignature(member) || ts.isMethodSignature(member)) || !member.name) return null;
    const name = propertyName(member.name);
    if (name === null) return null;
    keys.push(name);
  }
  return keys;
}

/**
 * Interfaces and object types (`type X = { … }`) with exactly the field names of a domain object
 * schema, anywhere: the shape is the schema's, so its type is `z.infer<typeof schema>` (or a Pick
 * of it), and the two cannot drift apart. Only named declarations count: an inline parameter type
 * that happens to share names is not a second definition of the shape.
 */
export function repeatedShapes(file: string, text: string, shapes: readonly DomainShape[]): ShapeProblem[] {
  const byKeys = new Map<string, DomainShape[]>();
  for (const shape of shapes) {
    const key = keyOf(shape.keys);
    byKeys.set(key, [...(byKeys.get(key) ?? []), shape]);
  }
  const source = parse(file, text);
  const found: ShapeProblem[] = [];
  const check = (
    node: ts.InterfaceDeclaration | ts.TypeAliasDeclaration,
    body: ts.InterfaceDeclaration | ts.TypeLiteralNode,
  ) => {
    const keys = declaredKeys(body);
    if (!keys || new Set(keys).size < SHAPE_MIN_KEYS) return;
    const repeated = byKeys.get(keyOf(keys)) ?? [];
    if (repeated.length === 0) return;
    const names = repeated.map((shape) => `${shape.name} (${shape.file})`).join(", ");
    const kind = ts.isInterfaceDeclaration(node) ? "interface" : "type";
    found.push({
      file,
      line: lineOf(source, node),
      rule: "repeated-shape",
      text: `${kind} ${node.name.text} { ${keys.join(", ")} } → z.infer of ${names}`,
    });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isInterfaceDeclaration(node)) check(node, node);
    if (ts.isTypeAliasDeclaration(node) && ts.isTypeLiteralNode(node.type)) check(node, node.type);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** `z.object(` in a route file: the shape belongs, named, in workers/src/schemas/<area>.ts. */
export function inlineRouteSchemas(file: string, text: string): ShapeProblem[] {
  if (!file.startsWith("workers/src/routes/")) return [];
  const source = parse(file, text);
  const found: ShapeProblem[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === "object" &&
      ts.isIdentifier(node.expression.expression) &&
      node.expression.expression.text === "z"
    ) {
      const text = node.getText(source).split("\n")[0] ?? "";
      found.push({ file, line: lineOf(source, node), rule: "inline-route-schema", text });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const sourcesUnder = (root: string) =>
  readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((path) => /\.tsx?$/.test(path) && !path.endsWith(".d.ts") && !path.split(/[\\/]/).includes("node_modules"))
    .map((path) => join(root, path).replaceAll("\\", "/"));

/** Every rule over the worker, the portal and the packages, with the enums and shapes of packages/domain/src. */
export function shapeProblems(): ShapeProblem[] {
  const domain = sourcesUnder("packages/domain/src")
    .filter((file) => !file.endsWith(".test.ts"))
    .map((file) => ({ file, text: readFileSync(file, "utf8") }));
  const enums = domain.flatMap(({ file, text }) => domainEnums(file, text));
  const shapes = domain.flatMap(({ file, text }) => domainShapes(file, text));
  return ["workers/src", "portal/app", "packages"].flatMap(sourcesUnder).flatMap((file) => {
    const text = readFileSync(file, "utf8");
    return [
      ...repeatedEnums(file, text, enums),
      ...repeatedShapes(file, text, shapes),
      ...inlineRouteSchemas(file, text),
    ];
  });
}
