import { z } from "@hono/zod-openapi";

const coordinates = z.object({
  lat: z.number().openapi({ example: 32.78306 }),
  lng: z.number().openapi({ example: -96.80667 }),
});

export const locationResultSchema = z
  .object({
    placeId: z.string().openapi({ example: "geonames-4684888" }),
    address: z.string().openapi({ description: "'City, ST'", example: "Dallas, TX" }),
    city: z.string().openapi({ example: "Dallas" }),
    state: z.string().openapi({ example: "TX" }),
    formattedAddress: z.string().openapi({ example: "Dallas, TX, USA" }),
    coordinates,
    geometry: z.object({ location: coordinates }),
    addressComponents: z.array(
      z.object({
        longName: z.string().openapi({ example: "Texas" }),
        shortName: z.string().openapi({ example: "TX" }),
        types: z.array(z.string()).openapi({ example: ["administrative_area_level_1", "political"] }),
      }),
    ),
    population: z.number().int().nullable().openapi({ example: 1300092 }),
  })
  .openapi("LocationResult");

export type LocationResult = z.infer<typeof locationResultSchema>;

export const autocompletePlacesQuerySchema = z.object({
  q: z.string().max(100).openapi({ description: "What the user typed.", example: "dall" }),
});
