// The problems every operation of a kind can answer, whatever its route says, because they come
// from the app's own middleware: added to the generated document so no operation under-declares.

import { problemDescription } from "./openapi";
import { PROBLEM_CONTENT_TYPE } from "./problem";

type JsonObject = Record<string, unknown>;
const isObject = (value: unknown): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const BODY_METHODS = new Set(["post", "put", "patch"]);

/** The statuses `operation` can answer without its route's doing (see createApp in app.ts). */
export function commonProblemStatuses(method: string, operation: JsonObject): number[] {
  const statuses: number[] = [];
  const parameters = Array.isArray(operation.parameters) ? operation.parameters : [];
  // Every input a route declares is validated by zod and refused as a 400 problem (defaultHook),
  // as is a JSON body that does not parse.
  if (parameters.length > 0 || operation.requestBody !== undefined) statuses.push(400);
  // requireKnownBodyType refuses a body of a type no route reads, on any method that carries one.
  if (BODY_METHODS.has(method)) statuses.push(415);
  return statuses;
}

export function declareCommonProblems(document: JsonObject): void {
  for (const item of Object.values(isObject(document.paths) ? document.paths : {})) {
    for (const [method, operation] of Object.entries(isObject(item) ? item : {})) {
      if (!isObject(operation) || !isObject(operation.responses)) continue;
      const responses = operation.responses;
      for (const status of commonProblemStatuses(method, operation)) {
        responses[status] ??= {
          description: problemDescription(status),
          content: { [PROBLEM_CONTENT_TYPE]: { schema: { $ref: "#/components/schemas/Problem" } } },
        };
      }
      // Statuses in ascending order, as the routes list them.
      operation.responses = Object.fromEntries(Object.entries(responses).sort(([a], [b]) => a.localeCompare(b)));
    }
  }
}
