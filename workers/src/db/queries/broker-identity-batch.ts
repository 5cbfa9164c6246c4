// The identity checks' reads for a batch of brokers (a partner push, a score lookup): one D1 batch of
// six statements, one round trip, whatever the batch's size. Each list of MCs is bound as one JSON
// array expanded by json_each, so D1's 100 bound parameters never bind, and the reports' broker keys
// are derived in SQL from the MCs (`mc:<MC>`, and `brokerage:<id>` of the brokerage under the MC).
import { and, inArray, isNotNull, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../client";
import { brokerages, fmcsaAuthorityHistory, fmcsaBrokers, fmcsaCarriers, loads } from "../schema";
import { newestAuthorityHistoryFileStatement, newestCensusFileStatement } from "./fmcsa";

/** `values` as one bound JSON parameter: `column IN (SELECT value FROM json_each(?))`. */
const jsonList = (values: readonly string[]): SQL => sql`(SELECT value FROM json_each(${JSON.stringify(values)}))`;

/**
 * What the identity checks read for every MC listed: the census rows (broker and motor carrier), the
 * authority history (oldest grant first), the registered brokerages (every one with a domain, the
 * look-alike targets, and those under the MCs), the newest census and history files, and the counted
 * reports since `since` naming an MC under its keys (the broker key leads loads_broker_invoiced_idx).
 */
export async function identityRowsOfMcs(
  db: Database,
  input: { mcNumbers: readonly string[]; since: Date; reportsOf?: readonly string[] },
) {
  const mcs = jsonList(input.mcNumbers);
  // The MCs whose reports are read: all of them unless the caller leaves the history out (search rows).
  const reportMcNumbers = input.reportsOf ?? input.mcNumbers;
  const [brokers, carriers, grants, registered, censusFile, historyFile, reports] = await db.batch([
    db
      .select({
        companyName: fmcsaBrokers.companyName,
        mcNumber: fmcsaBrokers.mcNumber,
        operatingAuthority: fmcsaBrokers.operatingAuthority,
        email: fmcsaBrokers.email,
        addedAt: fmcsaBrokers.addedAt,
        lastUpdated: fmcsaBrokers.lastUpdated,
        sourceFile: fmcsaBrokers.sourceFile,
      })
      .from(fmcsaBrokers)
      .where(inArray(fmcsaBrokers.mcNumber, mcs)),
    db
      .select({ mcNumber: fmcsaCarriers.mcNumber, companyName: fmcsaCarriers.companyName })
      .from(fmcsaCarriers)
      .where(inArray(fmcsaCarriers.mcNumber, mcs)),
    db
      .select({
        mcNumber: fmcsaAuthorityHistory.mcNumber,
        authorityType: fmcsaAuthorityHistory.authorityType,
        originalAction: fmcsaAuthorityHistory.originalAction,
        originalServedAt: fmcsaAuthorityHistory.originalServedAt,
        dispositionAction: fmcsaAuthorityHistory.dispositionAction,
        dispositionServedAt: fmcsaAuthorityHistory.dispositionServedAt,
        dispositionDecidedAt: fmcsaAuthorityHistory.dispositionDecidedAt,
      })
      .from(fmcsaAuthorityHistory)
      .where(inArray(fmcsaAuthorityHistory.mcNumber, mcs))
      .orderBy(fmcsaAuthorityHistory.originalServedAt),
    db
      .select({
        id: brokerages.id,
        name: brokerages.name,
        mcNumber: brokerages.mcNumber,
        emailDomain: brokerages.emailDomain,
      })
      .from(brokerages)
      .where(or(isNotNull(brokerages.emailDomain), inArray(brokerages.mcNumber, mcs))),
    newestCensusFileStatement(db),
    newestAuthorityHistoryFileStatement(db),
    reportsNamingMcsStatement(db, { mcNumbers: reportMcNumbers, since: input.since }),
  ]);
  return { brokers, carriers, grants, registered, censusFile: censusFile[0], historyFile: historyFile[0], reports };
}

/**
 * The counted reports since `since` naming the MCs under their keys, found through the broker key
 * (loads_broker_invoiced_idx). The unary `+` keeps the planner off loads_review_idx: with no statistics
 * it preferred that index and read every counted load of the window (15 ms at 20,000 loads, for an
 * empty list of MCs too) where the keys find a few rows in microseconds.
 */
export function reportsNamingMcsStatement(db: Database, input: { mcNumbers: readonly string[]; since: Date }) {
  const mcs = jsonList(input.mcNumbers);
  return db
    .select({
      brokerKey: loads.brokerKey,
      brokerMcNumber: loads.brokerMcNumber,
      carrierKey: loads.carrierKey,
      brokerEmail: loads.brokerEmail,
      brokerName: loads.brokerName,
      uploadedAt: loads.uploadedAt,
    })
    .from(loads)
    .where(
      and(
        inArray(
          loads.brokerKey,
          sql`(SELECT 'mc:' || value FROM json_each(${JSON.stringify(input.mcNumbers)})
               UNION ALL SELECT 'brokerage:' || id FROM brokerages WHERE mc_number IN ${mcs})`,
        ),
        inArray(loads.brokerMcNumber, mcs),
        sql`+${loads.reviewStatus} = ${"counted"}`,
        sql`+${loads.uploadedAt} >= ${input.since.getTime()}`,
      ),
    );
}
