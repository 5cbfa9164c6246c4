/**
 * Payment dates on the demo market's recent loads (days to pay, domain/brokers/days-to-pay.ts):
 * carriers record when they invoiced and when the broker paid on a share of their loads. Each
 * broker pays at its own pace, so several publish a figure (a prompt payer, a slow one whose
 * unpaid invoices make its median a lower bound) and one, with a handful of reports from two
 * carriers, shows "not enough reports" instead. Deterministic and idempotent: once per database.
 */
import { addDays } from "@truerate/domain/new-york-time";
import { SeededRandom } from "@truerate/domain/seeded-random";
import { todayInNewYork } from "@truerate/domain/validation/input";

interface PayPace {
  /** Share of the broker's loads whose carrier recorded the dates. */
  recorded: number;
  /** Days from invoice to payment, uniformly between the two. */
  paidAfter: [number, number];
  /** Share of invoices never paid. */
  neverPaid: number;
  /** At most this many loads, from at most this many carriers (the broker below the threshold). */
  cap?: { loads: number; carriers: number };
}

/** By broker e-mail (scripts/seed/market.ts's BROKERS); brokers not named get no dates. */
export const PAY_PACES: Record<string, PayPace> = {
  "loads@demofreight.test": { recorded: 0.4, paidAfter: [16, 34], neverPaid: 0.02 },
  "dispatch@otherlane.test": { recorded: 0.4, paidAfter: [30, 62], neverPaid: 0.15 },
  "carriers@summitfreight.test": { recorded: 0.35, paidAfter: [6, 21], neverPaid: 0 },
  "ops@lakeshorelogistics.test": { recorded: 0.3, paidAfter: [22, 45], neverPaid: 0.05 },
  "ops@cascadefreight.test": { recorded: 0.5, paidAfter: [20, 40], neverPaid: 0, cap: { loads: 4, carriers: 2 } },
};

const CHUNK = 500;

interface MarketLoad {
  id: string;
  date: string;
  brokerEmail: string;
  carrierKey: string;
}

export async function seedMarketPayments(db: D1Database, prefix: string, now: number): Promise<number> {
  const existing = await db
    .prepare(`SELECT count(*) AS n FROM loads WHERE load_number LIKE '${prefix}%' AND invoiced_on IS NOT NULL`)
    .first<{ n: number }>();
  if ((existing?.n ?? 0) > 0) return 0;
  const { results } = await db
    .prepare(
      `SELECT id, date, broker_email AS brokerEmail, carrier_key AS carrierKey FROM loads
       WHERE load_number LIKE '${prefix}%' ORDER BY load_number`,
    )
    .all<MarketLoad>();
  const today = todayInNewYork(new Date(now));
  const random = new SeededRandom(20261127);
  const taken = new Map<string, { loads: number; carriers: Set<string> }>();
  const rows: Record<string, string | null>[] = [];
  for (const load of results) {
    const pace = PAY_PACES[load.brokerEmail];
    if (!pace || !random.chance(pace.recorded)) continue;
    const so = taken.get(load.brokerEmail) ?? { loads: 0, carriers: new Set<string>() };
    if (pace.cap) {
      const newCarrier = !so.carriers.has(load.carrierKey);
      if (so.loads >= pace.cap.loads || (newCarrier && so.carriers.size >= pace.cap.carriers)) continue;
    }
    so.loads += 1;
    so.carriers.add(load.carrierKey);
    taken.set(load.brokerEmail, so);
    const invoicedOn = addDays(load.date, random.int(0, 4));
    if (invoicedOn > today) continue;
    const paidOn = random.chance(pace.neverPaid) ? null : addDays(invoicedOn, random.int(...pace.paidAfter));
    const paid = paidOn !== null && paidOn <= today ? paidOn : null;
    // Some carriers also say so once an invoice is overdue.
    const reported = addDays(invoicedOn, 35);
    const notPaid = paid === null && reported <= today && random.chance(0.5) ? reported : null;
    rows.push({ id: load.id, invoicedOn, paidOn: paid, notPaidReportedOn: notPaid });
  }
  const update = `UPDATE loads SET invoiced_on = json_extract(p.value, '$.invoicedOn'),
      paid_on = json_extract(p.value, '$.paidOn'), not_paid_reported_on = json_extract(p.value, '$.notPaidReportedOn')
    FROM json_each(?1) AS p WHERE loads.id = json_extract(p.value, '$.id')`;
  const statements = [];
  for (let start = 0; start < rows.length; start += CHUNK)
    statements.push(db.prepare(update).bind(JSON.stringify(rows.slice(start, start + CHUNK))));
  if (statements.length > 0) await db.batch(statements);
  return rows.length;
}
