// The folder rule of `npm run structure` (issue 43, "layout by URL"): a route file lives at
// `routes/<first segment after /api>/<operation>.ts`, a partner route at `routes/v1/<first segment
// after /api/v1>/…`, unless workers/src/routes/url-aliases.ts says where its segment lives.
// The served paths are read from the syntax tree: `path:` of a route definition and the first
// argument of `app.get(…)` and its siblings, so a URL the answer merely mentions never counts.
import ts from "typescript";

export interface RouteFolderProblem {
  file: string;
  line: number;
  text: string;
}

export type Aliases = Readonly<Record<string, { folder: string }>>;

const ROUTES = "workers/src/routes/";
const APP_METHODS = /^(get|post|put|patch|delete|all|on)$/;

/** A path's fixed start: a string, or a template's text before its first `${…}`. */
function literalStart(node: ts.Expression, constants: Map<string, string>): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.head.text;
  if (ts.isIdentifier(node)) return constants.get(node.text) ?? null;
  return null;
}

/** Every path the file serves under /api, with its line. */
export function servedPaths(file: string, text: string): { path: string; line: number }[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const constants = new Map<string, string>();
  const found: { path: string; line: number }[] = [];
  const add = (node: ts.Expression) => {
    const path = literalStart(node, constants);
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    if (path?.startsWith("/api/")) found.push({ path, line });
  };
  const collectConstants = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const value = literalStart(node.initializer, constants);
      if (value !== null) constants.set(node.name.text, value);
    }
    ts.forEachChild(node, collectConstants);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && node.name.text === "path") add(node.initializer);
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      APP_METHODS.test(node.expression.name.text) &&
      node.arguments[0]
    ) {
      add(node.arguments[0]);
    }
    ts.forEachChild(node, visit);
  };
  collectConstants(source);
  visit(source);
  return found;
}

/** `workers/src/routes/v1/rates/history.ts` → { partner: true, folder: "rates" }; null outside a folder. */
export function routeFolderOf(file: string): { partner: boolean; folder: string } | null {
  if (!file.startsWith(ROUTES)) return null;
  const parts = file.slice(ROUTES.length).split("/");
  const [top = "", second = ""] = parts;
  if (top === "v1") return parts.length >= 3 ? { partner: true, folder: second } : null;
  return parts.length >= 2 ? { partner: false, folder: top } : null;
}

/** The folder a path belongs in: its first segment (after /api or /api/v1), or where the alias table puts it. */
export function folderForPath(path: string, aliases: Aliases): { partner: boolean; folder: string } {
  const segments = path.split("/").slice(2);
  const partner = segments[0] === "v1";
  const segment = (partner ? segments[1] : segments[0]) ?? "";
  const key = partner ? `v1/${segment}` : segment;
  return { partner, folder: aliases[key]?.folder ?? segment };
}

/** The route file's served paths that are not in the folder their URL names. */
export function routeFolderProblems(file: string, text: string, aliases: Aliases): RouteFolderProblem[] {
  const where = routeFolderOf(file);
  if (where === null) return [];
  return servedPaths(file, text).flatMap(({ path, line }) => {
    const wanted = folderForPath(path, aliases);
    if (wanted.partner === where.partner && wanted.folder === where.folder) return [];
    const home = `${ROUTES}${wanted.partner ? "v1/" : ""}${wanted.folder}/`;
    return [{ file, line, text: `${path} belongs in ${home} (or in workers/src/routes/url-aliases.ts)` }];
  });
}

/** Alias entries no route file needs any more, so the table stays the list of real exceptions. */
export function unusedAliases(files: { file: string; text: string }[], aliases: Aliases): string[] {
  const used = new Set(
    files.flatMap(({ file, text }) =>
      servedPaths(file, text).map(({ path }) => {
        const segments = path.split("/").slice(2);
        return segments[0] === "v1" ? `v1/${segments[1]}` : segments[0];
      }),
    ),
  );
  return Object.keys(aliases).filter((segment) => !used.has(segment));
}
