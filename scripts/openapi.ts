/**
 * The API contract, openapi/openapi.json, generated from the route definitions.
 *
 *   tsx scripts/openapi.ts write   regenerate the file (then `npm run -w sdk generate`; `npm run openapi` does both)
 *   tsx scripts/openapi.ts check   fail when the file is stale or not a well-formed OpenAPI 3.1 document
 *
 * Both also keep docs/route-map.md (operationId → route file → services → tables, scripts/lib/route-map.ts).
 *
 * The document is built by the same `openApiDocument(app)` that serves GET /api/openapi.json, from
 * the same `buildApi()`, so the file and the served document cannot differ except in key order:
 * here paths and components are sorted, so routes added in parallel do not conflict in the file.
 */
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { mapOperations, renderRouteMap } from "./lib/route-map";

type Json = null | boolean | number | string | Json[] | JsonObject;
type JsonObject = { [key: string]: Json };

const ROOT = path.resolve(import.meta.dirname, "..");
const CONTRACT_FILE = path.join(ROOT, "openapi/openapi.json");
const ROUTE_MAP_FILE = path.join(ROOT, "docs/route-map.md");
const HTTP_METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];
const FIX = "Run `npm run openapi` and commit openapi/openapi.json, docs/route-map.md and sdk/src/generated/schema.ts.";

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const sortedEntries = (object: JsonObject) => Object.entries(object).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

/** The served document, with paths, methods and component names in a fixed order. */
export async function generateContract(): Promise<JsonObject> {
  const document = JSON.parse(JSON.stringify(await servedDocument())) as JsonObject;
  const paths = isObject(document.paths) ? document.paths : {};
  document.paths = Object.fromEntries(
    sortedEntries(paths).map(([route, item]) => {
      if (!isObject(item)) return [route, item];
      const rank = (key: string) => (HTTP_METHODS.includes(key) ? HTTP_METHODS.indexOf(key) : -1);
      return [route, Object.fromEntries(Object.entries(item).sort(([a], [b]) => rank(a) - rank(b)))];
    }),
  );
  if (isObject(document.components)) {
    const components = document.components;
    document.components = Object.fromEntries(
      sortedEntries(components).map(([kind, map]) => [
        kind,
        isObject(map) ? Object.fromEntries(sortedEntries(map)) : map,
      ]),
    );
  }
  return document;
}

/**
 * The routes are imported here, not at the top, to turn the commonest failure into advice: a route
 * module that imports `cloudflare:*` (a Durable Object class, `env`) cannot be loaded in Node.
 */
async function servedDocument() {
  try {
    const { buildApi } = await import("../workers/src/routes/api");
    const { openApiDocument } = await import("../workers/src/routes/system/reference");
    return openApiDocument(buildApi());
  } catch (error) {
    if (error instanceof Error && error.message.includes("cloudflare:")) {
      throw new Error(
        "A module reached from workers/src/routes/api.ts imports `cloudflare:*`, which only exists in workerd. " +
          "Route modules must load in Node: import Durable Object classes and `env` only from workers/src/index.ts, " +
          `and take bindings from the request context (c.env).\n${error.message}`,
      );
    }
    throw error;
  }
}

export const serialize = (document: Json) => `${JSON.stringify(document, null, 2)}\n`;

/** Every operation of the document, keyed `METHOD /path`. */
function operations(document: JsonObject): Map<string, JsonObject> {
  const found = new Map<string, JsonObject>();
  for (const [route, item] of Object.entries(isObject(document.paths) ? document.paths : {})) {
    if (!isObject(item)) continue;
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (isObject(operation)) found.set(`${method.toUpperCase()} ${route}`, operation);
    }
  }
  return found;
}

/** docs/route-map.md for the document's operations, read from the source. */
function routeMap(document: JsonObject): string {
  const listed = [...operations(document)].map(([key, operation]) => {
    const [method = "", route = ""] = key.split(" ");
    return { operationId: String(operation.operationId), method: method.toLowerCase(), path: route };
  });
  return renderRouteMap(mapOperations(ROOT, listed));
}

/** What a reviewer needs to know about a well-formed OpenAPI 3.1 document; empty when it is one. */
export function validateContract(document: JsonObject): string[] {
  const problems: string[] = [];
  if (typeof document.openapi !== "string" || !/^3\.1\.\d+$/.test(document.openapi)) {
    problems.push(`"openapi" is ${JSON.stringify(document.openapi)}, expected a 3.1.x version`);
  }
  const info = isObject(document.info) ? document.info : {};
  if (typeof info.title !== "string" || typeof info.version !== "string")
    problems.push("info.title and info.version are required");
  if (!isObject(document.paths)) problems.push('"paths" is missing');

  const seen = new Map<string, string>();
  const schemes =
    isObject(document.components) && isObject(document.components.securitySchemes)
      ? document.components.securitySchemes
      : {};
  for (const [name, operation] of operations(document)) {
    const id = operation.operationId;
    if (typeof id !== "string" || id === "") problems.push(`${name} has no operationId`);
    else if (seen.has(id)) problems.push(`operationId "${id}" is used by both ${seen.get(id)} and ${name}`);
    else seen.set(id, name);
    if (!isObject(operation.responses) || Object.keys(operation.responses).length === 0)
      problems.push(`${name} declares no responses`);
    for (const requirement of Array.isArray(operation.security) ? operation.security : []) {
      for (const scheme of isObject(requirement) ? Object.keys(requirement) : []) {
        if (!(scheme in schemes))
          problems.push(`${name} requires security scheme "${scheme}", which components.securitySchemes lacks`);
      }
    }
  }
  for (const [where, ref] of references(document)) {
    if (!ref.startsWith("#/")) problems.push(`${where}: $ref "${ref}" is not local to the document`);
    else if (resolvePointer(document, ref) === undefined) problems.push(`${where}: $ref "${ref}" does not resolve`);
  }
  return problems;
}

