// docs/route-map.md, written by `npm run openapi` and compared by `npm run openapi:check`: for every
// operation of the document, the route file that defines it, the service modules its handler calls
// and the tables those reach. Read from the source (the syntax tree and the relative import graph),
// so the map cannot drift from the code: an operation is found by its `createRoute({ method, path })`,
// its services by the names its `app.openapi(route, handler)` handler uses, and the tables by the
// drizzle tables imported and the table names in SQL text, through services/ and db/.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import ts from "typescript";

export interface Operation {
  operationId: string;
  method: string;
  path: string;
}

export interface MappedOperation extends Operation {
  routeFile: string;
  services: string[];
  tables: string[];
}

const SOURCE = "workers/src";
const ROUTES = `${SOURCE}/routes`;
const SCHEMA = `${SOURCE}/db/schema`;
/** Where tables are reached from: the services and the database layer, not http/ or the schemas. */
const REACHES_TABLES = [`${SOURCE}/services/`, `${SOURCE}/db/`];
const SQL_TABLE = /\b(?:from|join|into|update)\s+["`]?([a-z_][a-z0-9_]*)/gi;

type Read = (file: string) => string;

function sourceFiles(root: string, folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts") && !file.endsWith(".d.ts"))
    .map((file) => join(folder, file))
    .sort();
}

/** A relative import's file (`./x` → `./x.ts` or `./x/index.ts`), repository-relative; null for packages. */
function resolveImport(root: string, from: string, specifier: string): string | null {
  if (!specifier.startsWith(".")) return null;
  const base = join(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, join(base, "index.ts")]) {
    if (candidate.endsWith(".ts") && existsSync(join(root, candidate))) return candidate;
  }
  return null;
}

const isTypeOnlyImport = (node: ts.ImportDeclaration) =>
  node.importClause?.isTypeOnly === true ||
  (node.importClause?.name === undefined &&
    node.importClause?.namedBindings !== undefined &&
    ts.isNamedImports(node.importClause.namedBindings) &&
    node.importClause.namedBindings.elements.every((element) => element.isTypeOnly));

/** Each value import: the local name → { file, imported name } (namespace imports as "*"). */
function valueImports(root: string, file: string, source: ts.SourceFile) {
  const names = new Map<string, { file: string; name: string }>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    if (isTypeOnlyImport(statement)) continue;
    const target = resolveImport(root, file, statement.moduleSpecifier.text);
    const clause = statement.importClause;
    if (target === null || clause === undefined) continue;
    if (clause.name) names.set(clause.name.text, { file: target, name: "default" });
    const bindings = clause.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) names.set(bindings.name.text, { file: target, name: "*" });
    if (bindings && ts.isNamedImports(bindings)) {
      for (const element of bindings.elements) {
        if (!element.isTypeOnly)
          names.set(element.name.text, { file: target, name: (element.propertyName ?? element.name).text });
      }
    }
  }
  return names;
}

function identifiersIn(node: ts.Node): Set<string> {
  const found = new Set<string>();
  const visit = (child: ts.Node): void => {
    if (ts.isIdentifier(child)) found.add(child.text);
    ts.forEachChild(child, visit);
  };
  visit(node);
  return found;
}

/** The name of the top-level declaration a node sits in (`const list = createRoute(…)`, `function routeFor`). */
function topLevelName(node: ts.Node): string | null {
  let current: ts.Node = node;
  while (current.parent && !ts.isSourceFile(current.parent)) current = current.parent;
  if (ts.isFunctionDeclaration(current) && current.name) return current.name.text;
  if (ts.isVariableStatement(current)) {
    const [declaration] = current.declarationList.declarations;
    if (declaration && ts.isIdentifier(declaration.name)) return declaration.name.text;
  }
  return null;
}

function stringStart(node: ts.Expression | undefined, constants: Map<string, string>) {
  if (node === undefined) return null;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return { text: node.text, exact: true };
  if (ts.isTemplateExpression(node)) return { text: node.head.text, exact: false };
  if (ts.isIdentifier(node) && constants.has(node.text)) return { text: constants.get(node.text) ?? "", exact: true };
  return null;
}

interface RouteDefinition {
  method: string;
  path: string;
  exact: boolean;
  /** The top-level declaration holding the definition, which `app.openapi(…)` names. */
  holder: string | null;
}

interface RouteFile {
  file: string;
  definitions: RouteDefinition[];
  /** The service modules each route's handler calls, by the definition's holder. */
  servicesByHolder: Map<string, Set<string>>;
  /** Every service module the file imports a value from, for a route whose handler cannot be found. */
  allServices: Set<string>;
}

