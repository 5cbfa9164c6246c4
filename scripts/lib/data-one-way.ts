// The data rules of `npm run structure` (issue 43, "data one way"): every statement lives in
// `workers/src/db/` (statements in `db/queries/<area>.ts`), every exported service takes
// `(ctx, input)` and never a database or the environment, and routes never read `c.env`.
// Read from the syntax tree, so comments and strings never count.
import ts from "typescript";

export interface DataProblem {
  file: string;
  line: number;
  rule: "sql-outside-queries" | "service-takes-storage" | "service-signature" | "env-in-route";
  text: string;
}

/** What a service must not take: a database handle, a D1 session, or the worker's environment. */
const STORAGE_TYPE = /\b(D1Database|D1DatabaseSession|Database|DrizzleD1Database|Env|WorkerEnv|Cloudflare\.Env)\b/;
/** Members of a database handle that run or build a statement. */
const DB_MEMBER =
  /^(select|selectDistinct|insert|update|delete|batch|run|all|get|values|query|prepare|exec|withSession|\$count|\$with|with)$/;

function lineOf(source: ts.SourceFile, node: ts.Node): number {
  return source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
}

function parse(file: string, text: string): ts.SourceFile {
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
}

/** The receiver's last name: `ctx.db` → "db", `db` → "db", `this.env.DB` → "DB". */
function receiverName(expression: ts.Expression): string | null {
  if (ts.isIdentifier(expression)) return expression.text;
  if (ts.isPropertyAccessExpression(expression)) return expression.name.text;
  if (ts.isCallExpression(expression)) return receiverName(expression.expression);
  return null;
}

/**
 * Statements written outside `workers/src/db/`: a value import of drizzle-orm or of the tables,
 * `.prepare(`, or a database handle's builder or runner called (`ctx.db.select`, `env.DB.batch`).
 */
export function sqlOutsideQueries(file: string, text: string): DataProblem[] {
  // The API's row shapes derive from the tables (drizzle-zod), so schemas/ may read them.
  const tablesAllowed = file.startsWith("workers/src/schemas/");
  const source = parse(file, text);
  const found: DataProblem[] = [];
  const report = (node: ts.Node, what: string) =>
    found.push({ file, line: lineOf(source, node), rule: "sql-outside-queries", text: what });
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const from = node.moduleSpecifier.text;
      const typeOnly =
        node.importClause?.isTypeOnly === true ||
        (node.importClause?.namedBindings !== undefined &&
          ts.isNamedImports(node.importClause.namedBindings) &&
          node.importClause.name === undefined &&
          node.importClause.namedBindings.elements.every((element) => element.isTypeOnly));
      const tables = /\/db\/schema(\/|$)/.test(from) && !tablesAllowed;
      if (!typeOnly && (/^drizzle-orm(\/|$)/.test(from) || tables)) {
        report(node, `imports ${from}`);
      }
    }
    if (ts.isPropertyAccessExpression(node) && DB_MEMBER.test(node.name.text)) {
      const receiver = receiverName(node.expression);
      const called = ts.isCallExpression(node.parent) && node.parent.expression === node;
      if (called && (node.name.text === "prepare" || (receiver !== null && /^(db|DB|session|tx)$/.test(receiver)))) {
        report(node, `${receiver ?? "…"}.${node.name.text}(`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

interface ExportedFunction {
  name: string;
  node: ts.Node;
  parameters: readonly ts.ParameterDeclaration[];
}

function exportedFunctions(source: ts.SourceFile): ExportedFunction[] {
  const exported = (node: ts.Node) =>
    ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
  const found: ExportedFunction[] = [];
  for (const statement of source.statements) {
    if (ts.isFunctionDeclaration(statement) && exported(statement) && statement.name) {
      found.push({ name: statement.name.text, node: statement, parameters: statement.parameters });
    }
    if (ts.isVariableStatement(statement) && exported(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        const init = declaration.initializer;
        if (init && (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) && ts.isIdentifier(declaration.name)) {
          found.push({ name: declaration.name.text, node: declaration, parameters: init.parameters });
        }
      }
    }
  }
  return found;
}

/** A parameter's type as written, with the members of an interface or type of the same file unfolded. */
function typeText(source: ts.SourceFile, parameter: ts.ParameterDeclaration): string {
  const written = parameter.type?.getText(source) ?? "";
  const local = source.statements
    .filter(
      (statement): statement is ts.InterfaceDeclaration | ts.TypeAliasDeclaration =>
        (ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) &&
        new RegExp(`\\b${statement.name.text}\\b`).test(written),
    )
    .map((statement) => statement.getText(source));
  return [written, ...local].join("\n");
}

/**
 * Exported services that take storage or the environment, or that take the context other than as
 * `(ctx, input)`: first, and with at most one input after it.
 */
export function serviceSignatures(file: string, text: string): DataProblem[] {
  const source = parse(file, text);
  const found: DataProblem[] = [];
  for (const fn of exportedFunctions(source)) {
    const line = lineOf(source, fn.node);
    const types = fn.parameters.map((parameter) => typeText(source, parameter));
    const storage = types.findIndex((type) => STORAGE_TYPE.test(type));
    if (storage >= 0) {
      const parameter = fn.parameters[storage]?.getText(source).split("\n")[0] ?? "";
      found.push({ file, line, rule: "service-takes-storage", text: `${fn.name}(… ${parameter.slice(0, 60)} …)` });
      continue;
    }
    const context = types.findIndex((type) => /\bServiceContext\b/.test(type));
    if (context > 0 || (context === 0 && fn.parameters.length > 2)) {
      found.push({ file, line, rule: "service-signature", text: `${fn.name}: ${fn.parameters.length} parameters` });
    }
  }
  return found;
}

/** `c.env` read in a route: routes hand the request's context to services, which read what they need. */
export function envInRoutes(file: string, text: string): DataProblem[] {
  const source = parse(file, text);
  const found: DataProblem[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isPropertyAccessExpression(node) && node.name.text === "env" && ts.isIdentifier(node.expression)) {
      if (node.expression.text === "c")
        found.push({ file, line: lineOf(source, node), rule: "env-in-route", text: "c.env" });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every data rule over one file of workers/src (path relative to the repository). */
export function dataProblems(file: string, text: string): DataProblem[] {
  const inDb = file.startsWith("workers/src/db/");
  return [
    ...(inDb ? [] : sqlOutsideQueries(file, text)),
    ...(file.startsWith("workers/src/services/") ? serviceSignatures(file, text) : []),
    ...(file.startsWith("workers/src/routes/") ? envInRoutes(file, text) : []),
  ];
}
