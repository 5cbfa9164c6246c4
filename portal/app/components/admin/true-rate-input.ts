import { dollarsToCents } from "@truerate/domain/money";
import type { Result } from "../../lib/result";
import { ADMIN_MESSAGES } from "./messages";

/**
 * docs/product.md#load-board-validation-rules 'Admin true rate': a number greater than 0. The API rules; the form checks first so
 * a typo is explained next to the input without a round trip. Amounts under a cent round to 0 in
 * the API's cents, so they count as 0 here too.
 */
export function checkTrueRate(value: FormDataEntryValue | null): Result<number> {
  const text = typeof value === "string" ? value.trim() : "";
  const dollars = text === "" ? Number.NaN : Number(text);
  if (!Number.isFinite(dollars) || dollars <= 0 || dollarsToCents(dollars) < 1) {
    return { ok: false, message: ADMIN_MESSAGES.invalidTrueRate };
  }
  return { ok: true, data: dollars };
}
