import { AppError } from "../../core/errors";
import type { ServiceContext } from "../../core/service-context";
import { carriersWithNumbers, emailTaken } from "../../db/queries/accounts";

export const CONFLICT_MESSAGES = {
  email: "An account with this email already exists",
  mcNumber: "A carrier account with this MC number already exists",
  dotNumber: "A carrier account with this DOT number already exists",
} as const;

const conflict = (field: keyof typeof CONFLICT_MESSAGES) =>
  new AppError("CONFLICT", CONFLICT_MESSAGES[field], { fields: { [field]: [CONFLICT_MESSAGES[field]] } });

/** Checked up front for a clear answer; the unique indexes still decide a race (see below). */
export async function assertEmailAvailable(
  ctx: ServiceContext,
  { email, exceptUserId }: { email: string; exceptUserId?: string },
): Promise<void> {
  if (await emailTaken(ctx.db, { email, exceptUserId })) throw conflict("email");
}

/** Carriers own their MC and DOT numbers; brokers of one brokerage share theirs (decision 0002). */
export async function assertCarrierNumbersAvailable(
  ctx: ServiceContext,
  { exceptUserId, ...numbers }: { mcNumber: string; dotNumber: string; exceptUserId?: string },
): Promise<void> {
  const matches = await carriersWithNumbers(ctx.db, numbers);
  const others = matches.filter((row) => row.id !== exceptUserId);
  if (others.some((row) => row.mcNumber === numbers.mcNumber)) throw conflict("mcNumber");
  if (others.some((row) => row.dotNumber === numbers.dotNumber)) throw conflict("dotNumber");
}

/** Turns a unique-index violation lost in a race into the same 409 the up-front checks give. */
export function conflictFromConstraint(error: unknown): AppError | null {
  const text = [
    error instanceof Error ? error.message : "",
    error instanceof Error ? String(error.cause ?? "") : "",
  ].join(" ");
  if (!/UNIQUE constraint failed/i.test(text)) return null;
  if (/users\.email/.test(text)) return conflict("email");
  if (/users\.mc_number/.test(text)) return conflict("mcNumber");
  if (/users\.dot_number/.test(text)) return conflict("dotNumber");
  return new AppError("CONFLICT", "This change conflicts with existing data");
}
