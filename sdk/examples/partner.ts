// `npm run example:partner`: a partner integration end to end against `npm start` — authenticate,
// push a batch of loads, look up lane true rates, and receive a signed webhook on a local server.
// Credentials come from TRUERATE_CLIENT_ID / TRUERATE_CLIENT_SECRET (`npm run partner:create`);
// without them the example creates a demo partner through the local admin account first.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { DEMO_ACCOUNTS } from "../../scripts/lib/demo-accounts.mjs";
import { LOCAL_APP_ORIGIN, provisionPartner } from "../../scripts/lib/partner-provision";
import { createPartnerClient, type PartnerLoadInput, verifyWebhook } from "../src/index";

const API_URL = process.env.TRUERATE_API_URL ?? "http://127.0.0.1:8787";

async function credentials() {
  const { TRUERATE_CLIENT_ID: clientId, TRUERATE_CLIENT_SECRET: clientSecret } = process.env;
  if (clientId && clientSecret) return { clientId, clientSecret };
  console.log("No TRUERATE_CLIENT_ID/SECRET: creating a demo partner with the local admin account.");
  return provisionPartner({
    apiUrl: API_URL,
    appOrigin: LOCAL_APP_ORIGIN,
    adminEmail: "admin@truerate.test",
    adminPassword: DEMO_ACCOUNTS.password,
    name: "Example TMS",
    carrierEmail: "carrier@truerate.test",
    scopes: ["loads:write", "rates:read", "webhooks:manage"],
  });
}

const today = new Date().toISOString().slice(0, 10);
const loads: PartnerLoadInput[] = [
  ["EX-1001", "Dallas", "TX", "Atlanta", "GA", 781, 2150],
  ["EX-1002", "Chicago", "IL", "Atlanta", "GA", 716, 1790],
  ["EX-1003", "Phoenix", "AZ", "Los Angeles", "CA", 372, 1250],
].map(([id, pickupCity, pickupState, deliveryCity, deliveryState, mileage, rate]) => ({
  partnerLoadId: String(id),
  brokerName: "Demo Freight Brokerage LLC",
  brokerEmail: "broker@demofreight.test",
  brokerMcNumber: "MC1234567",
  loadNumber: String(id),
  date: today,
  pickupCity: String(pickupCity),
  pickupState: String(pickupState),
  deliveryCity: String(deliveryCity),
  deliveryState: String(deliveryState),
  mileage: Number(mileage),
  weight: 42000,
  rate: Number(rate),
  trailerType: "dry_van",
}));

// A local endpoint that verifies each webhook it receives.
let webhookSecret = "";
const received = new Promise<string>((resolve, reject) => {
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", async () => {
      try {
        const event = await verifyWebhook(webhookSecret, request.headers as Record<string, string>, body);
        response.writeHead(204).end();
        server.close();
        resolve(`${event.type} (webhook-id ${request.headers["webhook-id"]}), signature verified`);
      } catch (error) {
        response.writeHead(400).end();
        reject(error);
      }
    });
  });
  server.listen(0, "127.0.0.1");
  server.on("listening", () => {
    hookUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/truerate-hooks`;
  });
  setTimeout(() => {
    server.close();
    reject(new Error("No webhook arrived within 30 seconds"));
  }, 30_000).unref();
});
let hookUrl = "";

const { clientId, clientSecret } = await credentials();

// ── The partner's ten lines ─────────────────────────────────────────────────────────────────────
const truerate = createPartnerClient({ baseUrl: API_URL, clientId, clientSecret });
const pushed = await truerate.pushLoads(loads, { idempotencyKey: `example-${today}` });
const rates = await truerate.lookupRates(
  loads.map((load) => ({
    origin: { city: load.pickupCity, state: load.pickupState },
    destination: { city: load.deliveryCity, state: load.deliveryState },
    equipment: "dry_van" as const,
    timeframeDays: 30 as const,
  })),
);
const { endpoint, secret } = await truerate.createWebhookEndpoint(hookUrl, ["load.deadline_met", "document.shared"]);
// ────────────────────────────────────────────────────────────────────────────────────────────────

console.log(
  `Pushed: ${pushed.created} created, ${pushed.updated} updated, ${pushed.unchanged} unchanged, ${pushed.rejected} rejected`,
);
for (const result of pushed.results)
  console.log(
    `  ${result.partnerLoadId}: ${result.status} ${result.deadlineAt ? `(documents due ${result.deadlineAt})` : ""}`,
  );
console.log("Lane true rates (last 30 days, escalated when thin):");
for (const lane of rates.lanes) {
  const name = `${lane.lane.origin.city}, ${lane.lane.origin.state} → ${lane.lane.destination.city}, ${lane.lane.destination.state}`;
  if (lane.status === "published") {
    console.log(
      `  ${name}: $${lane.carrierRate.perMile.median}/mi median (p25 $${lane.carrierRate.perMile.p25}, p75 $${lane.carrierRate.perMile.p75}), ` +
        `${lane.reports} reports, ${lane.companies.brokers} brokers, confidence ${lane.confidence.score} ${lane.confidence.level}, ` +
        `area ${lane.escalation.applied.area} over ${lane.escalation.applied.timeframeDays} days`,
    );
  } else console.log(`  ${name}: withheld — ${lane.message}`);
}

// Before booking with a broker: its transparency score (or why there is none) and its days to pay.
const { brokers } = await truerate.brokerScores([{ mcNumber: "MC1234567" }, { mcNumber: "MC7654321" }]);
console.log("Broker scores:");
for (const broker of brokers) {
  if (!broker.found) console.log(`  ${Object.values(broker.query).join("")}: ${broker.message}`);
  else
    console.log(
      `  ${broker.name}: ${broker.score.value ?? broker.score.reason}` +
        `${broker.daysToPay.published ? `, paid in ${broker.daysToPay.medianDays} days (median)` : ""}`,
    );
}

webhookSecret = secret;
const { deliveryId } = await truerate.pingWebhook(endpoint.id);
console.log(`Webhook endpoint ${endpoint.url} registered; ping ${deliveryId} queued.`);
console.log(`Received ${await received}`);
// This endpoint lives only as long as the example: remove it, so later events are not sent to a closed port.
await truerate.deleteWebhookEndpoint(endpoint.id);
process.exit(0);
