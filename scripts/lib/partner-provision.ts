// Creates a partner organisation and an API client through the admin API of a running TrueRate
// (`npm start`), signed in as an administrator. Used by `npm run partner:create` and the SDK example.
import { createTrueRateClient, unwrap } from "../../sdk/src/index";

export interface ProvisionOptions {
  apiUrl: string;
  adminEmail: string;
  adminPassword: string;
  name: string;
  carrierEmail?: string;
  scopes: ("loads:write" | "rates:read" | "webhooks:manage")[];
}

export interface ProvisionedPartner {
  organisationId: string;
  clientId: string;
  clientSecret: string;
}

export async function provisionPartner(options: ProvisionOptions): Promise<ProvisionedPartner> {
  const origin = new URL(options.apiUrl).origin;
  const anonymous = createTrueRateClient({ baseUrl: origin });
  const signIn = await anonymous.POST("/api/login", {
    body: { email: options.adminEmail, password: options.adminPassword },
  });
  if (!signIn.response.ok)
    throw new Error(`Admin sign-in failed (${signIn.response.status}): ${JSON.stringify(signIn.error)}`);
  const cookie = signIn.response.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
  // A signed-in write must name its Origin (the API's CSRF rule).
  const admin = createTrueRateClient({ baseUrl: origin, headers: { cookie, origin } });
  const organisation = await unwrap(
    admin.POST("/api/admin/partners", {
      body: { name: options.name, ...(options.carrierEmail ? { carrierEmail: options.carrierEmail } : {}) },
    }),
  );
  const issued = await unwrap(
    admin.POST("/api/admin/partners/{id}/clients", {
      params: { path: { id: organisation.id } },
      body: { name: `${options.name} client`, scopes: options.scopes },
    }),
  );
  return { organisationId: organisation.id, clientId: issued.client.id, clientSecret: issued.clientSecret };
}
