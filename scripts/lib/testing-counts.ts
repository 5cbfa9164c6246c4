// The figures docs/testing.md gives for the suites, counted from what the suites themselves read:
// openapi/openapi.json's operations, the authorization matrix's roles, the partner scopes, and the
// every-page accessibility table of e2e/. The suites' own files are read as syntax trees, not run,
// so the count needs neither workerd nor a browser; a form the counter does not know fails loudly
// rather than counting wrong.
import ts from "typescript";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export interface DocumentOperation {
  operationId: string;
  method: string;
  /** The scopes its `partnerToken` security requirement names (none when it is no partner operation). */
  partnerScopes: string[];
}

const HTTP_METHODS = new Set(["get", "put", "post", "delete", "patch"]);

/** Every operation of the OpenAPI document, as support/operations.ts walks them. */
export function documentOperations(document: Json): DocumentOperation[] {
  const paths = (document as { paths?: Record<string, Record<string, Json>> }).paths ?? {};
  return Object.values(paths).flatMap((methods) =>
    Object.entries(methods)
      .filter(([method]) => HTTP_METHODS.has(method))
      .map(([method, raw]) => {
        const operation = raw as { operationId: string; security?: Record<string, string[]>[] };
        const scopes = (operation.security ?? []).flatMap((requirement) => requirement.partnerToken ?? []);
        return { operationId: operation.operationId, method, partnerScopes: scopes };
      }),
  );
}

export interface SourceFile {
  file: string;
  source: string;
}

/** The one file of `files` that declares the top-level constant `name`; none or several fail. */
export function declaringFile(files: SourceFile[], name: string): SourceFile {
  const declaration = new RegExp(`^(?:export\\s+)?const\\s+${name}\\b`, "m");
  const found = files.filter((candidate) => declaration.test(candidate.source));
  if (found.length !== 1) {
    const where = found.map((candidate) => candidate.file).join(", ") || "no file";
    throw new Error(`the const ${name} the count reads is declared in ${where}: expected exactly one file`);
  }
  return found[0] as SourceFile;
}

function parse(file: string, source: string): ts.SourceFile {
  return ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
}

/** The initialiser of the top-level `const name = …` of a file (through `as` and `satisfies`). */
function constant(sourceFile: ts.SourceFile, name: string): ts.Expression {
  for (const statement of sourceFile.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name) && declaration.name.text === name && declaration.initializer) {
        return unwrap(declaration.initializer);
      }
    }
  }
  throw new Error(`${sourceFile.fileName}: no top-level const ${name}`);
}

function unwrap(expression: ts.Expression): ts.Expression {
  let current = expression;
  while (
    ts.isAsExpression(current) ||
    ts.isSatisfiesExpression(current) ||
    ts.isParenthesizedExpression(current) ||
    ts.isTypeAssertionExpression(current)
  ) {
    current = current.expression;
  }
  return current;
}

function arrayLiteral(sourceFile: ts.SourceFile, name: string): ts.ArrayLiteralExpression {
  const value = constant(sourceFile, name);
  if (!ts.isArrayLiteralExpression(value)) throw new Error(`${sourceFile.fileName}: ${name} is no array literal`);
  if (value.elements.some(ts.isSpreadElement)) throw new Error(`${sourceFile.fileName}: ${name} spreads another list`);
  return value;
}

function stringProperty(object: ts.ObjectLiteralExpression, key: string): string | undefined {
  for (const property of object.properties) {
    if (!ts.isPropertyAssignment(property) || propertyName(property.name) !== key) continue;
    const value = unwrap(property.initializer);
    if (ts.isStringLiteralLike(value)) return value.text;
  }
  return undefined;
}

function hasProperty(object: ts.ObjectLiteralExpression, key: string): boolean {
  return object.properties.some(
    (property) =>
      (ts.isPropertyAssignment(property) || ts.isShorthandPropertyAssignment(property)) &&
      propertyName(property.name) === key,
  );
}

function propertyName(name: ts.PropertyName): string {
  if (ts.isIdentifier(name) || ts.isStringLiteralLike(name) || ts.isNumericLiteral(name)) return name.text;
  throw new Error(`a computed property name: ${name.getText()}`);
}

/** The names of the authorization matrix's callers: the `name`s of support/roles.ts's `ROLES`, in order. */
export function matrixRoles(file: string, source: string): string[] {
  return arrayLiteral(parse(file, source), "ROLES").elements.map((element) => {
    const role = unwrap(element);
    const name = ts.isObjectLiteralExpression(role) ? stringProperty(role, "name") : undefined;
    if (!name) throw new Error(`${file}: a role without a literal name: ${element.getText().slice(0, 60)}`);
    return name;
  });
}

