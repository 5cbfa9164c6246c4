// Checks an answer of the API against openapi/openapi.json: the status is one the operation
// declares, its required headers are there and well formed, the media type is a declared one, and a
// JSON body matches the schema. It runs inside workerd with @cfworker/json-schema (no code
// generation, which workerd forbids); the document is dereferenced once per isolate.
import { dereference, type Schema, type SchemaDraft, validate } from "@cfworker/json-schema";
import contract from "../../../openapi/openapi.json";

type JsonObject = Record<string, unknown>;
const isObject = (value: unknown): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** OpenAPI 3.1's schema dialect. */
const DRAFT: SchemaDraft = "2020-12";
/** The base URI the document's local references (`#/components/...`) resolve against. */
const BASE_URI = new URL("https://contract.truerate.test/openapi.json");
const METHODS = ["get", "put", "post", "delete", "patch", "head", "options"];

/**
 * Answers that are no operation of the document, on purpose. Each entry says why; everything else
 * under /api/ must be an operation.
 */
const UNDOCUMENTED: { pattern: RegExp; why: string }[] = [
  { pattern: /^\/api\/openapi\.json$/, why: "the document itself" },
  { pattern: /^\/api\/docs(\/.*)?$/, why: "the reference page (HTML) and its static assets" },
  { pattern: /^\/api\/test\//, why: "routes the test suites add to their own apps (workers/test/support)" },
];

export interface CheckedAnswer {
  method: string;
  url: string;
  status: number;
  headers: Headers;
  /** The body as text ("" when there is none); null for a body the checker does not read (files, pages). */
  text: string | null;
}

interface Operation {
  id: string;
  template: string;
  pattern: RegExp;
  /** Literal segments count first when two templates match (/api/loads/search before /api/loads/{id}). */
  literals: number;
  responses: JsonObject;
}

export interface ContractChecker {
  /** What in the answer breaks the document; empty when it keeps it. */
  check(answer: CheckedAnswer): string[];
}

/** A checker for a document (the committed one by default); the tests feed it drifting ones too. */
export function contractChecker(source: unknown = contract): ContractChecker {
  const document = structuredClone(source) as JsonObject;
  const lookup = dereference(document as Schema, Object.create(null), BASE_URI);
  const operations = operationsOf(document);

  const schemaCheck = (instance: unknown, schema: unknown, where: string): string[] => {
    if (!isObject(schema) && typeof schema !== "boolean") return [];
    const result = validate(instance, schema as Schema, DRAFT, lookup, false);
    if (result.valid) return [];
    // The deepest errors say what is wrong; the wrapping ones ("property x does not match") repeat them.
    const leaves = result.errors.filter(
      (error) =>
        !result.errors.some(
          (other) => other !== error && other.keywordLocation.startsWith(`${error.keywordLocation}/`),
        ),
    );
    return leaves.slice(0, 5).map((error) => `${where} ${error.instanceLocation}: ${error.error}`);
  };

  const find = (method: string, path: string) =>
    operations
      .filter((operation) => operation.pattern.test(path) && operation.id.startsWith(`${method.toLowerCase()} `))
      .sort((a, b) => b.literals - a.literals)[0];

  const declared = (operation: Operation, status: number) =>
    operation.responses[String(status)] ?? operation.responses[`${String(status)[0]}XX`] ?? operation.responses.default;

  return {
    check({ method, url, status, headers, text }) {
      const path = new URL(url).pathname;
      const label = `${method.toUpperCase()} ${path} → ${status}`;
      const operation = find(method, path);
      if (!operation) {
        if (!path.startsWith("/api/") || UNDOCUMENTED.some((entry) => entry.pattern.test(path))) return [];
        // A path or method the API does not have answers the 404 problem, or the 415 one for a body
        // of a type no route reads (requireKnownBodyType runs before routing).
        if ((status === 404 || status === 415) && isProblem(headers)) return [];
        return [`${label}: no operation of the document matches this request`];
      }
      const response = resolveRef(document, declared(operation, status));
      if (!isObject(response)) return [`${label}: ${operation.template} declares no ${status} answer`];

      const problems: string[] = [];
      for (const [name, header] of Object.entries(isObject(response.headers) ? response.headers : {})) {
        const object = resolveRef(document, header);
        if (!isObject(object)) continue;
        const value = headers.get(name);
        if (value === null) {
          if (object.required === true) problems.push(`${label}: the declared header ${name} is missing`);
          continue;
        }
        problems.push(...schemaCheck(headerValue(value, object.schema), object.schema, `${label}: header ${name}`));
      }

      const content = isObject(response.content) ? response.content : {};
      const mediaType = headers.get("content-type")?.split(";")[0]?.trim().toLowerCase() ?? null;
      if (Object.keys(content).length === 0) {
        if (text !== "") problems.push(`${label}: a body was sent, the document declares none`);
        return problems;
      }
      const media = mediaType === null ? undefined : content[mediaType];
      if (!isObject(media)) {
        problems.push(`${label}: media type ${mediaType ?? "(none)"} is not one of ${Object.keys(content).join(", ")}`);
        return problems;
      }
      if (!isJson(mediaType) || text === null) return problems;
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        return [...problems, `${label}: the ${mediaType} body is not JSON`];
      }
      problems.push(...schemaCheck(body, media.schema, `${label}: body`));
      return problems;
    },
  };
}

function operationsOf(document: JsonObject): Operation[] {
  const found: Operation[] = [];
  for (const [template, item] of Object.entries(isObject(document.paths) ? document.paths : {})) {
    if (!isObject(item)) continue;
    const segments = template.split("/");
    const pattern = new RegExp(
      `^${segments.map((segment) => (/^\{[^}]+\}$/.test(segment) ? "[^/]+" : escapeRegExp(segment))).join("/")}$`,
    );
    const literals = segments.filter((segment) => !segment.startsWith("{")).length;
    for (const method of METHODS) {
      const operation = item[method];
      if (!isObject(operation) || !isObject(operation.responses)) continue;
      found.push({ id: `${method} ${template}`, template, pattern, literals, responses: operation.responses });
    }
  }
  return found;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Whether a body of this Content-Type is read and checked against its schema. */
export const isJson = (mediaType: string | null) =>
  mediaType !== null && /^application\/([\w.-]+\+)?json$/.test(mediaType.split(";")[0]?.trim().toLowerCase() ?? "");

const isProblem = (headers: Headers) => headers.get("content-type")?.startsWith("application/problem+json") ?? false;

/** Components referenced by `$ref` (headers, responses), resolved within the document. */
function resolveRef(document: JsonObject, value: unknown): unknown {
  if (!isObject(value) || typeof value.$ref !== "string" || !value.$ref.startsWith("#/")) return value;
  let current: unknown = document;
  for (const raw of value.$ref.slice(2).split("/")) {
    const key = raw.replaceAll("~1", "/").replaceAll("~0", "~");
    current = isObject(current) ? current[key] : undefined;
  }
  return current;
}

/** A header's text as its schema's type (simple style): `Retry-After: 30` is the integer 30. */
function headerValue(value: string, schema: unknown): unknown {
  const type = isObject(schema) ? schema.type : undefined;
  if ((type === "integer" || type === "number") && value.trim() !== "" && Number.isFinite(Number(value))) {
    return Number(value);
  }
  return value;
}
