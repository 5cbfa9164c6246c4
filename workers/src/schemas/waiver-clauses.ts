// The waiver clauses a document shows (the clause catalogue's `waiver` kind,
// domain/documents/reading/clauses), named for the reference page and the SDK.
import { z } from "@hono/zod-openapi";
import { CLAUSE_CATALOGUE } from "@truerate/domain/documents/reading/clauses/catalogue";
import { SENTENCE_MAX } from "@truerate/domain/documents/reading/clauses/sentences";

const WAIVER_ENTRIES = CLAUSE_CATALOGUE.filter((entry) => entry.kind === "waiver");

const waiverPatternIdSchema = z.string().openapi({
  description:
    "Which catalogue entry matched the sentence (docs/waiver-clauses.md); clauses found before the catalogue keep " +
    `the pattern they were found by. ${WAIVER_ENTRIES.map((entry) => `\`${entry.id}\`: ${entry.description}`).join(" ")}`,
  example: WAIVER_ENTRIES[0]?.id ?? "carrier-waives-right",
});

export const waiverClauseSchema = z
  .object({
    patternId: waiverPatternIdSchema,
    sentence: z.string().openapi({
      description: `The sentence as the document states it, whitespace normalised, at most ${SENTENCE_MAX} characters.`,
      example: "Carrier waives any right to review Broker's records under 49 CFR 371.3.",
    }),
  })
  .openapi("WaiverClause");

export type DocumentWaiverClause = z.infer<typeof waiverClauseSchema>;

export const documentWaiverClausesSchema = z.array(waiverClauseSchema).openapi({
  description:
    "Clauses of a rate confirmation by which the carrier waives, relinquishes or gives up its right to review " +
    "the broker's record of the transaction under 49 CFR 371.3 (paragraph (c) gives each party to the transaction " +
    "that right), mutual and statutory (Part B, 49 U.S.C. § 14101(b)) waivers included. The document reader " +
    "finds them in the background once the document is read (docs/waiver-clauses.md); empty until then, when " +
    "none matched, when nothing could be read, or for another type of document. The reading " +
    "(GET /api/documents/{id}/reading) also lists set-off, forfeiture and fine clauses. A hit is a warning to " +
    "read the clause, not legal advice.",
});
