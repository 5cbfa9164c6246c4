// What the document reader read in a document (domain/documents/reading/types.ts), named for the
// reference page and the SDK.
import { z } from "@hono/zod-openapi";
import {
  CLAUSE_KINDS,
  READING_STATUSES,
  readingMethodSchema,
  UNREADABLE_REASONS,
} from "@truerate/domain/documents/reading/types";

const readFieldSchema = <Value extends z.ZodType>(value: Value, example: z.infer<Value>, quote: string) =>
  z
    .object({
      value,
      confidence: z.number().min(0).max(1).openapi({ description: "0–1: how sure the reading is.", example: 0.95 }),
      quote: z.string().openapi({ description: "The text the value was read from, as printed.", example: quote }),
      page: z.number().int().min(1).openapi({ example: 1 }),
    })
    .nullable()
    .openapi({ example: { value: example, confidence: 0.95, quote, page: 1 } });

const money = (example: number, quote: string) =>
  readFieldSchema(z.number().openapi({ description: "US dollars." }), example, quote);
const text = (example: string, quote: string) => readFieldSchema(z.string(), example, quote);

const stopSchema = (city: string, state: string, date: string) =>
  z.object({
    city: text(city, `${city}, ${state}`),
    state: readFieldSchema(
      z.string().length(2).openapi({ description: "Two-letter code." }),
      state,
      `${city}, ${state}`,
    ),
    date: readFieldSchema(z.iso.date().openapi({ description: "YYYY-MM-DD." }), date, date),
  });

export const documentFieldsSchema = z
  .object({
    loadNumber: text("TR-4242", "Load # TR-4242"),
    brokerName: text("Acme Freight Brokerage LLC", "Acme Freight Brokerage LLC"),
    brokerMcNumber: readFieldSchema(z.string().regex(/^MC\d+$/), "MC123456", "MC# 123456"),
    carrierName: text("Blue Line Carriers Inc", "Carrier: Blue Line Carriers Inc"),
    carrierMcNumber: readFieldSchema(z.string().regex(/^MC\d+$/), "MC654321", "MC-654321"),
    pickup: stopSchema("Dallas", "TX", "2026-11-20"),
    delivery: stopSchema("Atlanta", "GA", "2026-11-22"),
    linehaul: money(2200, "Linehaul $2,200.00"),
    fuelSurcharge: money(250, "Fuel Surcharge $250.00"),
    accessorials: z.array(
      z.object({
        name: z.string().openapi({ example: "Detention" }),
        amount: z.number().openapi({ description: "US dollars.", example: 75 }),
        quote: z.string().openapi({ example: "Detention $75.00" }),
        page: z.number().int().min(1).openapi({ example: 1 }),
      }),
    ),
    total: money(2450, "Total Carrier Pay $2,450.00").openapi({
      description: "The carrier's total pay on a rate confirmation; the amount billed on an invoice.",
    }),
    paymentTerms: text("Net 30", "Payment Terms: Net 30"),
  })
  .openapi("DocumentFields");

export const documentClauseSchema = z
  .object({
    kind: z.enum(CLAUSE_KINDS).openapi({
      description:
        "waiver: gives up the carrier's right to the broker's record (49 CFR 371.3); setoff: deducts claims on other " +
        "loads; forfeiture: loses pay for late or missing paperwork; fine: a deduction for check calls or late arrival.",
      example: "waiver",
    }),
    patternId: z
      .string()
      .openapi({ description: "The catalogue entry (docs/waiver-clauses.md).", example: "mutual-waiver" }),
    sentence: z.string().openapi({
      example: "Carrier and Broker expressly waive any and all rights and remedies under 49 C.F.R. § 371.3.",
    }),
    page: z.number().int().min(1).openapi({ example: 2 }),
    explanation: z.string().openapi({
      description: "In plain words, what the clause does to the carrier (not legal advice).",
      example:
        "This sentence gives up your right to see the broker's record of this load, including what the shipper paid.",
    }),
  })
  .openapi("DocumentClause");

export const readingCheckSchema = z
  .object({
    field: z.enum(["loadNumber", "total", "brokerName"]),
    expected: z.string().openapi({ description: "What the load says.", example: "$2,450.00" }),
    read: z
      .string()
      .nullable()
      .openapi({ description: "What the document says; null when not found.", example: "$2,400.00" }),
    agrees: z.boolean(),
    message: z
      .string()
      .openapi({ example: "The carrier pay on the document ($2,400.00) differs from the load's ($2,450.00)." }),
  })
  .openapi("ReadingCheck");

export const documentReadingSchema = z
  .object({
    documentId: z.string(),
    status: z.enum(READING_STATUSES).openapi({
      description:
        "pending: waiting for the reader; read; unreadable: nothing can be read (see reason); failed: reading " +
        "failed and is being retried, then reaches the administrators' dead letters.",
      example: "read",
    }),
    reason: z
      .enum(UNREADABLE_REASONS)
      .nullable()
      .openapi({ description: "Why a document is unreadable.", example: null }),
    detail: z.string().nullable().openapi({ description: "The reason in plain words.", example: null }),
    method: readingMethodSchema.nullable().openapi({ description: "The document's own text, or OCR of a picture." }),
    pages: z.number().int().nullable().openapi({ example: 1 }),
    engine: z
      .string()
      .nullable()
      .openapi({ description: "The library and version that read it.", example: "unpdf 1.8.1 (PDF.js 5.4.296)" }),
    readAt: z.iso.datetime().nullable(),
    fields: documentFieldsSchema.nullable(),
    clauses: z.array(documentClauseSchema),
    checks: z.array(readingCheckSchema).openapi({
      description: "For a document on a load: what the reading says against the load, and every disagreement.",
    }),
  })
  .openapi("DocumentReading");

export type DocumentReadingView = z.infer<typeof documentReadingSchema>;
