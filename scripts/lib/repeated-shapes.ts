// The shape rules of `npm run structure` (issue 43, "shapes once"): a closed vocabulary is written
// once, as an enum of packages/domain, and everything else imports it; a route's request and answer
// shapes are named in workers/src/schemas, not declared inline in the route file. Read from the
// syntax tree, so comments and strings never count.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";

export interface ShapeProblem {
  file: string;
  line: number;
  rule: "repeated-enum" | "inline-route-schema";
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

/** Both rules over the worker, the portal and the packages, with the enums of packages/domain/src. */
export function shapeProblems(): ShapeProblem[] {
  const enums = sourcesUnder("packages/domain/src")
    .filter((file) => !file.endsWith(".test.ts"))
    .flatMap((file) => domainEnums(file, readFileSync(file, "utf8")));
  return ["workers/src", "portal/app", "packages"].flatMap(sourcesUnder).flatMap((file) => {
    const text = readFileSync(file, "utf8");
    return [...repeatedEnums(file, text, enums), ...inlineRouteSchemas(file, text)];
  });
}
