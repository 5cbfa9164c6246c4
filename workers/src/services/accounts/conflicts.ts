import { and, eq, ne, or } from "drizzle-orm";
import { AppError } from "../../core/errors";
import type { ServiceContext } from "../../core/service-context";
import { users } from "../../db/schema";

export const CONFLICT_MESSAGES = {
  email: "An account with this email already exists",
  mcNumber: "A carrier account with this MC number already exists",
  dotNumber: "A carrier account with this DOT number already exists",
} as const;

const conflict = (field: keyof typeof CONFLICT_MESSAGES) =>
  new AppError("CONFLICT", CONFLICT_MESSAGES[field], { fields: { [field]: [CONFLICT_MESSAGES[field]] } });

/** Checked up front for a clear answer; the unique indexes still decide a race (see below). */
export async function assertEmailAvailable(ctx: ServiceContext, email: string, exceptUserId?: string): Promise<void> {
  const [row] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(exceptUserId ? and(eq(users.email, email), ne(users.id, exceptUserId)) : eq(users.email, email))
    .limit(1);
  if (row) throw conflict("email");
}

/** Carriers own their MC and DOT numbers; brokers of one brokerage share theirs (decision 0002). */
export async function assertCarrierNumbersAvailable(
  ctx: ServiceContext,
  numbers: { mcNumber: string; dotNumber: string },
  exceptUserId?: string,
): Promise<void> {
  const matches = await ctx.db
    .select({ id: users.id, mcNumber: users.mcNumber, dotNumber: users.dotNumber })
    .from(users)
    .where(
      and(
        eq(users.userType, "carrier"),
        or(eq(users.mcNumber, numbers.mcNumber), eq(users.dotNumber, numbers.dotNumber)),
      ),
    )
    .limit(3);
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
