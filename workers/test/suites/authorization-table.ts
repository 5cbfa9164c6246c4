// The authorization matrix's expectations: ONE row per operationId of openapi/openapi.json, giving
// the status each role gets for a well-behaved request (the document's examples, the first carrier's
// ids). A new operation needs one line here, or the suite fails. A role a row does not name gets what
// its `otherwise` role gets (support/roles.ts), so a new role needs no edit here unless it differs.
import type { RoleName } from "../support/roles";
import type { FixtureName } from "../support/world";

export type Row = Partial<Record<RoleName, number>>;

/** The same answer for everyone: the operation asks nobody who they are. */
const everyone = (status: number): Row => ({
  anonymous: status,
  carrierUnsubscribed: status,
  otherCarrier: status,
  broker: status,
  otherBroker: status,
  pendingBroker: status,
  admin: status,
  carrierSubscribed: status,
});
/** Any signed-in user, subscribed or not. */
const signedIn = (status: number): Row => ({ ...everyone(status), anonymous: 401 });
/** A platform feature: signed in and subscribed (admins and brokers under their plan pass the gate). */
const subscribed = (status: number): Row => ({ ...signedIn(status), carrierUnsubscribed: 402 });
/** A carrier's own tools (saved lanes, alerts): subscribed carriers only, each with their own records. */
const carrierTool = (status: number): Row => ({ ...subscribed(403), otherCarrier: status, carrierSubscribed: status });
/** Administrators only. */
const adminOnly = (status: number): Row => ({ ...signedIn(403), admin: status });
/** A broker of a brokerage (members only), subscribed; carriers, admins and waiting brokers are refused. */
const brokerMember = (status: number, otherTenant = status): Row => ({
  ...subscribed(403),
  broker: status,
  otherBroker: otherTenant,
});
/** The carrier side of a shared document: only the carrier it was shared with; another carrier sees nothing. */
const sharedWithCarrier = (status: number, otherCarrier = 404): Row => ({
  ...subscribed(403),
  otherCarrier,
  carrierSubscribed: status,
});
/** A record of the first carrier's own: every other user gets 404, so ids cannot be probed. */
const ownedByCarrier = (status: number): Row => ({ ...subscribed(404), carrierSubscribed: status });
/** The partner API: bearer tokens only; the owning client, and another organisation's (`other`). */
const partnerApi = (owner: number, other = owner): Row => ({ ...everyone(401), partner: owner, otherPartner: other });
/** Brokerage membership decisions: members only, another brokerage's request is unknown (404). */
const memberDecision = (status: number): Row => ({ ...signedIn(403), broker: status, otherBroker: 404 });

