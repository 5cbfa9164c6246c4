import { ADMIN_CONSOLE_MESSAGES, BROKERAGE_SEARCH_MIN_LENGTH } from "@truerate/domain/admin-console";
import { validationFailed } from "../../core/errors";
import type { ServiceContext } from "../../core/service-context";
import { brokeragesMatching, brokerCountsOfMcs } from "../../db/queries/admin-brokerages";
import type { BrokerageSearchResult } from "../../schemas/admin/console";
import { requireAdministrator } from "../access/admin";
import { searchBrokers } from "../fmcsa/search";
import { brokerageFigures, type LoadFigures } from "./brokerage-figures";

/** The search answers at most this many brokerages. */
export const BROKERAGE_SEARCH_LIMIT = 25;

type Candidate = Omit<BrokerageSearchResult, keyof LoadFigures | "brokerCount" | "pendingBrokerCount">;

/**
 * Brokerages by name or MC/DOT number, registered on TrueRate or not: the registered tenants, the
 * FMCSA broker registry, and the broker names and MC numbers carriers wrote on their loads. One
 * row per MC number (per name when a load gave none), with its load and compliance figures.
 */
export async function searchBrokerages(
  ctx: ServiceContext,
  input: { query: string },
): Promise<BrokerageSearchResult[]> {
  requireAdministrator(ctx);
  const query = input.query.trim();
  if (query.length < BROKERAGE_SEARCH_MIN_LENGTH) {
    throw validationFailed(ADMIN_CONSOLE_MESSAGES.searchTooShort, { query: [ADMIN_CONSOLE_MESSAGES.searchTooShort] });
  }
  const [registry, { tenants, named }] = await Promise.all([
    searchBrokers(ctx, { q: query }),
    brokeragesMatching(ctx.db, { query, limit: BROKERAGE_SEARCH_LIMIT }),
  ]);

  const found = new Map<string, Candidate>();
  const add = (key: string, candidate: Candidate) => {
    const known = found.get(key);
    if (!known) return found.set(key, candidate);
    found.set(key, {
      ...known,
      mcNumber: known.mcNumber ?? candidate.mcNumber,
      dotNumber: known.dotNumber ?? candidate.dotNumber,
      city: known.city ?? candidate.city,
      state: known.state ?? candidate.state,
      status: known.status ?? candidate.status,
      registered: known.registered || candidate.registered,
    });
  };
  for (const row of tenants) add(row.mc, candidateOf({ ...row, key: row.mc, registered: 1 }));
  for (const record of registry) {
    add(record.mcNumber, { ...record, id: record.mcNumber, registered: false });
  }
  for (const row of named) add(row.key, candidateOf(row));
  const keys = [...found.keys()].slice(0, BROKERAGE_SEARCH_LIMIT * 2);
  const mcKeys = keys.filter((key) => !key.startsWith("name:"));

  const [figuresByKey, brokers] = await Promise.all([
    brokerageFigures(ctx, { keys, now: ctx.now() }),
    brokerCountsOfMcs(ctx.db, mcKeys),
  ]);
  const brokersByMc = new Map(brokers.map((row) => [row.mc, row]));
  return keys
    .map((key) => {
      const candidate = found.get(key) as Candidate;
      return {
        ...candidate,
        ...(figuresByKey.get(key) as LoadFigures),
        brokerCount: (candidate.mcNumber && brokersByMc.get(candidate.mcNumber)?.brokers) || 0,
        pendingBrokerCount: (candidate.mcNumber && brokersByMc.get(candidate.mcNumber)?.pending) || 0,
      };
    })
    .sort((a, b) => Number(b.registered) - Number(a.registered) || b.totalLoads - a.totalLoads)
    .slice(0, BROKERAGE_SEARCH_LIMIT);
}

function candidateOf(row: { key: string; name: string; mc: string | null; dot: string | null; registered: number }) {
  return {
    id: row.key,
    companyName: row.name,
    mcNumber: row.mc,
    dotNumber: row.dot,
    city: null,
    state: null,
    status: null,
    registered: Boolean(row.registered),
  };
}