function* references(value: Json, where = "#"): Generator<[string, string]> {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* references(item, `${where}/${index}`);
  } else if (isObject(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (key === "$ref" && typeof item === "string") yield [where, item];
      else yield* references(item, `${where}/${key.replaceAll("~", "~0").replaceAll("/", "~1")}`);
    }
  }
}

function resolvePointer(document: JsonObject, pointer: string): Json | undefined {
  let current: Json | undefined = document;
  for (const raw of pointer.slice(2).split("/")) {
    const key = decodeURIComponent(raw).replaceAll("~1", "/").replaceAll("~0", "~");
    current = isObject(current) ? current[key] : Array.isArray(current) ? current[Number(key)] : undefined;
    if (current === undefined) return undefined;
  }
  return current;
}

/** The document's fields other than operations and schemas, e.g. `info`, `components.securitySchemes`. */
function outline(document: JsonObject): Map<string, Json> {
  const { paths: _paths, components, ...fields } = document;
  const { schemas: _schemas, ...otherComponents } = isObject(components) ? components : {};
  return new Map([
    ...Object.entries(fields),
    ...Object.entries(otherComponents).map(([kind, map]): [string, Json] => [`components.${kind}`, map]),
  ]);
}

/** A summary of how the committed document differs from the generated one, by operation and schema. */
export function describeDifferences(committed: JsonObject, generated: JsonObject): string[] {
  const lines: string[] = [];
  const compare = (label: string, before: Map<string, Json>, after: Map<string, Json>) => {
    for (const key of new Set([...before.keys(), ...after.keys()])) {
      const old = before.get(key);
      const current = after.get(key);
      if (old === undefined) lines.push(`  + ${label} ${key} (not in the file yet)`);
      else if (current === undefined) lines.push(`  - ${label} ${key} (in the file, no longer in the code)`);
      else if (serialize(old) !== serialize(current)) lines.push(`  ~ ${label} ${key} changed`);
    }
  };
  compare("operation", operations(committed), operations(generated));
  const schemas = (document: JsonObject) =>
    new Map(
      Object.entries(
        isObject(document.components) && isObject(document.components.schemas) ? document.components.schemas : {},
      ),
    );
  compare("schema", schemas(committed), schemas(generated));
  compare("field", outline(committed), outline(generated));
  if (lines.length === 0) lines.push("  the content is the same; only formatting or key order differ");
  return lines;
}

async function write(): Promise<number> {
  const generated = await generateContract();
  const problems = validateContract(generated);
  if (problems.length > 0) {
    console.error(`The generated OpenAPI document is not well formed; nothing written:\n  ${problems.join("\n  ")}`);
    return 1;
  }
  await writeFile(CONTRACT_FILE, serialize(generated));
  await writeFile(ROUTE_MAP_FILE, routeMap(generated));
  console.log(
    `Wrote ${path.relative(process.cwd(), CONTRACT_FILE)} and ${path.relative(process.cwd(), ROUTE_MAP_FILE)} (${operations(generated).size} operations).`,
  );
  return 0;
}

async function check(): Promise<number> {
  const generated = await generateContract();
  const problems = validateContract(generated).map((problem) => `invalid: ${problem}`);
  const text = await readFile(CONTRACT_FILE, "utf8").catch(() => undefined);
  if (text === undefined) {
    problems.push(`openapi/openapi.json is missing. ${FIX}`);
  } else if (text !== serialize(generated)) {
    let committed: JsonObject | undefined;
    try {
      const parsed = JSON.parse(text) as Json;
      if (isObject(parsed)) committed = parsed;
    } catch {
      // Reported below as unreadable.
    }
    const differences = committed ? describeDifferences(committed, generated) : ["  the file is not a JSON object"];
    problems.push(
      `openapi/openapi.json is stale: it differs from the routes in workers/src.\n${differences.join("\n")}\n${FIX}`,
    );
  }
  const map = await readFile(ROUTE_MAP_FILE, "utf8").catch(() => undefined);
  if (map !== routeMap(generated)) {
    problems.push(
      `docs/route-map.md is ${map === undefined ? "missing" : "stale: the routes, services or tables moved"}. ${FIX}`,
    );
  }
  if (problems.length > 0) {
    console.error(problems.join("\n"));
    return 1;
  }
  console.log(
    `openapi/openapi.json and docs/route-map.md are current and well formed (${operations(generated).size} operations).`,
  );
  return 0;
}

async function main(command: string | undefined): Promise<number> {
  if (command === "write") return write();
  if (command === "check") return check();
  console.error("Usage: tsx scripts/openapi.ts write|check");
  return 2;
}

if (process.argv[1] && pathToFileURL(path.resolve(process.argv[1])).href === import.meta.url) {
  process.exitCode = await main(process.argv[2]);
}
