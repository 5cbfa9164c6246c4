import { z } from "@hono/zod-openapi";

/** Registry search fires at 2 characters (docs/product.md#accounts-validation-rules and #accounts-business-constants-and-limits). */
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 100;
export const SEARCH_MIN_LENGTH_MESSAGE = "Search query must be at least 2 characters";

export const registrySearchQuerySchema = z.object({
  q: z
    .string({ error: SEARCH_MIN_LENGTH_MESSAGE })
    .trim()
    .min(SEARCH_MIN_LENGTH, SEARCH_MIN_LENGTH_MESSAGE)
    .max(SEARCH_MAX_LENGTH, `Search query must be at most ${SEARCH_MAX_LENGTH} characters`)
    .openapi({
      description:
        "Words of the company name (each must start a word of the legal or DBA name), an MC number " +
        "(with or without the MC prefix) or a USDOT number. At least 2 characters.",
      example: "blue ridge",
    }),
});

const brokerFields = {
  id: z.string().openapi({ description: "The registry entry's id.", example: "3f0c8a4e-5b1d-4c36-9a57-2f1e8d7c6b5a" }),
  companyName: z
    .string()
    .openapi({ description: "Legal name, as in the FMCSA census.", example: "Blue Ridge Logistics LLC" }),
  mcNumber: z.string().openapi({ description: "`MC` followed by the docket digits.", example: "MC123456" }),
  dotNumber: z.string().openapi({ description: "USDOT number, digits only.", example: "1234567" }),
  city: z.string().nullable().openapi({ description: "Physical address city.", example: "Chicago" }),
  state: z.string().nullable().openapi({ description: "Physical address state (2 letters).", example: "IL" }),
  status: z
    .string()
    .nullable()
    .openapi({ description: "USDOT registration status code: A active, I inactive.", example: "A" }),
  dbaName: z
    .string()
    .nullable()
    .openapi({ description: "Doing-business-as name, when the census has one.", example: "Blue Ridge Freight" }),
  phoneNumber: z.string().nullable().openapi({
    description: "The business phone the census lists (public FMCSA data); registration fills it in.",
    example: "312-555-0100",
  }),
  email: z.string().nullable().openapi({
    description: "The business e-mail the census lists (public FMCSA data); registration offers it when none is typed.",
    example: "ops@blueridgelogistics.test",
  }),
  dataAsOf: z.string().nullable().openapi({
    description: "As-of date (YYYY-MM-DD) of the census file this record was imported from: how fresh it is.",
    example: "2026-11-01",
  }),
  sourceFile: z.string().nullable().openapi({
    description: "Name of the census file this record was imported from (null for rows imported before it was kept).",
    example: "FMCSA_CENSUS1_2026Nov.csv",
  }),
};

export const brokerSearchResultSchema = z.object(brokerFields).openapi("FmcsaBrokerSearchResult");

export type BrokerSearchResult = z.infer<typeof brokerSearchResultSchema>;

export const carrierSearchResultSchema = z
  .object({
    ...brokerFields,
    companyName: brokerFields.companyName.openapi({ example: "Demo Trucking LLC" }),
    operatingAuthority: z
      .string()
      .nullable()
      .openapi({ description: "Status of the MC operating authority docket: ACTIVE or INACTIVE.", example: "ACTIVE" }),
    classification: z.string().nullable().openapi({
      description: "Operation classes from the census, separated by `;`.",
      example: "AUTHORIZED FOR HIRE;PRIVATE PROPERTY",
    }),
    hazmatFlag: z
      .boolean()
      .openapi({ description: "Subject to the placardable hazardous-materials threshold.", example: false }),
  })
  .openapi("FmcsaCarrierSearchResult");

export type CarrierSearchResult = z.infer<typeof carrierSearchResultSchema>;

/** Shared wording of the two search operations. */
export const SEARCH_DESCRIPTION =
  "Public (registration uses it before sign-in). Answers at most 20 entries, best first: an exact MC or " +
  "USDOT number, then names starting with the query, then other matches; ties in name order.";
