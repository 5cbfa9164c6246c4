/**
 * A broker as a carrier types it before saving a load: the load form's own broker fields and
 * messages (docs/product.md#load-board-validation-rules), the e-mail and MC optional because the
 * check runs while the form is still being filled in.
 */
import { z } from "zod";
import { blankToUndefined } from "../../validation/input";
import { loadInputSchema } from "../../validation/load";
import type { IdentityCheckKind } from "./schema";

const { brokerName, brokerEmail, brokerMcNumber } = loadInputSchema.shape;

export const brokerIdentityQuestionSchema = z.object({
  brokerName,
  brokerEmail: z.preprocess(blankToUndefined, brokerEmail.optional()),
  brokerMcNumber,
});
export type BrokerIdentityQuestion = z.input<typeof brokerIdentityQuestionSchema>;
export type ParsedBrokerIdentityQuestion = z.output<typeof brokerIdentityQuestionSchema>;

/** Checks only a stored load can answer: there is no rate confirmation before the load exists. */
export const LOAD_ONLY_CHECKS: readonly IdentityCheckKind[] = ["document"];
