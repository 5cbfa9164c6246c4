import type { z } from "@hono/zod-openapi";
import { AppError } from "../../core/errors";
import { fieldErrors } from "../../core/validation-errors";
import type { laneQuerySchema } from "../../schemas/rates";

/** `origin.city` → `originCity`: field messages name the query's own parameters. */
const queryField = (path: string) => path.replace(/^(origin|destination)\.(\w)/, (_, end, c) => end + c.toUpperCase());

/**
 * The lane of a flat query, judged by the partner schema's own rules (the search page names cities;
 * ZIPs are the partner API's); a mistake is a 400 naming the query's parameter.
 */
export function laneOfQuery<T extends z.ZodType>(
  schema: T,
  query: z.infer<typeof laneQuerySchema>,
  extra: Record<string, unknown> = {},
): z.output<T> {
  const parsed = schema.safeParse({
    origin: { city: query.originCity, state: query.originState },
    destination: { city: query.destinationCity, state: query.destinationState },
    equipment: query.equipment,
    ...extra,
  });
  if (parsed.success) return parsed.data;
  const fields = Object.fromEntries(
    Object.entries(fieldErrors(parsed.error)).map(([path, messages]) => [queryField(path), messages]),
  );
  throw new AppError("VALIDATION_FAILED", parsed.error.issues[0]?.message ?? "Invalid lane", { fields });
}
