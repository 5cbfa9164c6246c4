import type { RegistryRow } from "../../db/queries/fmcsa";
import { SEARCH_RESULT_LIMIT } from "../../db/queries/fmcsa";
import type { BrokerSearchResult, CarrierSearchResult } from "../../schemas/fmcsa";

export { SEARCH_RESULT_LIMIT };

/** Only docs/product.md's fields leave the service, so no column leaks by accident. */
export function toBrokerResult(row: RegistryRow): BrokerSearchResult {
  return {
    id: row.id,
    companyName: row.company_name,
    mcNumber: row.mc_number,
    dotNumber: row.dot_number,
    city: row.city,
    state: row.state,
    status: row.status,
    dbaName: row.dba_name,
    phoneNumber: row.phone_number,
    email: row.email,
    dataAsOf: row.last_updated === null ? null : new Date(row.last_updated).toISOString().slice(0, 10),
    sourceFile: row.source_file,
  };
}

export function toCarrierResult(row: RegistryRow): CarrierSearchResult {
  return {
    ...toBrokerResult(row),
    operatingAuthority: row.operating_authority,
    classification: row.classification,
    hazmatFlag: Boolean(row.hazmat_flag),
  };
}

/** Name order, as every search query sorts: the normalised name, then the name as written. */
export function byName(a: RegistryRow, b: RegistryRow): number {
  if (a.search_text !== b.search_text) return a.search_text < b.search_text ? -1 : 1;
  return a.company_name < b.company_name ? -1 : a.company_name > b.company_name ? 1 : 0;
}

/** Rows in rank order, each entity once, at most SEARCH_RESULT_LIMIT. */
export class RankedRows {
  readonly rows: RegistryRow[] = [];
  private readonly seen = new Set<string>();

  get full() {
    return this.rows.length >= SEARCH_RESULT_LIMIT;
  }

  add(rows: readonly RegistryRow[]) {
    for (const row of rows) {
      if (this.full) return;
      if (this.seen.has(row.id)) continue;
      this.seen.add(row.id);
      this.rows.push(row);
    }
  }
}
