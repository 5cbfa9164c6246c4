import type { PartnerScope } from "@truerate/domain/partners/vocabulary";
import { expect } from "vitest";
import { createUser, signIn, type TestUser } from "./accounts";
import { type ClientOptions, type RequestOptions, TestClient, type TestResponse } from "./client";

export const ALL_SCOPES: PartnerScope[] = ["loads:write", "rates:read", "webhooks:manage"];

/** One load as a partner pushes it (Dallas → Atlanta, dry van), with any field overridden. */
export function partnerLoad(partnerLoadId: string, overrides: Record<string, unknown> = {}) {
  return {
    partnerLoadId,
    brokerName: "Lane Freight LLC",
    brokerEmail: "ops@lanefreight.test",
    loadNumber: `LN-${partnerLoadId}`,
    date: "2026-11-20",
    pickupCity: "Dallas",
    pickupState: "TX",
    deliveryCity: "Atlanta",
    deliveryState: "GA",
    mileage: 781,
    weight: 42000,
    rate: 2150,
    trailerType: "dry_van",
    ...overrides,
  };
}

export interface TestPartner {
  organisationId: string;
  clientId: string;
  clientSecret: string;
  carrier: TestUser;
  admin: TestClient;
}

/** An organisation (linked to a fresh carrier) and one client, created by an admin through the API. */
export async function createPartner(
  options: {
    scopes?: PartnerScope[];
    rateLimitPerMinute?: number;
    admin?: TestClient;
    clientOptions?: ClientOptions;
  } = {},
): Promise<TestPartner> {
  const admin = options.admin ?? new TestClient(options.clientOptions);
  if (!admin.sessionToken) await signIn(admin, await createUser("admin"));
  const carrier = await createUser("carrier");
  const organisation = await admin.post("/api/admin/partners", { name: "Acme TMS", carrierEmail: carrier.email });
  expect(organisation.status, organisation.describe).toBe(201);
  const issued = await admin.post(`/api/admin/partners/${organisation.body.id}/clients`, {
    name: "Test client",
    scopes: options.scopes ?? ALL_SCOPES,
    rateLimitPerMinute: options.rateLimitPerMinute,
  });
  expect(issued.status, issued.describe).toBe(201);
  return {
    organisationId: organisation.body.id,
    clientId: issued.body.client.id,
    clientSecret: issued.body.clientSecret,
    carrier,
    admin,
  };
}

/** Another client of an existing organisation, issued by its admin: a sandbox one unless told otherwise. */
export async function issueClient(
  partner: TestPartner,
  options: { sandbox?: boolean; scopes?: PartnerScope[] } = {},
): Promise<TestPartner> {
  const issued = await partner.admin.post(`/api/admin/partners/${partner.organisationId}/clients`, {
    name: "Sandbox client",
    scopes: options.scopes ?? ["loads:write", "rates:read"],
    sandbox: options.sandbox ?? true,
  });
  expect(issued.status, issued.describe).toBe(201);
  return { ...partner, clientId: issued.body.client.id, clientSecret: issued.body.clientSecret };
}

/** A partner's HTTP client: exchanges its credentials, then sends the bearer token on every call. */
export class PartnerClient {
  token: string | null = null;
  readonly http: TestClient;

  constructor(
    readonly partner: Pick<TestPartner, "clientId" | "clientSecret">,
    options: ClientOptions = {},
  ) {
    this.http = new TestClient(options);
  }

  exchange(overrides: Record<string, string> = {}): Promise<TestResponse> {
    return this.http.post(
      "/api/v1/oauth/token",
      {
        grant_type: "client_credentials",
        client_id: this.partner.clientId,
        client_secret: this.partner.clientSecret,
        ...overrides,
      },
      { origin: null },
    );
  }

  async authenticate(scope?: string): Promise<this> {
    const response = await this.exchange(scope ? { scope } : {});
    expect(response.status, response.describe).toBe(200);
    this.token = response.body.access_token;
    return this;
  }

  private options(options: RequestOptions = {}): RequestOptions {
    return {
      origin: null,
      cookie: null,
      ...options,
      headers: { ...(this.token ? { authorization: `Bearer ${this.token}` } : {}), ...options.headers },
    };
  }

  get = (path: string, options?: RequestOptions) => this.http.get(path, this.options(options));
  post = (path: string, json?: unknown, options?: RequestOptions) => this.http.post(path, json, this.options(options));
  delete = (path: string, options?: RequestOptions) => this.http.delete(path, this.options(options));
}
