import { ACCOUNT_MESSAGES, type Registration } from "@truerate/domain/validation/account";
import type { BatchItem } from "drizzle-orm/batch";
import { AppError } from "../../core/errors";
import type { ServiceContext } from "../../core/service-context";
import { insertUser } from "../../db/queries/accounts";
import { runBatch } from "../../db/run-batch";
import { auditEntry } from "../audit/audit";
import { linkUnregisteredLoadsAfter, memberBrokerageOf } from "../brokerages/late-match";
import { enqueueMail, verificationMail } from "./account-mail";
import { ensureBrokerage, membershipFor } from "./brokerage-membership";
import { assertCarrierNumbersAvailable, assertEmailAvailable, conflictFromConstraint } from "./conflicts";
import { type RegistryRecord, verifyFmcsaRegistration } from "./fmcsa-verification";
import { hashPassword } from "./password";
import { assertNotThrottled, recordAttempt, recordAttempts, THROTTLES, type ThrottleSubject } from "./throttle";
import { secretsEqual } from "./tokens";
import { issueVerificationCode } from "./verification-code";

export interface RegistrationResult {
  userId: string;
  email: string;
}

/**
 * Creates an unverified account and e-mails its code. Carriers and brokers must match one FMCSA
 * record; brokers join their MC number's brokerage; admins need the server's sign-up code.
 */
export async function registerAccount(ctx: ServiceContext, input: Registration): Promise<RegistrationResult> {
  const takenFromHere: ThrottleSubject = [THROTTLES.registerTaken, ctx.clientIp];
  await assertNotThrottled(ctx, [takenFromHere]);
  if (input.userType === "admin") await assertAdminCode(ctx, input.adminCode);
  // docs/product.md's 409 for a taken address stays; each one slows the address that asks, so a list of
  // addresses cannot be walked quickly.
  await countingConflicts(ctx, takenFromHere, () => assertEmailAvailable(ctx, { email: input.email }));

  let registry: RegistryRecord | null = null;
  if (input.userType !== "admin" && input.mcNumber && input.dotNumber) {
    const numbers = { mcNumber: input.mcNumber, dotNumber: input.dotNumber };
    registry = await verifyFmcsaRegistration(ctx, { userType: input.userType, ...numbers });
    if (input.userType === "carrier")
      await countingConflicts(ctx, takenFromHere, () => assertCarrierNumbersAvailable(ctx, numbers));
  }

  const userId = crypto.randomUUID();
  const now = ctx.now();
  const code = issueVerificationCode(userId, now);
  const passwordHash = await hashPassword(input.password);
  const isBroker = input.userType === "broker" && registry !== null;

  const statements: [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]] = [
    insertUser(ctx.db, {
      id: userId,
      email: input.email,
      passwordHash,
      userType: input.userType,
      isAdmin: input.userType === "admin",
      companyName: input.companyName,
      phoneNumber: input.phoneNumber,
      mcNumber: input.mcNumber,
      dotNumber: input.dotNumber,
      numberOfTrucks: input.numberOfTrucks,
      trailerTypes: input.trailerTypes.length ? input.trailerTypes.join(",") : null,
      verified: false,
      verificationCode: code.hash,
      verificationCodeExpiry: code.expiresAt,
      verificationAttempts: 0,
      verificationSentAt: new Date(now),
      createdAt: new Date(now),
      termsAcceptedAt: new Date(now),
      termsVersion: input.termsVersion,
      privacyAcceptedAt: new Date(now),
      ...(isBroker && input.mcNumber
        ? membershipFor(input.mcNumber, userId)
        : { brokerageId: null, pendingBrokerageId: null }),
    }),
    auditEntry(ctx, {
      action: "user.registered",
      userId,
      actorUserId: userId,
      details: { userType: input.userType, fmcsaRecordId: registry?.id ?? null },
    }),
  ];
  if (isBroker && registry) statements.unshift(ensureBrokerage(ctx, registry));

  try {
    await runBatch(ctx.db, statements);
  } catch (error) {
    throw conflictFromConstraint(error) ?? error;
  }
  // A broker who created (or alone holds) a brokerage brings the loads that already name it.
  if (isBroker) await linkUnregisteredLoadsAfter(ctx, await memberBrokerageOf(ctx, userId));

  try {
    await enqueueMail(ctx, verificationMail({ to: input.email, code: code.code, userId, issuedAt: now }));
  } catch (error) {
    // The account exists; 'Resend Code' recovers from a lost e-mail, so registration still succeeds.
    ctx.logger.error("verification_mail_not_queued", { userId, error: String(error) });
  }
  return { userId, email: input.email };
}

async function countingConflicts(ctx: ServiceContext, subject: ThrottleSubject, check: () => Promise<void>) {
  try {
    await check();
  } catch (error) {
    if (error instanceof AppError && error.code === "CONFLICT") await recordAttempt(ctx, subject);
    throw error;
  }
}

/**
 * Admin sign-up is closed unless ADMIN_SIGNUP_CODE is set, and then needs it exactly. Wrong codes
 * back off per client address and across all addresses, so the code cannot be guessed.
 */
async function assertAdminCode(ctx: ServiceContext, given: string | null): Promise<void> {
  const subjects: ThrottleSubject[] = [
    [THROTTLES.adminCodeClient, ctx.clientIp],
    [THROTTLES.adminCodeAll, "all"],
  ];
  await assertNotThrottled(ctx, subjects);
  const expected = ctx.env.ADMIN_SIGNUP_CODE;
  const matches = Boolean(expected) && secretsEqual(given ?? "", expected ?? "");
  if (!matches) {
    await recordAttempts(ctx, subjects);
    throw new AppError("FORBIDDEN", ACCOUNT_MESSAGES.invalidAdminCode, {
      fields: { adminCode: [ACCOUNT_MESSAGES.invalidAdminCode] },
    });
  }
}
