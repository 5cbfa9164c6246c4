import {
  DEFAULT_ROTATION_OVERLAP_HOURS,
  hashClientSecret,
  newClientId,
  newClientSecret,
  parseScopes,
} from "@truerate/domain/partners/credentials";
import type { PartnerScope } from "@truerate/domain/partners/vocabulary";
import { notFound, validationFailed } from "../../core/errors";
import type { ServiceContext } from "../../core/service-context";
import {
  carrierIdByEmail,
  clientsOfOrganisations,
  findPartnerClient,
  insertClient,
  insertOrganisation,
  organisationExists,
  organisationsPage,
  organisationWithCarrier,
  type PartnerClientRow,
  revokeLiveClient,
  updateClient,
} from "../../db/queries/partners";
import { runBatch } from "../../db/run-batch";
import type { partnerOrganisations } from "../../db/schema";
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

function clientView(row: PartnerClientRow): ClientView {
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
  const clients = ids.length ? await clientsOfOrganisations(ctx.db, ids) : [];
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
  const { rows, total } = await organisationsPage(ctx.db, { ...input, q: input.q?.trim() || undefined });
  return {
    organisations: await withClients(ctx, rows),
    total,
    page: input.page,
    pageSize: input.pageSize,
  };
}

async function organisationById(ctx: ServiceContext, id: string): Promise<OrganisationView | undefined> {
  const rows = await organisationWithCarrier(ctx.db, id);
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
    const carrierId = await carrierIdByEmail(ctx.db, input.carrierEmail);
    if (!carrierId) {
      throw validationFailed("No carrier account has this e-mail", {
        carrierEmail: ["No carrier account has this e-mail"],
      });
    }
    carrierUserId = carrierId;
  }
  const id = crypto.randomUUID();
  await runBatch(ctx.db, [
    insertOrganisation(ctx.db, { id, name: input.name, carrierUserId }),
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
  if (!(await organisationExists(ctx.db, input.organisationId))) throw notFound(PARTNER_MESSAGES.organisationNotFound);
  const clientSecret = newClientSecret(sandbox);
  const id = newClientId(sandbox);
  const [[row]] = await runBatch(ctx.db, [
    insertClient(ctx.db, {
      id,
      organisationId: input.organisationId,
      name: input.name,
      scopes: input.scopes.join(" "),
      secretHash: hashClientSecret(clientSecret),
      sandbox,
      rateLimitPerMinute: input.rateLimitPerMinute ?? 600,
    }),
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
  const current = await findPartnerClient(ctx.db, input.clientId);
  if (!current || current.revokedAt) throw notFound(PARTNER_MESSAGES.clientNotFound);
  const now = ctx.now();
  const overlapMs = (input.overlapHours ?? DEFAULT_ROTATION_OVERLAP_HOURS) * 3_600_000;
  const clientSecret = newClientSecret(current.sandbox);
  const [[row]] = await runBatch(ctx.db, [
    updateClient(ctx.db, {
      clientId: current.id,
      changes: {
        secretHash: hashClientSecret(clientSecret),
        previousSecretHash: overlapMs > 0 ? current.secretHash : null,
        previousSecretExpiresAt: overlapMs > 0 ? new Date(now + overlapMs) : null,
        rotatedAt: new Date(now),
      },
    }),
    audit(ctx, admin.userId, "partner.client_rotated", current.id, { overlapHours: overlapMs / 3_600_000 }),
  ]);
  if (!row) throw notFound(PARTNER_MESSAGES.clientNotFound);
  return { client: clientView(row), clientSecret };
}

/** Ends a client for good: its secrets stop exchanging and its live tokens stop working at once. */
export async function revokeClient(ctx: ServiceContext, input: { clientId: string }) {
  const admin = requireAdministrator(ctx);
  // Only the call that revokes writes the audit row; a repeat answers the revoked client as it is.
  const revoked = await revokeLiveClient(ctx.db, { clientId: input.clientId, now: ctx.now() });
  if (revoked) {
    await audit(ctx, admin.userId, "partner.client_revoked", input.clientId, {});
    return clientView(revoked);
  }
  const existing = await findPartnerClient(ctx.db, input.clientId);
  if (!existing) throw notFound(PARTNER_MESSAGES.clientNotFound);
  return clientView(existing);
}
