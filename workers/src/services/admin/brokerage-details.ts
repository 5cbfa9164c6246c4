import { ADMIN_CONSOLE_MESSAGES, BROKERAGE_RECENT_LOADS } from "@truerate/domain/admin-console";
import type { COMPLAINT_OUTCOMES, LOAD_COMPLIANCE_STATUSES } from "@truerate/domain/enums";
import { normalizeMcNumber } from "@truerate/domain/validation/load";
import { notFound } from "../../core/errors";
import type { ServiceContext } from "../../core/service-context";
import { requireAdministrator } from "../access/admin";
import { type FiguresRow, figuresStatement, LOAD_BROKER_KEY, loadFigures } from "./brokerage-figures";

interface RegistryRecord {
  companyName: string;
  dotNumber: string | null;
  city: string | null;
  state: string | null;
  status: string | null;
  address: string | null;
  zipCode: string | null;
  phoneNumber: string | null;
}

interface TenantRecord {
  id: string;
  name: string;
  dotNumber: string | null;
  createdAt: number;
}

interface BrokerRecord {
  email: string;
  createdAt: number;
  verified: number;
  subscriptionStatus: string;
  member: number;
}

interface RecentLoadRecord {
  loadId: string;
  loadNumber: string;
  date: string;
  pickupCity: string;
  pickupState: string;
  deliveryCity: string;
  deliveryState: string;
  brokerEmail: string;
  brokerName: string;
  status: (typeof LOAD_COMPLIANCE_STATUSES)[number];
  documentCount: number;
}

interface ComplaintRecord {
  id: string;
  loadId: string;
  loadNumber: string;
  nccdbComplaintId: string;
  outcome: (typeof COMPLAINT_OUTCOMES)[number];
  filedAt: number;
  brokerReply: string | null;
}

/**
 * One brokerage by MC number, registered or not: its FMCSA record, compliance figures, broker
 * users, its newest loads and the complaints filed about it. Unknown everywhere answers 404.
 */
export async function brokerageDetails(ctx: ServiceContext, input: { mcNumber: string }) {
  requireAdministrator(ctx);
  const mcNumber = normalizeMcNumber(input.mcNumber);
  if (!mcNumber) throw notFound(ADMIN_CONSOLE_MESSAGES.brokerageNotFound);
  const db = ctx.env.DB;
  const scope = `${LOAD_BROKER_KEY} = ?1`;
  const [registry, tenant, figures, brokers, recent, filed] = await db.batch<unknown>([
    db
      .prepare(
        `SELECT company_name AS companyName, dot_number AS dotNumber, city, state, status, address,
           zip_code AS zipCode, phone_number AS phoneNumber FROM fmcsa_brokers WHERE mc_number = ?1`,
      )
      .bind(mcNumber),
    db
      .prepare("SELECT id, name, dot_number AS dotNumber, created_at AS createdAt FROM brokerages WHERE mc_number = ?1")
      .bind(mcNumber),
    figuresStatement(db, [mcNumber]),
    db
      .prepare(
        `SELECT u.email, u.created_at AS createdAt, u.verified, u.subscription_status AS subscriptionStatus,
           u.brokerage_id IS b.id AS member
         FROM users u JOIN brokerages b ON b.id = u.brokerage_id OR b.id = u.pending_brokerage_id
         WHERE b.mc_number = ?1 AND u.user_type = 'broker' ORDER BY member DESC, u.created_at`,
      )
      .bind(mcNumber),
    db
      .prepare(
        `SELECT l.id AS loadId, l.load_number AS loadNumber, l.date, l.pickup_city AS pickupCity,
           l.pickup_state AS pickupState, l.delivery_city AS deliveryCity, l.delivery_state AS deliveryState,
           l.broker_email AS brokerEmail, l.broker_name AS brokerName, l.compliance_status AS status,
           (SELECT count(*) FROM documents d WHERE d.load_id = l.id) AS documentCount
         FROM loads l LEFT JOIN brokerages b ON b.id = l.brokerage_id
         WHERE ${scope} ORDER BY l.uploaded_at DESC, l.id DESC LIMIT ?2`,
      )
      .bind(mcNumber, BROKERAGE_RECENT_LOADS),
    db
      .prepare(
        `SELECT c.id, c.load_id AS loadId, l.load_number AS loadNumber, c.nccdb_complaint_id AS nccdbComplaintId,
           c.outcome, c.created_at AS filedAt, c.broker_reply AS brokerReply
         FROM complaints c JOIN loads l ON l.id = c.load_id WHERE c.broker_mc_number = ?1 ORDER BY c.created_at DESC`,
      )
      .bind(mcNumber),
  ]);
  const record = registry?.results[0] as RegistryRecord | undefined;
  const tenantRecord = tenant?.results[0] as TenantRecord | undefined;
  const figureRow = figures?.results[0] as FiguresRow | undefined;
  const recentLoads = (recent?.results ?? []) as RecentLoadRecord[];
  const brokerRows = (brokers?.results ?? []) as BrokerRecord[];
  if (!record && !tenantRecord && !figureRow) throw notFound(ADMIN_CONSOLE_MESSAGES.brokerageNotFound);

  return {
    mcNumber,
    companyName: tenantRecord?.name ?? record?.companyName ?? recentLoads[0]?.brokerName ?? mcNumber,
    dotNumber: tenantRecord?.dotNumber ?? record?.dotNumber ?? null,
    registered: Boolean(tenantRecord),
    fmcsa: record ?? null,
    ...loadFigures(figureRow),
    brokerCount: brokerRows.filter((broker) => broker.member).length,
    pendingBrokerCount: brokerRows.filter((broker) => !broker.member).length,
    brokers: brokerRows.map((broker) => ({
      email: broker.email,
      membership: broker.member ? ("member" as const) : ("pending" as const),
      createdAt: new Date(broker.createdAt).toISOString(),
      verified: Boolean(broker.verified),
      subscriptionStatus: broker.subscriptionStatus,
    })),
    recentLoads: recentLoads.map((load) => ({
      loadId: load.loadId,
      loadNumber: load.loadNumber,
      date: load.date,
      pickupLocation: `${load.pickupCity}, ${load.pickupState}`,
      deliveryLocation: `${load.deliveryCity}, ${load.deliveryState}`,
      brokerEmail: load.brokerEmail,
      status: load.status,
      documentCount: load.documentCount,
    })),
    complaints: ((filed?.results ?? []) as ComplaintRecord[]).map((complaint) => ({
      ...complaint,
      filedAt: new Date(complaint.filedAt).toISOString(),
    })),
  };
}
