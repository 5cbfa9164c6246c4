import { z } from "zod";
import { dollarsToCents } from "../money";
import { numberInput } from "./input";

/** The largest amount accepted, in dollars: far above any load, far below integer overflow in cents. */
export const MAX_DOLLARS = 10_000_000;

/** A positive dollar amount that is at least one cent once rounded to cents. */
export function positiveDollars(message: string) {
  return z.preprocess(
    numberInput,
    z
      .number({ error: message })
      .positive({ error: message, abort: true })
      .max(MAX_DOLLARS, { error: message, abort: true })
      .refine((dollars) => dollarsToCents(dollars) >= 1, { error: message, abort: true }),
  );
}
