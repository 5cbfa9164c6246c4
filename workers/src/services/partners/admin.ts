import {
  DEFAULT_ROTATION_OVERLAP_HOURS,
  hashClientSecret,
  newClientId,
  newClientSecret,
  parseScopes,
} from "@truerate/domain/partners/credentials";
import type { PartnerScope } from "@truerate/domain/partners/vocabulary";
import { and, asc, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { notFound, validationFailed } from "../../core/errors";
import type { ServiceContext } from "../../core/service-context";
import { partnerClients, partnerOrganisations, users } from "../../db/schema";
import type {
  ClientView,
  OrganisationsPage,
  OrganisationView,
  PartnerOrganisationSort,
} from "../../schemas/partners-admin";
import { requireAdministrator } from "../access/admin";
import { auditRecord } from "../audit/audit";
import { PARTNER_MESSAGES } from "./messages";

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function clientView(row: typeof partnerClients.$inferSelect): ClientView {
  return {
    id: row.id,
    name: row.name,
    scopes: parseScopes(row.scopes),
    sandbox: row.sandbox,
    rateLimitPerMinute: row.rateLimitPerMinute,
    createdAt: row.createdAt.toISOString(),
    rotatedAt: iso(row.rotatedAt),
    previousSecretExpiresAt: iso(row.previousSecretExpiresAt),
    revokedAt: iso(row.revokedAt),
  };
}

const audit = (ctx: ServiceContext, actorUserId: string, action: string, entityId: string, details: object) =>
  auditRecord(ctx, { actorUserId, action, entityType: "partner", entityId, details: { ...details } });

async function withClients(
  ctx: ServiceContext,
  organisations: { organisation: typeof partnerOrganisations.$inferSelect; carrierEmail: string | null }[],
): Promise<OrganisationView[]> {
  const ids = organisations.map(({ organisation }) => organisation.id);
  const clients = ids.length
    ? await ctx.db.select().from(partnerClients).where(inArray(partnerClients.organisationId, ids))
    : [];
  return organisations.map(({ organisation, carrierEmail }) => ({
    id: organisation.id,
    name: organisation.name,
    carrierEmail,
    createdAt: organisation.createdAt.toISOString(),
    clients: clients.filter((client) => client.organisationId === organisation.id).map(clientView),
  }));
}

/**
 * One page of partner organisations with their clients (never a secret or its hash), with the total
 * over every page; `q` keeps the organisations whose name contains it (any case).
 */
export async function listOrganisations(
  ctx: ServiceContext,
  input: { page: number; pageSize: number; q?: string | undefined; sort?: PartnerOrganisationSort | undefined },
): Promise<OrganisationsPage> {
  requireAdministrator(ctx);
  const q = input.q?.trim();
  const where = q ? sql`instr(lower(${partnerOrganisations.name}), lower(${q})) > 0` : undefined;
  const order =
    input.sort === "name"
      ? [asc(sql`lower(${partnerOrganisations.name})`), asc(partnerOrganisations.id)]
      : [desc(partnerOrganisations.createdAt), desc(partnerOrganisations.id)];
  const [rows, [counted]] = await Promise.all([
    ctx.db
      .select({ organisation: partnerOrganisations, carrierEmail: users.email })
      .from(partnerOrganisations)
      .leftJoin(users, eq(users.id, partnerOrganisations.carrierUserId))
      .where(where)
      .orderBy(...order)
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    ctx.db.select({ total: count() }).from(partnerOrganisations).where(where),
  ]);
  return {
    organisations: await withClients(ctx, rows),
    total: counted?.total ?? 0,
    page: input.page,
    pageSize: input.pageSize,
  };
}

async function organisationById(ctx: ServiceContext, id: string): Promise<OrganisationView | undefined> {
  const rows = await ctx.db
    .select({ organisation: partnerOrganisations, carrierEmail: users.email })
    .from(partnerOrganisations)
    .leftJoin(users, eq(users.id, partnerOrganisations.carrierUserId))
    .where(eq(partnerOrganisations.id, id));
  return (await withClients(ctx, rows))[0];
}

/** A new organisation; `carrierEmail` names the carrier account its pushed loads are submitted for. */
export async function createOrganisation(
  ctx: ServiceContext,
  input: { name: string; carrierEmail?: string | undefined },
): Promise<OrganisationView> {
  const admin = requireAdministrator(ctx);
  let carrierUserId: string | null = null;
  if (input.carrierEmail) {
    const [carrier] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, input.carrierEmail.toLowerCase()), eq(users.userType, "carrier")));
    if (!carrier) {
      throw validationFailed("No carrier account has this e-mail", {
        carrierEmail: ["No carrier account has this e-mail"],
      });
    }
    carrierUserId = carrier.id;
  }
  const id = crypto.randomUUID();
  await ctx.db.batch([
    ctx.db.insert(partnerOrganisations).values({ id, name: input.name, carrierUserId }),
    audit(ctx, admin.userId, "partner.organisation_created", id, { name: input.name }),
  ]);
  const created = await organisationById(ctx, id);
  if (!created) throw notFound(PARTNER_MESSAGES.organisationNotFound);
  return created;
}