export const EXPECTED: Record<string, Row> = {
  // Admin
  listDeadLetters: adminOnly(200),
  retryDeadLetter: adminOnly(409),
  listAdminLoads: adminOnly(200),
  verifyLoadTrueRate: adminOnly(400),
  getAdminLoadEvidence: adminOnly(200),
  listAdminVerificationQueue: adminOnly(200),
  listAdminIdentityFlags: adminOnly(200),
  // Broker documents and dashboard
  uploadBrokerDocument: { ...brokerMember(400), otherCarrier: 403, admin: 403 },
  listBrokerSharedDocuments: brokerMember(200),
  previewBrokerDocument: brokerMember(200, 404),
  getBrokerComplianceDashboard: brokerMember(200),
  getBrokerAnalytics: brokerMember(200),
  listBrokerageLoads: brokerMember(200),
  // Brokerage members
  listBrokerageMembers: { ...signedIn(403), broker: 200, otherBroker: 200 },
  approveBrokerageJoin: memberDecision(200),
  declineBrokerageJoin: memberDecision(200),
  // Carrier documents
  listCarrierNotifications: sharedWithCarrier(200, 200),
  markCarrierNotificationRead: sharedWithCarrier(200),
  listCarrierSharedDocuments: sharedWithCarrier(200, 200),
  approveCarrierSharedDocument: sharedWithCarrier(200),
  declineCarrierSharedDocument: sharedWithCarrier(409),
  viewCarrierSharedDocument: sharedWithCarrier(200),
  // Own documents
  listDocuments: subscribed(200),
  uploadDocument: subscribed(400),
  linkDocumentsToLoad: subscribed(404),
  downloadDocument: ownedByCarrier(200),
  // What the reader read: the shared document's parties (its carrier, the sending brokerage) and admins, no plan needed
  getDocumentReading: { ...signedIn(404), carrierSubscribed: 200, broker: 200, admin: 200 },
  deleteDocument: ownedByCarrier(200),
  // Loads and rates
  createLoad: { ...subscribed(201), broker: 403, otherBroker: 403, pendingBroker: 403 },
  listMyLoads: subscribed(200),
  searchLoads: subscribed(200),
  deleteLoad: ownedByCarrier(204),
  // The example's invoice date precedes the world's load (dated today): its owner gets the date's 400, all others 404.
  recordLoadPayment: ownedByCarrier(400),
  // The carrier who reported the load and administrators; everyone else the unknown load's 404
  getLoadIdentity: { ...ownedByCarrier(200), admin: 200 },
  checkBrokerIdentity: carrierTool(200),
  listRates: subscribed(200),
  createRate: subscribed(201),
  autocompletePlaces: subscribed(200),
  // Carrier tools: anyone who searches has recent searches; saved lanes and alerts are carriers' own
  // (the matrix names no lane, so a lane id is unknown: 404), the unsubscribe link needs only its token
  listRecentSearches: subscribed(200),
  listSavedLanes: carrierTool(200),
  saveLane: carrierTool(201),
  deleteSavedLane: carrierTool(404),
  setLaneAlert: carrierTool(404),
  removeLaneAlert: carrierTool(404),
  getRateAlertSubscription: everyone(404),
  unsubscribeRateAlert: everyone(404),
  // Public lookups and system
  searchFmcsaBrokers: everyone(200),
  searchFmcsaCarriers: everyone(200),
  getHealth: everyone(200),
  listDevMail: everyone(200),
  // Accounts
  register: everyone(422),
  login: everyone(401),
  logout: everyone(200),
  verifyEmail: everyone(400),
  resendVerification: { ...everyone(429), anonymous: 200, otherPartner: 429, partner: 429 },
  requestPasswordReset: {
    ...everyone(200),
    pendingBroker: 429,
    admin: 429,
    otherPartner: 429,
    partner: 429,
    carrierSubscribed: 429,
  },
  resetPassword: everyone(400),
  getCurrentUser: signedIn(200),
  updateCurrentUser: { ...signedIn(422), admin: 403 },
  deleteCurrentUser: signedIn(403),
  // Payments
  checkSubscription: everyone(200),
  getSubscriptionStatus: signedIn(200),
  createSubscription: { ...signedIn(409), carrierUnsubscribed: 200 },
  createPaymentIntent: { ...signedIn(409), carrierUnsubscribed: 200 },
  updateSubscriptionStatus: signedIn(404),
  verifyPayment: signedIn(404),
  cancelSubscription: signedIn(409),
  receiveStripeWebhook: everyone(503),
  // Admin console: the 48H tracker, document review, brokerage search, the NCCDB complaint packet
  listAdminDeadlines: adminOnly(200),
  notifyAdminDeadline: adminOnly(409),
  listAdminComplianceLoads: adminOnly(200),
  getAdminDocumentStats: adminOnly(200),
  approveAdminDocument: adminOnly(200),
  denyAdminDocument: adminOnly(200),
  viewAdminDocument: adminOnly(200),
  listAllDocumentsForAdmin: adminOnly(200),
  downloadAdminDocument: adminOnly(200),
  searchAdminBrokerages: adminOnly(200),
  getAdminBrokerageDetails: adminOnly(404),
  // Eligible by then: the world's shared document was denied by the admin row above.
  prepareComplaintPacket: adminOnly(200),
  recordComplaint: adminOnly(200),
  listBrokerageComplaints: { ...signedIn(403), broker: 200, otherBroker: 200 },
  replyToComplaint: { ...signedIn(403), broker: 404, otherBroker: 404 },
  // Admin: data quality (the world holds no quarantined report, so "x" is unknown and the examples' ids too)
  listAdminQuarantinedReports: adminOnly(200),
  releaseAdminReport: adminOnly(404),
  rejectAdminReport: adminOnly(404),
  decideAdminReports: adminOnly(200),
  listAdminReportSources: adminOnly(200),
  listAdminWaiverClauses: adminOnly(200),
  // Admin: partner organisations and clients
  listPartnerOrganisations: adminOnly(200),
  createPartnerOrganisation: adminOnly(400),
  createPartnerClient: adminOnly(404),
  rotatePartnerClientSecret: adminOnly(404),
  revokePartnerClient: adminOnly(404),
  clearPartnerSandbox: adminOnly(404),
  // The 371.3 request loop: the broker's link (no account) and the load's record
  viewLoadRequest: everyone(403),
  respondToLoadRequest: everyone(403), // the link is checked before the form
  getLoadRecord: { ...ownedByCarrier(200), broker: 200, admin: 200, pendingBroker: 403 },
  submitLoadRecord: { ...brokerMember(201, 404), otherCarrier: 404, carrierSubscribed: 403 },
  laneRateSummary: subscribed(200),
  // Broker profiles: carriers and admins read any; a broker its own brokerage's (the world's is tenant A's)
  getBrokerProfile: { ...subscribed(200), otherBroker: 403, pendingBroker: 403 },
  listBrokerProfileEvents: { ...subscribed(200), otherBroker: 403, pendingBroker: 403 },
  replyOnBrokerProfile: { ...subscribed(403), broker: 201 },
  disputeBrokerProfileEvent: { ...subscribed(403), broker: 404 }, // the example's load is not on the profile
  listBrokerDisputes: adminOnly(200),
  decideBrokerDispute: adminOnly(404),
  laneRateHistoryForUser: subscribed(200),
  // Partner API v1: a session cookie is no partner token; another organisation's client gets its own
  // answers (its own lists, its own pushes) and 404 for the partner's records
  exchangeClientCredentials: everyone(401),
  pushPartnerLoads: partnerApi(200),
  listPartnerLoadChanges: partnerApi(200),
  getPartnerLoad: partnerApi(200, 404),
  lookupLaneRates: partnerApi(200),
  lookupBrokerScores: partnerApi(200),
  laneRateHistory: partnerApi(200),
  listWebhookEndpoints: partnerApi(200),
  createWebhookEndpoint: partnerApi(201),
  deleteWebhookEndpoint: partnerApi(200, 404),
  pingWebhookEndpoint: partnerApi(202, 404),
  rotateWebhookSecret: partnerApi(200, 404),
  listWebhookDeliveries: partnerApi(200),
  replayWebhookDelivery: partnerApi(202, 404),
  getWebhookDelivery: partnerApi(200, 404),
  clearSandboxLoads: partnerApi(403), // the world's clients are live: only a sandbox client clears
};

