// The operations of the OpenAPI document, read from openapi/openapi.json (imported as JSON, so the
// suites run inside workerd), and well-behaved inputs of `call` built from their examples.
import document from "../../../openapi/openapi.json";
import { PARTNER_TOKEN_SCHEME } from "../../src/http/openapi";
import type { RawBody } from "./call";

type HttpMethod = "get" | "put" | "post" | "delete" | "patch";

export interface Operation {
  operationId: string;
  method: HttpMethod;
  path: string;
  /** The media type of the request body, when the operation takes one. */
  bodyType: "application/json" | "multipart/form-data" | null;
  /** The JSON schema of the body (for the fuzzer), resolved one level through `$ref`. */
  bodySchema: JsonSchema | null;
  /** Query parameters with their schemas. */
  query: { name: string; schema: JsonSchema; required: boolean }[];
  pathParams: string[];
  /** The scopes a partner token needs (the document's `partnerToken` security requirement); none when it is no partner operation. */
  partnerScopes: string[];
}

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  $ref?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  [key: string]: unknown;
}

interface RawOperation {
  operationId: string;
  parameters?: { name: string; in: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
  security?: Record<string, string[]>[];
}

const schemas =
  (document as unknown as { components?: { schemas?: Record<string, JsonSchema> } }).components?.schemas ?? {};

export function resolve(schema: JsonSchema | undefined): JsonSchema | null {
  if (!schema) return null;
  if (schema.$ref) return schemas[schema.$ref.replace("#/components/schemas/", "")] ?? null;
  return schema;
}

/**
 * Every operation of the document, deletions last: a suite that walks them in order answers every
 * other operation about a record before the record can be gone.
 */
export const OPERATIONS: Operation[] = Object.entries(
  (document as unknown as { paths: Record<string, Record<string, RawOperation>> }).paths,
)
  .flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, raw]) => {
      const content = raw.requestBody?.content ?? {};
      const bodyType = content["application/json"]
        ? ("application/json" as const)
        : content["multipart/form-data"]
          ? ("multipart/form-data" as const)
          : null;
      const parameters = raw.parameters ?? [];
      return {
        operationId: raw.operationId,
        method: method as HttpMethod,
        path,
        bodyType,
        bodySchema: resolve(bodyType ? content[bodyType]?.schema : undefined),
        query: parameters
          .filter((parameter) => parameter.in === "query")
          .map((parameter) => ({
            name: parameter.name,
            schema: parameter.schema ?? {},
            required: Boolean(parameter.required),
          })),
        pathParams: parameters.filter((parameter) => parameter.in === "path").map((parameter) => parameter.name),
        partnerScopes: (raw.security ?? []).flatMap((requirement) => requirement[PARTNER_TOKEN_SCHEME] ?? []),
      };
    }),
  )
  .sort((a, b) => Number(a.method === "delete") - Number(b.method === "delete"));

/** What a suite sends to any operation: its path values, query and body, untyped (`raw`). */
export interface OperationInput {
  params: Record<string, string>;
  query: Record<string, string>;
  raw?: RawBody;
}

/** A body (or value) made of the document's own examples: what a well-behaved client would send. */
export function exampleOf(schema: JsonSchema | null | undefined): unknown {
  const resolved = resolve(schema ?? undefined);
  if (!resolved) return undefined;
  if (resolved.example !== undefined) return resolved.example;
  if (Array.isArray(resolved.examples) && resolved.examples.length > 0) return resolved.examples[0];
  if (resolved.enum?.length) return resolved.enum[0];
  const variant = resolved.anyOf?.[0] ?? resolved.oneOf?.[0];
  if (variant) return exampleOf(variant);
  if (resolved.properties) {
    const entries = Object.entries(resolved.properties)
      .map(([name, property]) => [name, exampleOf(property)] as const)
      .filter(([, value]) => value !== undefined);
    return Object.fromEntries(entries);
  }
  if (resolved.items) {
    const item = exampleOf(resolved.items);
    return item === undefined ? [] : [item];
  }
  return undefined;
}

/** The query of a well-behaved call: each parameter's example, where the document gives one. */
export function exampleQuery(operation: Operation): Record<string, string> {
  const entries = operation.query
    .map((parameter) => [parameter.name, exampleOf(parameter.schema)] as const)
    .filter(([, value]) => value !== undefined && value !== null);
  return Object.fromEntries(entries.map(([name, value]) => [name, String(value)]));
}

/**
 * A well-behaved request for an operation: the document's examples as query and JSON body (an
 * empty form for an upload), and `pathValue` in every path parameter; who asks is the caller's.
 */
export function exampleInput(operation: Operation, pathValue: string): OperationInput {
  return {
    query: exampleQuery(operation),
    params: Object.fromEntries(operation.pathParams.map((name) => [name, pathValue])),
    raw:
      operation.bodyType === "application/json"
        ? { json: exampleOf(operation.bodySchema) ?? {} }
        : operation.bodyType
          ? { form: {} }
          : undefined,
  };
}
