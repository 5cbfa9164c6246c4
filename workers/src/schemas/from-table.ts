// The API's row shapes start from the drizzle tables: a field backed by a column takes its type,
// enum and nullability from `createSelectSchema(table).shape`, so a column change reaches the
// document. drizzle-zod is bound to the OpenAPI-extended zod, so derived fields take `.openapi()`.
// Integer columns stay hand-written where they are documented: drizzle-zod bounds every integer to
// ±2^53, which would add a minimum and maximum to the document; instants are stored as dates and
// answered as ISO strings.
import { z } from "@hono/zod-openapi";
import { createSchemaFactory } from "drizzle-zod";

export const { createSelectSchema } = createSchemaFactory({ zodInstance: z });