/** Which of the first carrier's records an operation's `{id}` (or `{token}`) names. */
export const PATH_FIXTURES: Record<string, FixtureName> = {
  retryDeadLetter: "deadLetter",
  verifyLoadTrueRate: "load",
  getAdminLoadEvidence: "load",
  getDocumentReading: "sharedDocument",
  previewBrokerDocument: "sharedDocument",
  approveBrokerageJoin: "joinToApprove",
  declineBrokerageJoin: "joinToDecline",
  markCarrierNotificationRead: "notification",
  approveCarrierSharedDocument: "sharedDocument",
  declineCarrierSharedDocument: "sharedDocument",
  viewCarrierSharedDocument: "sharedDocument",
  deleteDocument: "ownDocument",
  downloadDocument: "ownDocument",
  deleteLoad: "unansweredLoad", // the answered one is evidence (409), see loads-ownership
  resetPassword: "resetToken",
  notifyAdminDeadline: "load",
  approveAdminDocument: "sharedDocument",
  denyAdminDocument: "sharedDocument",
  viewAdminDocument: "sharedDocument",
  downloadAdminDocument: "ownDocument",
  prepareComplaintPacket: "load",
  recordComplaint: "load",
  getLoadRecord: "load",
  recordLoadPayment: "load",
  getLoadIdentity: "load",
  submitLoadRecord: "load",
  getPartnerLoad: "partnerLoad",
  pingWebhookEndpoint: "webhookEndpoint",
  rotateWebhookSecret: "webhookEndpoint",
  deleteWebhookEndpoint: "doomedWebhookEndpoint",
  replayWebhookDelivery: "webhookDelivery",
  getWebhookDelivery: "webhookDelivery",
  getBrokerProfile: "brokerProfile",
  listBrokerProfileEvents: "brokerProfile",
  replyOnBrokerProfile: "brokerProfile",
  disputeBrokerProfileEvent: "brokerProfile",
};

/** The id an operation's path names in a world: its fixture's, or "x" (no record) when it has none. */
export function pathValueIn(ids: Record<FixtureName, string>, operationId: string): string {
  const fixture = PATH_FIXTURES[operationId];
  return fixture ? ids[fixture] : "x";
}
