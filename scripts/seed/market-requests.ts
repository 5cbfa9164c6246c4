/**
 * The demo market's 371.3 requests: every load the product enters gets one (services/loads/create.ts),
 * queued at its upload and delivered by the queue's consumer within seconds, so every market load
 * has one, delivered a few seconds after its upload. None is answered: the market's brokers share
 * documents (market-documents.ts) but send no record through the response link. Idempotent: a load
 * that has its request keeps it.
 */
const DELIVERY_DELAY_MS = 4_000;

/** Gives each load whose number starts with `prefix` its delivered request; answers how many were added. */
export async function seedMarketRequests(db: D1Database, prefix: string): Promise<number> {
  const result = await db
    .prepare(
      `INSERT INTO load_requests (load_id, nonce, status, queued_at, delivered_at)
       SELECT id, lower(hex(randomblob(16))), 'delivered', uploaded_at, uploaded_at + ?2
       FROM loads WHERE load_number LIKE ?1 || '%'
       ON CONFLICT DO NOTHING`,
    )
    .bind(prefix, DELIVERY_DELAY_MS)
    .run();
  return result.meta.changes ?? 0;
}
