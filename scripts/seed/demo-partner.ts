/**
 * The demo carrier's partner integration, Demo TMS (scripts/lib/demo-accounts.mjs): an organisation acting
 * for the demo carrier, a live API client with a fixed local secret, and the broker identity cases as its
 * pushed loads (the partner's id is the load number). So on a fresh `npm start` each case is read through
 * the partner API too: `getPartnerLoad` answers the load's identity verdict, its shared rate confirmation's
 * document match included. Idempotent: every row is keyed and a second run adds nothing.
 */
import { hashClientSecret } from "@truerate/domain/partners/credentials";
import { DEMO_ACCOUNTS } from "../lib/demo-accounts.mjs";

const ORGANISATION_ID = "demo-tms";

/** Seeds the partner for the carrier's case loads (load number → load id); nothing without them. */
export async function seedDemoPartner(
  d1: D1Database,
  input: { carrierId: string; loads: ReadonlyMap<string, string>; now: number },
): Promise<void> {
  if (input.loads.size === 0) return;
  const { partner } = DEMO_ACCOUNTS;
  await d1.batch([
    d1
      .prepare(
        "INSERT INTO partner_organisations (id, name, carrier_user_id) VALUES (?1, ?2, ?3) ON CONFLICT (id) DO NOTHING",
      )
      .bind(ORGANISATION_ID, partner.name, input.carrierId),
    d1
      .prepare(
        `INSERT INTO partner_clients (id, organisation_id, name, scopes, secret_hash)
         VALUES (?1, ?2, ?3, ?4, ?5) ON CONFLICT (id) DO NOTHING`,
      )
      .bind(
        partner.clientId,
        ORGANISATION_ID,
        `${partner.name} (demo)`,
        partner.scopes,
        hashClientSecret(partner.clientSecret),
      ),
    ...[...input.loads].map(([loadNumber, loadId]) =>
      d1
        .prepare(
          `INSERT INTO partner_loads (organisation_id, partner_load_id, load_id, body_hash, changed_at)
           VALUES (?1, ?2, ?3, '', ?4) ON CONFLICT DO NOTHING`,
        )
        .bind(ORGANISATION_ID, loadNumber, loadId, input.now),
    ),
  ]);
}