/** The string values of a top-level array constant (the partner scopes, say). */
export function stringList(file: string, source: string, name: string): string[] {
  return arrayLiteral(parse(file, source), name).elements.map((element) => {
    const value = unwrap(element);
    if (!ts.isStringLiteralLike(value)) throw new Error(`${file}: ${name} holds ${element.getText()}`);
    return value.text;
  });
}

/** One numeric property of each object of a top-level array constant (the `width`s axe checks at). */
export function numberPropertyList(file: string, source: string, name: string, key: string): number[] {
  return arrayLiteral(parse(file, source), name).elements.map((element) => {
    const object = unwrap(element);
    const property = ts.isObjectLiteralExpression(object)
      ? object.properties.find(
          (candidate): candidate is ts.PropertyAssignment =>
            ts.isPropertyAssignment(candidate) && propertyName(candidate.name) === key,
        )
      : undefined;
    const value = property && unwrap(property.initializer);
    if (!value || !ts.isNumericLiteral(value)) throw new Error(`${file}: ${name} holds ${element.getText()}`);
    return Number(value.text);
  });
}

/** A top-level numeric constant (`10_400`). */
export function numberConstant(file: string, source: string, name: string): number {
  const value = constant(parse(file, source), name);
  if (!ts.isNumericLiteral(value)) throw new Error(`${file}: ${name} is no number literal`);
  return Number(value.text.replaceAll("_", ""));
}

/** The set of strings a top-level `Set` constant is built from (`new Set(["a", "b"])`). */
export function setConstant(file: string, source: string, name: string): string[] {
  const value = constant(parse(file, source), name);
  const list = ts.isNewExpression(value) ? value.arguments?.[0] : undefined;
  if (!list || !ts.isArrayLiteralExpression(list)) throw new Error(`${file}: ${name} is no new Set([...])`);
  return list.elements.map((element) => {
    if (!ts.isStringLiteralLike(element)) throw new Error(`${file}: ${name} holds ${element.getText()}`);
    return element.text;
  });
}

export const PAGE_STATES = ["loaded", "empty", "error"] as const;
export type PageState = (typeof PAGE_STATES)[number];

export interface PageTable {
  /** The page routes the table has a row for. */
  routes: string[];
  /** How many visits each state has across every row (an `absent` state has none). */
  states: Record<PageState, number>;
  /** The callers the visits name (`as`). */
  roles: string[];
}

/** `[…].map((…) => visit)`: one visit per element of the literal list. */
function mappedVisits(value: ts.Expression, where: string): ts.Expression[] | undefined {
  if (!ts.isCallExpression(value) || !ts.isPropertyAccessExpression(value.expression)) return undefined;
  const list = unwrap(value.expression.expression);
  if (value.expression.name.text !== "map" || !ts.isArrayLiteralExpression(list)) return undefined;
  const callback = value.arguments[0];
  const body = callback && ts.isArrowFunction(callback) ? callback.body : undefined;
  const visit = body && ts.isExpression(body) ? unwrap(body) : undefined;
  if (!visit) throw new Error(`${where}: a map whose callback does not answer a visit`);
  return list.elements.map(() => visit);
}

/**
 * The visits of one state of a row: `{ absent: "why" }`, a list of visits, a literal list mapped
 * to visits (`["Recent", "My Loads"].map(…)`), or a list that spreads such mapped lists in.
 */
function visitsOf(state: ts.Expression, where: string): ts.Expression[] {
  const value = unwrap(state);
  if (ts.isObjectLiteralExpression(value) && hasProperty(value, "absent")) return [];
  const mapped = mappedVisits(value, where);
  if (mapped) return mapped;
  if (ts.isArrayLiteralExpression(value)) {
    return value.elements.flatMap((element) => {
      if (!ts.isSpreadElement(element)) return [element];
      const spread = mappedVisits(unwrap(element.expression), where);
      if (!spread)
        throw new Error(`${where} spreads a list the count does not know: ${element.getText().slice(0, 80)}`);
      return spread;
    });
  }
  throw new Error(`${where}: a state written in a form the count does not know: ${value.getText().slice(0, 80)}`);
}

