import type { PartnerScope } from "@truerate/domain/partners/vocabulary";
import { expect } from "vitest";
import { createUser, signIn, type TestUser } from "./accounts";
import { type Browser, type BrowserOptions, browser, type Caller, type CallResponse, call, defaultsOf } from "./call";

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
  admin: Browser;
}

/** An organisation (linked to a fresh carrier) and one client, created by an admin through the API. */
export async function createPartner(
  options: {
    scopes?: PartnerScope[];
    rateLimitPerMinute?: number;
    admin?: Browser;
    clientOptions?: BrowserOptions;
  } = {},
): Promise<TestPartner> {
  const admin = options.admin ?? browser(options.clientOptions);
  if (!admin.token) await signIn(admin, await createUser("admin"));
  const carrier = await createUser("carrier");
  const organisation = await call("createPartnerOrganisation", {
    body: { name: "Acme TMS", carrierEmail: carrier.email },
    as: admin,
  });
  expect(organisation.status, organisation.describe).toBe(201);
  const issued = await call("createPartnerClient", {
    params: { id: organisation.body.id },
    body: {
      name: "Test client",
      scopes: options.scopes ?? ALL_SCOPES,
      rateLimitPerMinute: options.rateLimitPerMinute,
    },
    as: admin,
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
  const issued = await call("createPartnerClient", {
    params: { id: partner.organisationId },
    body: {
      name: "Sandbox client",
      scopes: options.scopes ?? ["loads:write", "rates:read"],
      sandbox: options.sandbox ?? true,
    },
    as: partner.admin,
  });
  expect(issued.status, issued.describe).toBe(201);
  return { ...partner, clientId: issued.body.client.id, clientSecret: issued.body.clientSecret };
}

/** A partner client as a caller: exchanges its credentials, then `call(…, { as })` sends its bearer token. */
export class PartnerClient implements Caller {
  readonly kind = "partner";
  token: string | null = null;
  readonly defaults: NonNullable<Caller["defaults"]>;

  constructor(
    readonly partner: Pick<TestPartner, "clientId" | "clientSecret">,
    options: BrowserOptions = {},
  ) {
    this.defaults = defaultsOf(options);
  }

  exchange(overrides: Record<string, string> = {}): Promise<CallResponse> {
    const body = {
      grant_type: "client_credentials",
      client_id: this.partner.clientId,
      client_secret: this.partner.clientSecret,
      ...overrides,
    };
    // Without the client's own token: the exchange is what gives it one.
    return call("exchangeClientCredentials", { body, ...this.defaults, origin: null });
  }

  async authenticate(scope?: string): Promise<this> {
    const response = await this.exchange(scope ? { scope } : {});
    expect(response.status, response.describe).toBe(200);
    this.token = response.body.access_token;
    return this;
  }
}
