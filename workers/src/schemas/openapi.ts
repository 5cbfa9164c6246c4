// Helpers the schemas share to shape the OpenAPI document; http/openapi reads the `documentedAs` mark back.
import { z } from "@hono/zod-openapi";

/** The `{id}` path parameter of a route about one record; `example` shows an id of that record. */
export function idPathParams(example: string) {
  return z.object({
    id: z
      .string()
      .min(1)
      .max(64)
      .openapi({ param: { name: "id", in: "path" }, example }),
  });
}

/** The extension that marks a schema documented by a component other than its own zod shape. */
export const DOCUMENTED_AS = "x-documented-as";

/**
 * `schema` validates at the route, but the document shows `component` (a registered schema) in its
 * place: for inputs the route reads loosely on purpose and a service checks strictly, field by field
 * with the portal's messages (a pushed load), or whose rules a refinement states (a lane end).
 */
export function documentedAs<T extends z.ZodType>(schema: T, component: string): T {
  return schema.openapi({ [DOCUMENTED_AS]: component } as never) as T;
}

type FieldDocs<Shape extends z.ZodRawShape> = {
  [K in keyof Shape]?: { description?: string; example?: unknown } | z.ZodType<z.output<Shape[K]>>;
};

/**
 * A shape packages/domain computes, with the document's words on its fields: the fields and their
 * types stay the domain's (written once there); a field's entry is its metadata (`description`,
 * `example`), or the registered schema that documents it (a named component of the same type).
 */
export function documented<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
  docs: FieldDocs<Shape>,
): z.ZodObject<Shape> {
  const fields = Object.fromEntries(
    Object.entries(docs).map(([key, doc]) => [
      key,
      doc instanceof z.ZodType ? doc : (schema.shape[key] as z.ZodType).openapi(doc),
    ]),
  );
  return schema.extend(fields) as unknown as z.ZodObject<Shape>;
}
