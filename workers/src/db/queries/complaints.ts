import type { ComplaintOutcome } from "@truerate/domain/enums";
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "../client";
import { complaints, documents, fmcsaBrokers, loads, users } from "../schema";

/** The complaints filed about a brokerage, newest first, each with its load's number. */
export function complaintsAboutBrokerage(db: Database, brokerageId: string) {
  return db
    .select({ complaint: complaints, loadNumber: loads.loadNumber })
    .from(complaints)
    .innerJoin(loads, eq(loads.id, complaints.loadId))
    .where(eq(complaints.brokerageId, brokerageId))
    .orderBy(desc(complaints.filedAt));
}

const brokerageComplaint = (input: { id: string; brokerageId: string }): SQL | undefined =>
  and(eq(complaints.id, input.id), eq(complaints.brokerageId, input.brokerageId));

/** One complaint about the brokerage, with its load's number (none when it is another's). */
export async function brokerageComplaintWithLoad(db: Database, input: { id: string; brokerageId: string }) {
  const [row] = await db
    .select({ complaint: complaints, loadNumber: loads.loadNumber })
    .from(complaints)
    .innerJoin(loads, eq(loads.id, complaints.loadId))
    .where(brokerageComplaint(input))
    .limit(1);
  return row;
}

/** The load a complaint about the brokerage is on (none when it is another's). */
export async function brokerageComplaintLoad(db: Database, input: { id: string; brokerageId: string }) {
  const [found] = await db
    .select({ loadId: complaints.loadId })
    .from(complaints)
    .where(brokerageComplaint(input))
    .limit(1);
  return found;
}

/** The brokerage's reply written on its complaint, to batch with its audit row. */
export function setComplaintReply(
  db: Database,
  input: { id: string; brokerageId: string; reply: string; at: Date; userId: string },
) {
  return db
    .update(complaints)
    .set({ brokerReply: input.reply, brokerReplyAt: input.at, brokerReplyBy: input.userId })
    .where(brokerageComplaint(input));
}

/** A load with its carrier's name, MC number and address. */
export async function loadWithCarrier(db: Database, loadId: string) {
  const [row] = await db
    .select({ load: loads, carrier: { companyName: users.companyName, mcNumber: users.mcNumber, email: users.email } })
    .from(loads)
    .leftJoin(users, eq(users.id, loads.userId))
    .where(eq(loads.id, loadId))
    .limit(1);
  return row;
}

/** A load's documents (oldest first), its broker's registry row and its complaint, in one batch. */
export async function complaintEvidence(db: Database, input: { loadId: string; brokerMcNumber: string }) {
  const [attached, [registry], [complaint]] = await db.batch([
    db.select().from(documents).where(eq(documents.loadId, input.loadId)).orderBy(documents.uploadedAt),
    db.select().from(fmcsaBrokers).where(eq(fmcsaBrokers.mcNumber, input.brokerMcNumber)).limit(1),
    db.select().from(complaints).where(eq(complaints.loadId, input.loadId)).limit(1),
  ]);
  return { attached, registry, complaint };
}

/**
 * One statement decides: the first record inserts, a different ID or outcome updates, the same
 * one again changes nothing. Answers the row when it changed.
 */
export async function upsertComplaint(
  db: Database,
  input: {
    loadId: string;
    brokerageId: string | null;
    brokerMcNumber: string | null;
    nccdbComplaintId: string;
    outcome: ComplaintOutcome;
    filedBy: string;
    at: Date;
  },
) {
  const [changed] = await db
    .insert(complaints)
    .values({
      loadId: input.loadId,
      brokerageId: input.brokerageId,
      brokerMcNumber: input.brokerMcNumber,
      nccdbComplaintId: input.nccdbComplaintId,
      outcome: input.outcome,
      filedBy: input.filedBy,
      filedAt: input.at,
    })
    .onConflictDoUpdate({
      target: complaints.loadId,
      set: { nccdbComplaintId: input.nccdbComplaintId, outcome: input.outcome, updatedAt: input.at },
      setWhere: sql`${complaints.nccdbComplaintId} IS NOT excluded.nccdb_complaint_id OR ${complaints.outcome} IS NOT excluded.outcome`,
    })
    .returning();
  return changed;
}

/** A load's complaint. */
export async function complaintOfLoad(db: Database, loadId: string) {
  const [saved] = await db.select().from(complaints).where(eq(complaints.loadId, loadId)).limit(1);
  return saved;
}
