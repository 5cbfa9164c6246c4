import type { Actor } from "../../core/actor";
import type { ServiceContext } from "../../core/service-context";
import { accountDeletionStatements, documentPathsOfUser } from "../../db/queries/accounts";
import { tombstoneAnonymisedLoads } from "../../db/queries/loads";
import { runBatch } from "../../db/run-batch";
import { auditEntry } from "../audit/audit";
import { accountDeletedMail, enqueueMail } from "./account-mail";
import { confirmCurrentPassword } from "./confirm-password";
import { getCurrentUser } from "./get-current-user";

const R2_DELETE_BATCH = 1000;

/**
 * Deletes the account with its sessions, personal data and documents, once the current password
 * is given, and tells the account's address. The rows go first, in one
 * batch: a document row holds the wrapped data key, so once it is gone the R2 body can no longer be
 * decrypted even if removing the object fails. Loads stay, anonymised (loads.user_id becomes null),
 * because their broker-paid rates are what other carriers rely on; a partner that pushed some of
 * them sees each leave its change feed as an `anonymised` tombstone.
 */
export async function deleteAccount(
  ctx: ServiceContext,
  { actor, input }: { actor: Actor; input: { currentPassword: string | undefined } },
): Promise<{ documents: number }> {
  const user = await getCurrentUser(ctx, { actor });
  // A session alone cannot delete the account: the password proves the owner is at the keyboard.
  await confirmCurrentPassword(ctx, { user, password: input.currentPassword });
  const owned = await documentPathsOfUser(ctx.db, user.id);

  const deletion = accountDeletionStatements(ctx.db, { userId: user.id, email: user.email });
  await runBatch(ctx.db, [
    ...deletion.personalData,
    // Loads partners pushed for this account leave their change feeds as tombstones.
    ...tombstoneAnonymisedLoads(ctx.db, user.id, ctx.now()),
    // Cascades remove notifications, subscriptions and keys; loads and shared documents keep a null.
    deletion.user,
    auditEntry(ctx, {
      action: "user.deleted",
      userId: user.id,
      details: { userType: user.userType, documents: owned.length },
    }),
  ]);

  try {
    await enqueueMail(ctx, accountDeletedMail({ to: user.email, userId: user.id }));
  } catch (error) {
    // The account is gone either way; a lost notice must not turn the deletion into an error.
    ctx.logger.error("account_deleted_mail_not_queued", { userId: user.id, error: String(error) });
  }
  const paths = owned.map((row) => row.filePath);
  for (let start = 0; start < paths.length; start += R2_DELETE_BATCH) {
    try {
      await ctx.env.DOCUMENTS.delete(paths.slice(start, start + R2_DELETE_BATCH));
    } catch (error) {
      ctx.logger.error("document_objects_not_deleted", { userId: user.id, count: paths.length, error: String(error) });
    }
  }
  return { documents: owned.length };
}
