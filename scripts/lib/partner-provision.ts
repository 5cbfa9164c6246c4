// Creates a partner organisation and an API client through the admin API of a running TrueRate
// (`npm start`), signed in as an administrator. Used by `npm run partner:create` and the SDK example.
import { createTrueRateClient, unwrap } from "../../sdk/src/index";

export interface ProvisionOptions {
  apiUrl: string;
  /**
   * The portal's origin (the API's APP_ORIGIN): the only Origin the API accepts on a signed-in
   * write. The API's own origin is refused (origin-check.ts), so a script says it acts as the portal.
   */
  appOrigin: string;
  /** For tests: the request goes here instead of the network. */
  fetch?: (request: Request) => Promise<Response>;
  adminEmail: string;
  adminPassword: string;
  name: string;
  carrierEmail?: string;
  scopes: ("loads:write" | "rates:read" | "webhooks:manage")[];
  /** A sandbox client (`sbx_…`): its pushes never reach figures, brokers or mail. */
  sandbox?: boolean;
}

export interface ProvisionedPartner {
  organisationId: string;
  clientId: string;
  clientSecret: string;
}

/** The portal's origin under `npm start` (APP_ORIGIN in wrangler.toml), unless TRUERATE_APP_ORIGIN says otherwise. */
export const LOCAL_APP_ORIGIN = process.env.TRUERATE_APP_ORIGIN ?? "http://127.0.0.1:8788";

export async function provisionPartner(options: ProvisionOptions): Promise<ProvisionedPartner> {
  const baseUrl = new URL(options.apiUrl).origin;
  const origin = new URL(options.appOrigin).origin;
  const anonymous = createTrueRateClient({ baseUrl, fetch: options.fetch });
  const signIn = await anonymous.POST("/api/login", {
    body: { email: options.adminEmail, password: options.adminPassword },
  });
  if (!signIn.response.ok)
    throw new Error(`Admin sign-in failed (${signIn.response.status}): ${JSON.stringify(signIn.error)}`);
  const cookie = signIn.response.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
  // A signed-in write must name the portal's Origin (the API's CSRF rule).
  const admin = createTrueRateClient({ baseUrl, headers: { cookie, origin }, fetch: options.fetch });
  const organisation = await unwrap(
    admin.POST("/api/admin/partners", {
      body: { name: options.name, ...(options.carrierEmail ? { carrierEmail: options.carrierEmail } : {}) },
    }),
  );
  const issued = await unwrap(
    admin.POST("/api/admin/partners/{id}/clients", {
      params: { path: { id: organisation.id } },
      body: { name: `${options.name} client`, scopes: options.scopes, sandbox: options.sandbox ?? false },
    }),
  );
  return { organisationId: organisation.id, clientId: issued.client.id, clientSecret: issued.clientSecret };
}