/** The every-page suite's table (`PAGES`): its rows, the visits of each state and who makes them. */
export function pageTable(file: string, source: string): PageTable {
  const table = constant(parse(file, source), "PAGES");
  if (!ts.isObjectLiteralExpression(table)) throw new Error(`${file}: PAGES is no object literal`);
  const states: Record<PageState, number> = { loaded: 0, empty: 0, error: 0 };
  const roles = new Set<string>();
  const routes: string[] = [];
  for (const row of table.properties) {
    if (!ts.isPropertyAssignment(row)) throw new Error(`${file}: a PAGES row that is not \`key: { … }\``);
    const route = propertyName(row.name);
    routes.push(route);
    const body = unwrap(row.initializer);
    if (!ts.isObjectLiteralExpression(body)) throw new Error(`${file}: the row ${route} is no object literal`);
    for (const property of body.properties) {
      if (!ts.isPropertyAssignment(property)) throw new Error(`${file}: ${route} has a state that is not \`key: …\``);
      const state = propertyName(property.name) as PageState;
      if (!PAGE_STATES.includes(state)) throw new Error(`${file}: ${route} has an unknown state ${state}`);
      for (const visit of visitsOf(property.initializer, `${file}: ${route}.${state}`)) {
        const object = unwrap(visit);
        const as = ts.isObjectLiteralExpression(object) ? stringProperty(object, "as") : undefined;
        if (!as) throw new Error(`${file}: a visit of ${route}.${state} without a literal \`as\``);
        roles.add(as);
        states[state] += 1;
      }
    }
  }
  return { routes, states, roles: [...roles].sort() };
}

export interface TestingCounts {
  operations: number;
  /** The file that lists the matrix's roles, named in the figures. */
  rolesFile: string;
  matrixRoles: string[];
  cells: number;
  scopedOperations: number;
  scopes: number;
  stateChanging: number;
  fuzzInputs: number;
  pages: PageTable;
  widths: number[];
}

export interface CountSources {
  document: Json;
  roles: SourceFile;
  partners: SourceFile;
  faults: SourceFile;
  fuzz: SourceFile;
  everyPage: SourceFile;
  axe: SourceFile;
}

export function countTesting(sources: CountSources): TestingCounts {
  const operations = documentOperations(sources.document);
  const roles = matrixRoles(sources.roles.file, sources.roles.source);
  // As faults.test.ts chooses them: every operation but a GET, less those it cannot run here.
  const notHere = new Set(setConstant(sources.faults.file, sources.faults.source, "NOT_CONFIGURED_HERE"));
  return {
    operations: operations.length,
    rolesFile: sources.roles.file,
    matrixRoles: roles,
    cells: operations.length * roles.length,
    scopedOperations: operations.filter((operation) => operation.partnerScopes.length > 0).length,
    scopes: stringList(sources.partners.file, sources.partners.source, "ALL_SCOPES").length,
    stateChanging: operations.filter((operation) => operation.method !== "get" && !notHere.has(operation.operationId))
      .length,
    fuzzInputs: numberConstant(sources.fuzz.file, sources.fuzz.source, "TOTAL_INPUTS"),
    pages: pageTable(sources.everyPage.file, sources.everyPage.source),
    widths: numberPropertyList(sources.axe.file, sources.axe.source, "AXE_WIDTHS", "width"),
  };
}

const figure = (value: number) => value.toLocaleString("en-US");

/** The generated block of docs/testing.md, between its markers. */
export function countsMarkdown(counts: TestingCounts): string {
  const { states } = counts.pages;
  const visits = states.loaded + states.empty + states.error;
  return [
    `- **${figure(counts.operations)} operations** in \`openapi/openapi.json\`.`,
    `- Authorization matrix: ${figure(counts.operations)} operations × ${counts.matrixRoles.length} roles of \`${counts.rolesFile}\` = **${figure(counts.cells)} cells**.`,
    `- Partner scopes: **${figure(counts.scopedOperations)} operations × ${counts.scopes} scopes**.`,
    `- Schema-driven fuzzing: **${figure(counts.fuzzInputs)} inputs** per run, spread over the ${figure(counts.operations)} operations.`,
    `- Faults: **${figure(counts.stateChanging)} state-changing operations** × 5 parallel requests.`,
    `- Every page accessible: **${counts.pages.routes.length} page routes, ${visits} page states** (${states.loaded} loaded, ${states.empty} empty, ${states.error} error; ${counts.pages.roles.length} roles) × ${counts.widths.length} widths (${counts.widths.map((width) => `${width} px`).join(", ")}).`,
  ].join("\n");
}

export const START_MARKER =
  "<!-- testing-counts: written by `npx tsx scripts/testing-counts.ts write`; `npm run openapi:check` fails when they differ -->";
export const END_MARKER = "<!-- /testing-counts -->";

/** The document with its generated block replaced by `block`. */
export function withCounts(markdown: string, block: string): string {
  const start = markdown.indexOf(START_MARKER);
  const end = markdown.indexOf(END_MARKER);
  if (start < 0 || end < start) throw new Error(`docs/testing.md has no ${START_MARKER} … ${END_MARKER} block`);
  return `${markdown.slice(0, start + START_MARKER.length)}\n\n${block}\n\n${markdown.slice(end)}`;
}
