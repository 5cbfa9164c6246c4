import { z } from "@hono/zod-openapi";
import { ASKED_AREAS } from "@truerate/domain/rates/escalation";
import { rates } from "../db/schema";
import { createSelectSchema } from "./from-table";
import { laneInputSchema } from "./v1/rates";

const rateColumns = createSelectSchema(rates).shape;

export const rateSchema = z
  .object({
    id: rateColumns.id,
    origin: rateColumns.origin.openapi({ example: "Dallas, TX" }),
    destination: rateColumns.destination.openapi({ example: "Atlanta, GA" }),
    truckType: rateColumns.truckType.openapi({ example: "reefer" }),
    length: z.number().int().nullable().openapi({ description: "Feet.", example: 53 }),
    weight: z.number().int().nullable().openapi({ description: "Pounds.", example: 40000 }),
    rate: z.number().openapi({ description: "US dollars.", example: 2400 }),
    loadType: rateColumns.loadType.openapi({ example: "full" }),
    datePosted: z.string().openapi({ format: "date-time", example: "2026-11-23T15:04:05.000Z" }),
    validUntil: z.string().nullable().openapi({ format: "date-time", example: "2026-12-31T23:59:59.000Z" }),
  })
  .openapi("Rate");

const { origin, destination, equipment } = laneInputSchema.shape;

/** The partner API's lane, flat in the query: a read is a GET, so the page's loader may call it. */
export const laneQuerySchema = z.object({
  originCity: origin.shape.city.openapi({ example: "Dallas" }),
  originState: origin.shape.state.openapi({ example: "TX" }),
  destinationCity: destination.shape.city.openapi({ example: "Atlanta" }),
  destinationState: destination.shape.state.openapi({ example: "GA" }),
  equipment,
  area: z
    .enum(ASKED_AREAS, { error: "area must be one of city, zip3 or state" })
    .default("city")
    .openapi({
      description:
        "The narrowest area the lane is judged at: city (the two cities, widening as needed), zip3 (their " +
        "three-digit ZIP areas) or state (the two states).",
      example: "city",
    }),
});