/**
 * A new API client; its secret is in this answer and nowhere else, ever. A sandbox client gets the
 * sandbox prefixes; its pushes and webhook endpoints stay in the sandbox.
 */
export async function createClient(
  ctx: ServiceContext,
  input: {
    organisationId: string;
    name: string;
    scopes: PartnerScope[];
    rateLimitPerMinute?: number | undefined;
    sandbox?: boolean | undefined;
  },
): Promise<{ client: ClientView; clientSecret: string }> {
  const admin = requireAdministrator(ctx);
  const sandbox = input.sandbox ?? false;
  const [organisation] = await ctx.db
    .select({ id: partnerOrganisations.id })
    .from(partnerOrganisations)
    .where(eq(partnerOrganisations.id, input.organisationId));
  if (!organisation) throw notFound(PARTNER_MESSAGES.organisationNotFound);
  const clientSecret = newClientSecret(sandbox);
  const id = newClientId(sandbox);
  const [[row]] = await ctx.db.batch([
    ctx.db
      .insert(partnerClients)
      .values({
        id,
        organisationId: organisation.id,
        name: input.name,
        scopes: input.scopes.join(" "),
        secretHash: hashClientSecret(clientSecret),
        sandbox,
        rateLimitPerMinute: input.rateLimitPerMinute ?? 600,
      })
      .returning(),
    audit(ctx, admin.userId, "partner.client_created", id, { scopes: input.scopes, sandbox }),
  ]);
  if (!row) throw notFound(PARTNER_MESSAGES.clientNotFound);
  return { client: clientView(row), clientSecret };
}

/** A new secret; the previous one keeps working for `overlapHours` (0 ends it now). */
export async function rotateClientSecret(
  ctx: ServiceContext,
  input: { clientId: string; overlapHours?: number | undefined },
): Promise<{ client: ClientView; clientSecret: string }> {
  const admin = requireAdministrator(ctx);
  const [current] = await ctx.db.select().from(partnerClients).where(eq(partnerClients.id, input.clientId));
  if (!current || current.revokedAt) throw notFound(PARTNER_MESSAGES.clientNotFound);
  const now = ctx.now();
  const overlapMs = (input.overlapHours ?? DEFAULT_ROTATION_OVERLAP_HOURS) * 3_600_000;
  const clientSecret = newClientSecret(current.sandbox);
  const [[row]] = await ctx.db.batch([
    ctx.db
      .update(partnerClients)
      .set({
        secretHash: hashClientSecret(clientSecret),
        previousSecretHash: overlapMs > 0 ? current.secretHash : null,
        previousSecretExpiresAt: overlapMs > 0 ? new Date(now + overlapMs) : null,
        rotatedAt: new Date(now),
      })
      .where(eq(partnerClients.id, current.id))
      .returning(),
    audit(ctx, admin.userId, "partner.client_rotated", current.id, { overlapHours: overlapMs / 3_600_000 }),
  ]);
  if (!row) throw notFound(PARTNER_MESSAGES.clientNotFound);
  return { client: clientView(row), clientSecret };
}

/** Ends a client for good: its secrets stop exchanging and its live tokens stop working at once. */
export async function revokeClient(ctx: ServiceContext, input: { clientId: string }) {
  const admin = requireAdministrator(ctx);
  // Only the call that revokes writes the audit row; a repeat answers the revoked client as it is.
  const [revoked] = await ctx.db
    .update(partnerClients)
    .set({ revokedAt: new Date(ctx.now()), previousSecretHash: null, previousSecretExpiresAt: null })
    .where(and(eq(partnerClients.id, input.clientId), isNull(partnerClients.revokedAt)))
    .returning();
  if (revoked) {
    await audit(ctx, admin.userId, "partner.client_revoked", input.clientId, {});
    return clientView(revoked);
  }
  const [existing] = await ctx.db.select().from(partnerClients).where(eq(partnerClients.id, input.clientId));
  if (!existing) throw notFound(PARTNER_MESSAGES.clientNotFound);
  return clientView(existing);
}
