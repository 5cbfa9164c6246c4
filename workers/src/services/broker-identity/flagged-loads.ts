import type { IdentityCheck } from "@truerate/domain/brokers/identity/schema";
import type { ServiceContext } from "../../core/service-context";
import { loadsToCheck } from "../../db/queries/broker-identity";
import { requireAdministrator } from "../access/admin";
import { decodeCursor, encodeCursor } from "../admin/data-quality/cursor";
import { failingChecks, verdictsOfLoads } from "./verdicts-of-loads";

export const IDENTITY_FLAGS_PAGE = { default: 25, max: 100 } as const;
/** Loads checked per statement round, and the most one request checks before answering a short page. */
const SCAN_CHUNK = 100;
const MOST_SCANNED = 1000;

export interface IdentityFlag {
  loadId: string;
  loadNumber: string;
  uploadedAt: string;
  broker: { name: string; email: string | null; mcNumber: string | null };
  carrierName: string | null;
  /** The checks that failed, each with its sentence and evidence. */
  failing: IdentityCheck[];
}

/**
 * The loads whose broker identity fails, newest upload first, for administrators. Verdicts are not
 * stored (the registry and reports they read change), so each request checks loads in bulk, a
 * hundred at a time from the cursor's position, until the page is full or a thousand are checked:
 * a page may be short with a `nextCursor` that goes on scanning; null when no load is left.
 */
export async function listIdentityFlags(ctx: ServiceContext, input: { cursor?: string | undefined; limit: number }) {
  requireAdministrator(ctx);
  const start = input.cursor ? decodeCursor(input.cursor) : null;
  let before = start && { at: new Date(start.value), id: start.key };
  const items: IdentityFlag[] = [];
  let scanned = 0;
  let exhausted = false;
  while (items.length < input.limit && scanned < MOST_SCANNED) {
    const page = await loadsToCheck(ctx.db, { before, limit: SCAN_CHUNK });
    if (page.length < SCAN_CHUNK) exhausted = true;
    const verdicts = await verdictsOfLoads(ctx, page);
    for (const [position, load] of page.entries()) {
      scanned += 1;
      before = { at: load.uploadedAt, id: load.id };
      const failing = failingChecks(verdicts[position]);
      if (failing.length > 0)
        items.push({
          loadId: load.id,
          loadNumber: load.loadNumber,
          uploadedAt: load.uploadedAt.toISOString(),
          broker: { name: load.brokerName, email: load.brokerEmail, mcNumber: load.brokerMcNumber },
          carrierName: load.carrierName,
          failing,
        });
      if (items.length === input.limit) {
        exhausted = exhausted && position === page.length - 1;
        break;
      }
    }
    if (exhausted) break;
  }
  const nextCursor = exhausted || !before ? null : encodeCursor({ value: before.at.getTime(), key: before.id });
  return { items, nextCursor };
}
