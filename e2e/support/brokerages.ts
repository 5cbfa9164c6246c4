import { type BrowserContext, expect } from "@playwright/test";
import { E2E_PASSWORD, uniqueEmail } from "./accounts";
import { verificationCodeOf } from "./outbox";
import { subscribeThroughApi } from "./payments";

interface RegistryBroker {
  companyName: string;
  mcNumber: string;
  dotNumber: string;
  status: string | null;
}

/**
 * A broker who founds a brokerage of its own: registers for an active broker of the FMCSA sample
 * that no one has registered yet (the first broker of an MC number creates its brokerage),
 * verifies, signs `context` in and subscribes to the Broker Plan. Its brokerage has no loads.
 */
export async function createBrokerOfNewBrokerage(context: BrowserContext, baseURL: string, label: string) {
  const { request } = context;
  const words = ["Logistics", "Freight", "Brokerage", "Transport", "Shipping", "Solutions"];
  for (let attempt = 0; attempt < 6; attempt += 1) {
    const word = words[Math.floor(Math.random() * words.length)] ?? "Freight";
    const search = await request.get(`/api/fmcsa-brokers/search?${new URLSearchParams({ q: word })}`);
    expect(search.status(), `broker search: ${await search.text()}`).toBe(200);
    const entries = ((await search.json()) as RegistryBroker[]).filter(
      (entry) => entry.status === "A" && !/demo/i.test(entry.companyName),
    );
    const entry = entries[Math.floor(Math.random() * entries.length)];
    if (!entry) continue;
    const email = uniqueEmail(label);
    const registered = await request.post("/api/register", {
      data: {
        email,
        password: E2E_PASSWORD,
        userType: "broker",
        companyName: entry.companyName,
        mcNumber: entry.mcNumber,
        dotNumber: entry.dotNumber,
        phoneNumber: "212-555-0142",
        termsAgreed: true,
        privacyAgreed: true,
        termsVersion: "1.0",
      },
    });
    if (registered.status() === 409) continue;
    expect(registered.status(), `POST /api/register: ${await registered.text()}`).toBe(201);
    const verificationCode = await verificationCodeOf(request, email);
    const verified = await request.post("/api/verify-email", { data: { email, verificationCode } });
    expect(verified.status(), `POST /api/verify-email: ${await verified.text()}`).toBe(200);
    const login = await request.post("/api/login", {
      data: { email, password: E2E_PASSWORD },
      headers: { origin: new URL(baseURL).origin },
    });
    expect(login.status(), `POST /api/login: ${await login.text()}`).toBe(200);
    await subscribeThroughApi(context, baseURL);
    // Someone registered this brokerage earlier on the same database: this broker only asked to
    // join (members answer 200, a waiting broker 403), so try another record.
    const members = await request.get("/api/brokerage/members");
    if (members.status() !== 200) continue;
    return { email, password: E2E_PASSWORD, companyName: entry.companyName };
  }
  throw new Error("no unregistered broker in the registry sample after 6 tries");
}
