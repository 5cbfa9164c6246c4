import type { AuthorityGrant, RegistryLookup } from "@truerate/domain/brokers/identity/authority";
import type { RegistryFile } from "@truerate/domain/brokers/identity/sources";
import type { ServiceContext } from "../../core/service-context";
import {
  authorityHistoryOfMc,
  newestAuthorityHistoryFile,
  newestCensusFile,
  registryOfMc,
} from "../../db/queries/fmcsa";

/** "MC-0123456", "123456" → "MC123456": the registry's form (digits without leading zeros). */
export const registryMcNumber = (mc: string | null | undefined) => {
  const digits = mc?.replace(/\D/g, "").replace(/^0+/, "") ?? "";
  return digits ? `MC${digits}` : null;
};

const fileOf = (row: { name: string | null; asOf: Date | null } | undefined): RegistryFile | null =>
  row?.asOf ? { name: row.name ?? "(unnamed file)", asOf: row.asOf.getTime() } : null;

/** The registry's rows of one MC, as read for one load or a batch. */
export interface RegistryRows {
  broker: {
    companyName: string;
    mcNumber: string;
    operatingAuthority: string | null;
    email: string | null;
    addedAt: Date | null;
    lastUpdated: Date | null;
    sourceFile: string | null;
  } | null;
  carrierName: string | null;
  grants: readonly {
    authorityType: AuthorityGrant["authorityType"];
    originalAction: string;
    originalServedAt: Date | null;
    dispositionAction: string | null;
    dispositionServedAt: Date | null;
    dispositionDecidedAt: Date | null;
  }[];
  /** The newest census file, for an MC it lacks (absent "as of" a date). */
  censusFile: { name: string | null; asOf: Date | null } | undefined;
  /** The newest authority history file; none when no history was ever imported. */
  historyFile: { name: string | null; asOf: Date | null } | undefined;
}

/** The registry lookup of an MC from its rows: the broker row's own file, else the newest census file. */
export function lookupOf(mcNumber: string | null, rows: RegistryRows): RegistryLookup {
  if (mcNumber === null) return { mcNumber: null, census: null, broker: null, carrierName: null, history: null };
  const broker = rows.broker;
  const census = fileOf(broker ? { name: broker.sourceFile, asOf: broker.lastUpdated } : rows.censusFile);
  const history = fileOf(rows.historyFile);
  return {
    mcNumber,
    census,
    broker: broker && {
      companyName: broker.companyName,
      mcNumber: broker.mcNumber,
      operatingAuthority: broker.operatingAuthority,
      email: broker.email,
      addedAt: broker.addedAt?.getTime() ?? null,
    },
    carrierName: rows.carrierName,
    history: history && {
      file: history,
      grants: rows.grants.map((grant) => ({
        authorityType: grant.authorityType,
        originalAction: grant.originalAction,
        servedAt: grant.originalServedAt?.getTime() ?? null,
        dispositionAction: grant.dispositionAction,
        dispositionAt: (grant.dispositionServedAt ?? grant.dispositionDecidedAt)?.getTime() ?? null,
      })),
    },
  };
}

/**
 * What the FMCSA registry says of an MC, for the authority checks: its census rows (with the file
 * each came from, else the newest census file, so an absent MC is absent "as of" a date) and its
 * authority history (none when no history file was ever imported).
 */
export async function registryLookup(ctx: ServiceContext, input: { mcNumber: string | null }): Promise<RegistryLookup> {
  const mcNumber = registryMcNumber(input.mcNumber);
  if (mcNumber === null)
    return lookupOf(null, {
      broker: null,
      carrierName: null,
      grants: [],
      censusFile: undefined,
      historyFile: undefined,
    });
  const [registry, grants, historyFile] = await Promise.all([
    registryOfMc(ctx.db, mcNumber),
    authorityHistoryOfMc(ctx.db, mcNumber),
    newestAuthorityHistoryFile(ctx.db),
  ]);
  const censusFile = registry.broker ? undefined : await newestCensusFile(ctx.db);
  return lookupOf(mcNumber, {
    broker: registry.broker,
    carrierName: registry.carrierName,
    grants,
    censusFile,
    historyFile,
  });
}
