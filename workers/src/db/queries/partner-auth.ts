import type { RawColumns } from "../raw-row";
import type { partnerClients } from "../schema";

/*
 * Raw, the two statements of every partner request (a measured hot path): one D1 batch reads the
 * client and counts the request in its minute, before any service runs.
 */
/** Raw: the token's client, its limit and scopes. */
const CLIENT_SQL =
  'SELECT revoked_at, rate_limit_per_minute AS "limit", organisation_id, scopes, sandbox FROM partner_clients WHERE id = ?1';
/** Raw: one more request in the client's minute (?2), answering the count. */
const COUNT_REQUEST_SQL = `INSERT INTO partner_rate_windows (client_id, window_start, count) VALUES (?1, ?2, 1)
  ON CONFLICT (client_id, window_start) DO UPDATE SET count = count + 1 RETURNING count`;

/** The client row as CLIENT_SQL answers it. */
export type PartnerClientGrant = RawColumns<
  typeof partnerClients.$inferSelect,
  "revokedAt" | "organisationId" | "scopes" | "sandbox"
> & { limit: (typeof partnerClients.$inferSelect)["rateLimitPerMinute"] };

/** The client of a token and its request count in the minute `windowStart`, this request counted. */
export async function readClientCountingRequest(
  d1: D1Database,
  { clientId, windowStart }: { clientId: string; windowStart: number },
): Promise<{ client: PartnerClientGrant | undefined; count: number | undefined }> {
  const [client, counted] = await d1.batch<PartnerClientGrant & { count: number }>([
    d1.prepare(CLIENT_SQL).bind(clientId),
    d1.prepare(COUNT_REQUEST_SQL).bind(clientId, windowStart),
  ]);
  return { client: client?.results[0], count: counted?.results[0]?.count };
}
