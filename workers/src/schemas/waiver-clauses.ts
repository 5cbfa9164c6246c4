// The waiver clauses a document shows (domain/documents/waiver-clauses.ts), named for the reference page and the SDK.
import { z } from "@hono/zod-openapi";
import { WAIVER_PATTERNS, WAIVER_SENTENCE_MAX } from "@truerate/domain/documents/waiver-clauses";

const PATTERN_IDS = WAIVER_PATTERNS.map((pattern) => pattern.id) as [string, ...string[]];

const waiverPatternIdSchema = z.enum(PATTERN_IDS).openapi({
  description: `Which documented pattern matched the sentence. ${WAIVER_PATTERNS.map(
    (pattern) => `\`${pattern.id}\`: ${pattern.description}`,
  ).join(" ")}`,
  example: "carrier-waives-right",
});

export const waiverClauseSchema = z
  .object({
    patternId: waiverPatternIdSchema,
    sentence: z.string().openapi({
      description: `The sentence as the document states it, whitespace normalised, at most ${WAIVER_SENTENCE_MAX} characters.`,
      example: "Carrier waives any right to review Broker's records under 49 CFR 371.3.",
    }),
  })
  .openapi("WaiverClause");

export type DocumentWaiverClause = z.infer<typeof waiverClauseSchema>;

export const documentWaiverClausesSchema = z.array(waiverClauseSchema).openapi({
  description:
    "Clauses of a rate confirmation by which the carrier waives, relinquishes or gives up its right to review " +
    "the broker's record of the transaction under 49 CFR 371.3 (paragraph (c) gives each party to the transaction " +
    "that right). Rate confirmations (and broker compliance documents) are scanned when they are sent or uploaded, " +
    "with a documented set of patterns (docs/waiver-clauses.md); empty when none matched, the text could not be " +
    "read, or the document is another type. A hit is a warning to read the clause, not legal advice.",
});