function readRouteFile(root: string, file: string, text: string): RouteFile {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const imports = valueImports(root, file, source);
  const serviceOf = (name: string) => {
    const target = imports.get(name)?.file;
    return target?.startsWith(`${SOURCE}/services/`) ? target : null;
  };
  const declarations = new Map<string, ts.Node>();
  const constants = new Map<string, string>();
  for (const statement of source.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name) declarations.set(statement.name.text, statement);
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (!ts.isIdentifier(declaration.name)) continue;
        declarations.set(declaration.name.text, declaration);
        const value = stringStart(declaration.initializer, constants);
        if (value?.exact) constants.set(declaration.name.text, value.text);
      }
    }
  }
  /** The service modules a handler reaches, following the file's own helpers it names. */
  const servicesUsedBy = (nodes: ts.Node[]) => {
    const services = new Set<string>();
    const seen = new Set<string>();
    const pending = nodes.flatMap((node) => [...identifiersIn(node)]);
    while (pending.length > 0) {
      const name = pending.pop() as string;
      if (seen.has(name)) continue;
      seen.add(name);
      const service = serviceOf(name);
      if (service) services.add(service);
      const local = declarations.get(name);
      if (local) pending.push(...identifiersIn(local));
    }
    return services;
  };

  const definitions: RouteDefinition[] = [];
  const servicesByHolder = new Map<string, Set<string>>();
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "createRoute") {
      const [options] = node.arguments;
      if (options && ts.isObjectLiteralExpression(options)) {
        const property = (name: string) =>
          options.properties.find(
            (p): p is ts.PropertyAssignment =>
              ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === name,
          )?.initializer;
        const method = stringStart(property("method"), constants);
        const path = stringStart(property("path"), constants);
        if (method && path) {
          definitions.push({ method: method.text, path: path.text, exact: path.exact, holder: topLevelName(node) });
        }
      }
    }
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === "openapi" &&
      node.arguments[0] !== undefined
    ) {
      const [route, ...handlers] = node.arguments;
      const holder = ts.isIdentifier(route)
        ? route.text
        : ts.isCallExpression(route) && ts.isIdentifier(route.expression)
          ? route.expression.text
          : null;
      if (holder) {
        const services = servicesByHolder.get(holder) ?? new Set<string>();
        for (const service of servicesUsedBy(handlers)) services.add(service);
        servicesByHolder.set(holder, services);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  const allServices = new Set([...imports.keys()].map(serviceOf).filter((file): file is string => file !== null));
  return { file, definitions, servicesByHolder, allServices };
}

/** Every drizzle table's export name → its SQL name, from `export const x = sqliteTable("name", …)`. */
function tableNames(root: string, read: Read): Map<string, string> {
  const names = new Map<string, string>();
  for (const file of sourceFiles(root, SCHEMA)) {
    const source = ts.createSourceFile(file, read(file), ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
    for (const statement of source.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      for (const declaration of statement.declarationList.declarations) {
        const call = declaration.initializer;
        if (!ts.isIdentifier(declaration.name) || !call || !ts.isCallExpression(call)) continue;
        const [name] = call.arguments;
        if (
          ts.isIdentifier(call.expression) &&
          call.expression.text === "sqliteTable" &&
          name &&
          ts.isStringLiteral(name)
        )
          names.set(declaration.name.text, name.text);
      }
    }
  }
  return names;
}

/** The tables a module and what it imports (within services/ and db/) touch. */
function tableReach(root: string, read: Read) {
  const tables = tableNames(root, read);
  const known = new Set(tables.values());
  const direct = new Map<string, { tables: Set<string>; imports: string[] }>();
  const readModule = (file: string) => {
    const cached = direct.get(file);
    if (cached) return cached;
    const source = ts.createSourceFile(file, read(file), ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
    const found = new Set<string>();
    const imports = valueImports(root, file, source);
    const namespaces = new Set<string>();
    for (const [local, { file: target, name }] of imports) {
      if (!target.startsWith(`${SCHEMA}/`) && target !== `${SCHEMA}.ts`) continue;
      if (name === "*") namespaces.add(local);
      else if (tables.has(name)) found.add(tables.get(name) as string);
    }
    const visit = (node: ts.Node): void => {
      if (
        ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateHead(node) ||
        ts.isTemplateMiddle(node) ||
        ts.isTemplateTail(node)
      ) {
        for (const [, table = ""] of node.text.matchAll(SQL_TABLE)) if (known.has(table)) found.add(table);
      }
      if (
        ts.isPropertyAccessExpression(node) &&
        ts.isIdentifier(node.expression) &&
        namespaces.has(node.expression.text)
      ) {
        const table = tables.get(node.name.text);
        if (table) found.add(table);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    const next = [...new Set([...imports.values()].map((entry) => entry.file))].filter((target) =>
      REACHES_TABLES.some((folder) => target.startsWith(folder)),
    );
    const entry = { tables: found, imports: next };
    direct.set(file, entry);
    return entry;
  };
  return (start: string): Set<string> => {
    const reached = new Set<string>();
    const seen = new Set<string>();
    const pending = [start];
    while (pending.length > 0) {
      const file = pending.pop() as string;
      if (seen.has(file)) continue;
      seen.add(file);
      const entry = readModule(file);
      for (const table of entry.tables) reached.add(table);
      pending.push(...entry.imports);
    }
    return reached;
  };
}

/** Each operation with its route file, services and tables; an operation no route file defines throws. */
export function mapOperations(
  root: string,
  operations: Operation[],
  read: Read = (file) => readFileSync(join(root, file), "utf8"),
): MappedOperation[] {
  const routeFiles = sourceFiles(root, ROUTES).map((file) => readRouteFile(root, file, read(file)));
  const reach = tableReach(root, read);
  const candidates = routeFiles.flatMap((routeFile) =>
    routeFile.definitions.map((definition) => ({ routeFile, definition })),
  );
  return operations.map((operation) => {
    const sameMethod = candidates.filter(({ definition }) => definition.method === operation.method);
    const found =
      sameMethod.find(({ definition }) => definition.exact && definition.path === operation.path) ??
      sameMethod.find(({ definition }) => !definition.exact && operation.path.startsWith(definition.path));
    if (!found)
      throw new Error(
        `No route file defines ${operation.method.toUpperCase()} ${operation.path} (${operation.operationId}).`,
      );
    const { routeFile, definition } = found;
    const handled = definition.holder ? routeFile.servicesByHolder.get(definition.holder) : undefined;
    const services = [...(handled ?? routeFile.allServices)].sort();
    const tables = [...new Set(services.flatMap((service) => [...reach(service)]))].sort();
    return { ...operation, routeFile: routeFile.file, services, tables };
  });
}

const code = (text: string) => `\`${text}\``;
const WIDTH = 120;

/** `label: a, b, c`, continued on indented lines past the width, so no line of the file runs long. */
function listLine(label: string, items: string[]): string {
  if (items.length === 0) return `  - ${label}: none`;
  const lines: string[] = [];
  let line = `  - ${label}:`;
  for (const [index, item] of items.entries()) {
    const word = `${code(item)}${index < items.length - 1 ? "," : ""}`;
    if (line.length + 1 + word.length > WIDTH && line.endsWith(",")) {
      lines.push(line);
      line = `    ${word}`;
    } else line = `${line} ${word}`;
  }
  return [...lines, line].join("\n");
}

/** docs/route-map.md: one section per route folder, one entry per operation. */
export function renderRouteMap(mapped: MappedOperation[]): string {
  const folderOf = (file: string) => relative(ROUTES, dirname(file));
  const sorted = [...mapped].sort(
    (a, b) => a.routeFile.localeCompare(b.routeFile) || a.operationId.localeCompare(b.operationId),
  );
  const lines = [
    "# Route map",
    "",
    "Written by `npm run openapi` (scripts/lib/route-map.ts) from the source; `npm run openapi:check` fails when it is",
    "stale, so do not edit it by hand. For every operation of [openapi/openapi.json](../openapi/openapi.json): the route",
    "file that defines it (`workers/src/routes/<first segment after /api>/`, the exceptions in",
    "`workers/src/routes/url-aliases.ts`), the service modules its handler calls, and the tables those reach through",
    "`workers/src/db/queries/*` and `workers/src/db/schema`. Paths are relative to `workers/src/`.",
  ];
  let folder: string | null = null;
  for (const operation of sorted) {
    const here = folderOf(operation.routeFile);
    if (here !== folder) {
      folder = here;
      lines.push("", `## routes/${here}`, "");
    }
    const services = operation.services.map((service) => relative(SOURCE, service));
    lines.push(
      `- **${operation.operationId}** ${code(`${operation.method.toUpperCase()} ${operation.path}`)}`,
      `  - route: ${code(relative(SOURCE, operation.routeFile))}`,
      listLine("services", services),
      listLine("tables", operation.tables),
    );
  }
  return `${lines.join("\n")}\n`;
}
