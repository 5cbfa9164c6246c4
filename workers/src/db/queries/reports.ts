import type { CompanyKind } from "@truerate/domain/enums";
// What admitting a rate report reads: the source's recent uploads and standing, and the FMCSA
// registry rows of the carriers a partner names.
import type { fmcsaCarriers, loads } from "../schema";

type Load = typeof loads.$inferSelect;

/**
 * Raw: the source's located uploads of the last BURST_DAYS on the batch's equipment and state pairs
 * (one JSON parameter, json_each), from loads_source_lanes_idx alone. Only those can share a lane
 * with an item (WeekOfUploads buckets by the same key), so a partner's thousandth batch of the week
 * reads its lanes' uploads rather than all the week's (bench: 12,000 rows where it read 30,000).
 * CROSS JOIN keeps the pairs outside: SQLite otherwise walks the source's week and scans the pairs
 * for every row (11 s on 30,000 uploads).
 */
const WEEK_ON_PAIRS_SQL = `SELECT l.trailer_type AS trailerType, l.pickup_state AS pickupState,
    l.delivery_state AS deliveryState, l.pickup_latitude AS pickupLatitude, l.pickup_longitude AS pickupLongitude,
    l.delivery_latitude AS deliveryLatitude, l.delivery_longitude AS deliveryLongitude
  FROM json_each(?2) AS p
  CROSS JOIN loads AS l ON l.source_key = ?1 AND l.trailer_type = p.value ->> '$[0]'
    AND l.pickup_state = p.value ->> '$[1]' AND l.delivery_state = p.value ->> '$[2]' AND l.uploaded_at >= ?3
  WHERE l.pickup_latitude IS NOT NULL AND l.delivery_latitude IS NOT NULL`;

/** Raw: how the source's last `?2` reports stood (loads_source_uploaded_idx). */
const STANDING_SQL = `SELECT count(*) AS total, coalesce(sum(review_status <> 'counted'), 0) AS held
  FROM (SELECT review_status FROM loads WHERE source_key = ?1 ORDER BY uploaded_at DESC LIMIT ?2)`;

/** A located upload as WEEK_ON_PAIRS_SQL answers it (its WHERE rules out the null points). */
export type UploadRow = Pick<Load, "trailerType" | "pickupState" | "deliveryState"> & {
  [K in "pickupLatitude" | "pickupLongitude" | "deliveryLatitude" | "deliveryLongitude"]: NonNullable<Load[K]>;
};

/**
 * In one batch: the source's located uploads since `since` on the given [equipment, pickup state,
 * delivery state] pairs, and how its last `window` reports stood.
 */
export async function sourceUploadsAndStanding(
  d1: D1Database,
  query: { source: string; pairs: readonly (readonly string[])[]; since: number; window: number },
) {
  const [uploads, standing] = await d1.batch([
    d1.prepare(WEEK_ON_PAIRS_SQL).bind(query.source, JSON.stringify(query.pairs), query.since),
    d1.prepare(STANDING_SQL).bind(query.source, query.window),
  ]);
  return {
    uploads: (uploads?.results ?? []) as UploadRow[],
    standing: (standing?.results[0] as { total: number; held: number } | undefined) ?? { total: 0, held: 0 },
  };
}

/**
 * Raw: the pushed numbers travel as two JSON parameters (json_each), since a push's hundreds would
 * pass D1's 100 bound parameters; both registries in one statement, each row marked by its kind.
 */
const REGISTRY_ROWS_SQL = `SELECT 'carrier' AS kind, dot_number AS dotNumber, mc_number AS mcNumber,
    company_name AS companyName, status FROM fmcsa_carriers
    WHERE dot_number IN (SELECT value FROM json_each(?1)) OR mc_number IN (SELECT value FROM json_each(?2))
  UNION ALL
  SELECT 'broker', dot_number, mc_number, company_name, status FROM fmcsa_brokers
    WHERE dot_number IN (SELECT value FROM json_each(?1)) OR mc_number IN (SELECT value FROM json_each(?2))`;

/** A registry row of either table (both have the same columns), marked by its kind. */
export type RegistryRow = Pick<
  typeof fmcsaCarriers.$inferSelect,
  "dotNumber" | "mcNumber" | "companyName" | "status"
> & {
  kind: CompanyKind;
};

/** The carriers' and brokers' registry rows with any of these USDOT or MC numbers. */
export async function registryRowsOf(
  d1: D1Database,
  numbers: { dots: readonly string[]; mcs: readonly string[] },
): Promise<RegistryRow[]> {
  return (
    await d1
      .prepare(REGISTRY_ROWS_SQL)
      .bind(JSON.stringify(numbers.dots), JSON.stringify(numbers.mcs))
      .all<RegistryRow>()
  ).results;
}
