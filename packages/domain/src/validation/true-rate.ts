import { z } from "zod";
import { positiveDollars } from "./money-input";

/** docs/product.md#load-board-validation-rules, 'Admin true rate'. */
export const TRUE_RATE_MESSAGE = "Please enter a valid rate greater than 0";

/** The body of PUT /api/admin/loads/{id}/verify: what the broker really paid, in dollars. */
export const trueRateRequestSchema = z.object({ trueRate: positiveDollars(TRUE_RATE_MESSAGE) });

export type TrueRateRequest = z.infer<typeof trueRateRequestSchema>;
