import { ADMIN_CONSOLE_MESSAGES, BROKERAGE_SEARCH_MIN_LENGTH } from "@truerate/domain/admin-console";
import { validationFailed } from "../../core/errors";
import type { ServiceContext } from "../../core/service-context";
import { requireAdministrator } from "../access/admin";
import { searchBrokers } from "../fmcsa/search";
import { type FiguresRow, figuresStatement, LOAD_BROKER_KEY, type LoadFigures, loadFigures } from "./brokerage-figures";

interface BrokersRow {
  mc: string;
  brokers: number;
  pending: number;
}

/** The search answers at most this many brokerages. */
export const BROKERAGE_SEARCH_LIMIT = 25;

export interface BrokerageSearchResult extends LoadFigures {
  id: string;
  companyName: string;
  mcNumber: string | null;
  dotNumber: string | null;
  city: string | null;
  state: string | null;
  status: string | null;
  registered: boolean;
  /** Broker users who are members of the tenant. */
  brokerCount: number;
  /** Broker users whose join waits for a member's approval (not members, so not in brokerCount). */
  pendingBrokerCount: number;
}

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
  const db = ctx.env.DB;
  const [registry, [tenants, named]] = await Promise.all([
    searchBrokers({ db, q: query }),
    db.batch<{ key: string; name: string; mc: string | null; dot: string | null; registered: number }>([
      db
        .prepare(
          `SELECT mc_number AS key, name, mc_number AS mc, dot_number AS dot, 1 AS registered FROM brokerages
           WHERE instr(lower(name), lower(?1)) > 0 OR instr(mc_number, upper(?1)) > 0 ORDER BY name LIMIT ?2`,
        )
        .bind(query, BROKERAGE_SEARCH_LIMIT),
      db
        .prepare(
          `SELECT ${LOAD_BROKER_KEY} AS key, min(l.broker_name) AS name, COALESCE(b.mc_number, l.broker_mc_number) AS mc,
             NULL AS dot, b.id IS NOT NULL AS registered
           FROM loads l LEFT JOIN brokerages b ON b.id = l.brokerage_id
           WHERE instr(lower(l.broker_name), lower(?1)) > 0 OR instr(COALESCE(l.broker_mc_number, ''), upper(?1)) > 0
           GROUP BY key ORDER BY count(*) DESC LIMIT ?2`,
        )
        .bind(query, BROKERAGE_SEARCH_LIMIT),
    ]),
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
  for (const row of tenants?.results ?? []) add(row.key, candidateOf(row));
  for (const record of registry) {
    add(record.mcNumber, { ...record, id: record.mcNumber, registered: false });
  }
  for (const row of named?.results ?? []) add(row.key, candidateOf(row));
  const keys = [...found.keys()].slice(0, BROKERAGE_SEARCH_LIMIT * 2);
  const mcKeys = keys.filter((key) => !key.startsWith("name:"));

  const [figures, brokers] = await db.batch<FiguresRow | BrokersRow>([
    figuresStatement(db, keys),
    db
      .prepare(
        `SELECT b.mc_number AS mc, sum(u.brokerage_id = b.id) AS brokers, sum(u.pending_brokerage_id = b.id) AS pending
         FROM brokerages b JOIN users u ON (u.brokerage_id = b.id OR u.pending_brokerage_id = b.id) AND u.user_type = 'broker'
         WHERE b.mc_number IN (${mcKeys.map((_, index) => `?${index + 1}`).join(", ") || "NULL"}) GROUP BY b.mc_number`,
      )
      .bind(...mcKeys),
  ]);
  const figuresByKey = new Map(((figures?.results ?? []) as FiguresRow[]).map((row) => [row.key, row]));
  const brokersByMc = new Map(((brokers?.results ?? []) as BrokersRow[]).map((row) => [row.mc, row]));
  return keys
    .map((key) => {
      const candidate = found.get(key) as Candidate;
      return {
        ...candidate,
        ...loadFigures(figuresByKey.get(key)),
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
