import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { SQLiteUpdateSetSource } from "drizzle-orm/sqlite-core";
import type { Database } from "../client";
import { idempotencyKeys, partnerClients, partnerOrganisations, users } from "../schema";

/** The orders the Partners tab lists organisations in (schemas/partners-admin.ts validates them). */
export const PARTNER_ORGANISATION_SORTS = ["newest", "name"] as const;
export type PartnerOrganisationSort = (typeof PARTNER_ORGANISATION_SORTS)[number];

export type PartnerClientRow = typeof partnerClients.$inferSelect;

export async function findPartnerClient(db: Database, clientId: string): Promise<PartnerClientRow | undefined> {
  const [client] = await db.select().from(partnerClients).where(eq(partnerClients.id, clientId));
  return client;
}

export function clientsOfOrganisations(db: Database, organisationIds: string[]) {
  return db.select().from(partnerClients).where(inArray(partnerClients.organisationId, organisationIds));
}

const withCarrierEmail = (db: Database) =>
  db
    .select({ organisation: partnerOrganisations, carrierEmail: users.email })
    .from(partnerOrganisations)
    .leftJoin(users, eq(users.id, partnerOrganisations.carrierUserId));

/** One page of organisations, with their carrier's address, and the total over every page. */
export async function organisationsPage(
  db: Database,
  input: { page: number; pageSize: number; q?: string | undefined; sort?: PartnerOrganisationSort | undefined },
) {
  const where: SQL | undefined = input.q
    ? sql`instr(lower(${partnerOrganisations.name}), lower(${input.q})) > 0`
    : undefined;
  const order =
    input.sort === "name"
      ? [asc(sql`lower(${partnerOrganisations.name})`), asc(partnerOrganisations.id)]
      : [desc(partnerOrganisations.createdAt), desc(partnerOrganisations.id)];
  const [rows, [counted]] = await Promise.all([
    withCarrierEmail(db)
      .where(where)
      .orderBy(...order)
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db.select({ total: count() }).from(partnerOrganisations).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export function organisationWithCarrier(db: Database, organisationId: string) {
  return withCarrierEmail(db).where(eq(partnerOrganisations.id, organisationId));
}

export async function carrierIdByEmail(db: Database, email: string): Promise<string | undefined> {
  const [carrier] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email.toLowerCase()), eq(users.userType, "carrier")));
  return carrier?.id;
}

export function insertOrganisation(db: Database, values: typeof partnerOrganisations.$inferInsert) {
  return db.insert(partnerOrganisations).values(values);
}

export async function organisationExists(db: Database, organisationId: string): Promise<boolean> {
  const [organisation] = await db
    .select({ id: partnerOrganisations.id })
    .from(partnerOrganisations)
    .where(eq(partnerOrganisations.id, organisationId));
  return Boolean(organisation);
}

export function insertClient(db: Database, values: typeof partnerClients.$inferInsert) {
  return db.insert(partnerClients).values(values).returning();
}

export function updateClient(
  db: Database,
  { clientId, changes }: { clientId: string; changes: SQLiteUpdateSetSource<typeof partnerClients> },
) {
  return db.update(partnerClients).set(changes).where(eq(partnerClients.id, clientId)).returning();
}

/** Revokes a live client, answering it; a client already revoked (or none) answers nothing. */
export async function revokeLiveClient(db: Database, { clientId, now }: { clientId: string; now: number }) {
  const [revoked] = await db
    .update(partnerClients)
    .set({ revokedAt: new Date(now), previousSecretHash: null, previousSecretExpiresAt: null })
    .where(and(eq(partnerClients.id, clientId), isNull(partnerClients.revokedAt)))
    .returning();
  return revoked;
}

interface IdempotencyKey {
  scope: string;
  key: string;
}

const thisKey = ({ scope, key }: IdempotencyKey) => and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));

/** Claims (scope, key) for this request: false when another request holds it already. */
export async function claimIdempotencyKey(
  db: Database,
  values: IdempotencyKey & { requestHash: string; now: number; expiresAt: number },
): Promise<boolean> {
  const claimed = await db
    .insert(idempotencyKeys)
    .values({
      id: crypto.randomUUID(),
      scope: values.scope,
      key: values.key,
      requestHash: values.requestHash,
      createdAt: new Date(values.now),
      expiresAt: new Date(values.expiresAt),
    })
    .onConflictDoNothing({ target: [idempotencyKeys.scope, idempotencyKeys.key] });
  return claimed.meta.changes !== 0;
}

export function storedIdempotentAnswer(db: Database, id: IdempotencyKey) {
  return db
    .select({
      requestHash: idempotencyKeys.requestHash,
      responseStatus: idempotencyKeys.responseStatus,
      responseBody: idempotencyKeys.responseBody,
    })
    .from(idempotencyKeys)
    .where(thisKey(id))
    .get();
}

export function storeIdempotentAnswer(
  db: Database,
  { answer, ...id }: IdempotencyKey & { answer: { status: number; body: string } },
) {
  return db
    .update(idempotencyKeys)
    .set({ responseStatus: answer.status, responseBody: answer.body })
    .where(thisKey(id));
}

export function releaseIdempotencyKey(db: Database, id: IdempotencyKey) {
  return db.delete(idempotencyKeys).where(thisKey(id));
}
