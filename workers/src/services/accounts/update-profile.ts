import { type ProfileUpdate, requestedEmailChange } from "@truerate/domain/validation/account";
import type { BatchItem } from "drizzle-orm/batch";
import type { Actor } from "../../core/actor";
import type { ServiceContext } from "../../core/service-context";
import { type UserChanges, updateUser } from "../../db/queries/accounts";
import { runBatch } from "../../db/run-batch";
import { auditEntry } from "../audit/audit";
import { notifyMembersOfJoinRequest } from "../brokerages/join-request-mail";
import { linkUnregisteredLoadsAfter, memberBrokerageOf } from "../brokerages/late-match";
import { emailChangeRequestedMail, enqueueMail, verificationMail } from "./account-mail";
import { ensureBrokerage, membershipFor } from "./brokerage-membership";
import { confirmCurrentPassword } from "./confirm-password";
import { assertCarrierNumbersAvailable, assertEmailAvailable, conflictFromConstraint } from "./conflicts";
import { verifyFmcsaRegistration } from "./fmcsa-verification";
import { getCurrentUser } from "./get-current-user";
import type { UserRow } from "./queries";
import { issueVerificationCode } from "./verification-code";

/**
 * Saves the Profile Information form. New MC or DOT numbers go through the same FMCSA check as
 * registration (a broker moves to the brokerage of the new MC). A new e-mail address needs the
 * current password, is mailed a code, and replaces the old one only once verified; the old address
 * is told. Role, admin flag and subscription are not editable here.
 */
export async function updateProfile(
  ctx: ServiceContext,
  { actor, input }: { actor: Actor; input: ProfileUpdate },
): Promise<UserRow> {
  const user = await getCurrentUser(ctx, { actor });
  const now = ctx.now();
  const changes: UserChanges = {};
  const statements: BatchItem<"sqlite">[] = [];

  if (input.companyName !== undefined) changes.companyName = input.companyName;
  if (input.phoneNumber !== undefined) changes.phoneNumber = input.phoneNumber;
  if (input.numberOfTrucks !== undefined) changes.numberOfTrucks = input.numberOfTrucks;
  if (input.trailerTypes !== undefined) changes.trailerTypes = input.trailerTypes.join(",") || null;

  const mcNumber = input.mcNumber ?? user.mcNumber;
  const dotNumber = input.dotNumber ?? user.dotNumber;
  const numbersChanged = mcNumber !== user.mcNumber || dotNumber !== user.dotNumber;
  if (numbersChanged && user.userType !== "admin" && mcNumber && dotNumber) {
    const record = await verifyFmcsaRegistration(ctx, { userType: user.userType, mcNumber, dotNumber });
    if (user.userType === "carrier")
      await assertCarrierNumbersAvailable(ctx, { mcNumber, dotNumber, exceptUserId: user.id });
    // A new MC number is another brokerage: joining it follows the same rule as at registration.
    // A corrected DOT number alone keeps the membership.
    if (user.userType === "broker" && mcNumber !== user.mcNumber) {
      statements.push(ensureBrokerage(ctx, record));
      Object.assign(changes, membershipFor(mcNumber, user.id));
    }
    changes.mcNumber = mcNumber;
    changes.dotNumber = dotNumber;
  }

  let code: ReturnType<typeof issueVerificationCode> | null = null;
  // The pending address sent again is no new change: the code already mailed keeps counting.
  const newEmail = requestedEmailChange(input.email, user);
  if (newEmail) {
    await confirmCurrentPassword(ctx, { user, password: input.currentPassword });
    await assertEmailAvailable(ctx, { email: newEmail, exceptUserId: user.id });
    code = issueVerificationCode(user.id, now);
    // The address changes only when the new one is verified (verify-email); until then the old one
    // signs in and hears of the request.
    Object.assign(changes, {
      pendingEmail: newEmail,
      verificationCode: code.hash,
      verificationCodeExpiry: code.expiresAt,
      verificationAttempts: 0,
      verificationSentAt: new Date(now),
    } satisfies UserChanges);
  }

  const changed = Object.keys(changes).filter((key) => !key.startsWith("verification"));
  if (changed.length === 0) return user;

  try {
    const batch: [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]] = [
      updateUser(ctx.db, { userId: user.id, changes }),
      auditEntry(ctx, { action: "user.profile_updated", userId: user.id, details: { fields: changed } }),
    ];
    batch.unshift(...statements);
    await runBatch(ctx.db, batch);
  } catch (error) {
    throw conflictFromConstraint(error) ?? error;
  }
  if ("brokerageId" in changes) await linkUnregisteredLoadsAfter(ctx, await memberBrokerageOf(ctx, user.id));
  if (code && newEmail) {
    await enqueueMail(ctx, verificationMail({ to: newEmail, code: code.code, userId: user.id, issuedAt: now }));
    await enqueueMail(ctx, emailChangeRequestedMail({ to: user.email, newEmail, userId: user.id, issuedAt: now }));
  } else if ("pendingBrokerageId" in changes) {
    // A verified broker who moved into a brokerage with members: they hear of the request now.
    await notifyMembersOfJoinRequest(ctx, user.id);
  }
  return getCurrentUser(ctx, { actor });
}
