// `npm run partner:create` and the SDK example provision a partner through the admin API, signed in
// as an administrator. Here the API's portal origin differs from its own, as under `npm start`.
import { describe, expect, it } from "vitest";
import { provisionPartner } from "../../scripts/lib/partner-provision";
import { createPartnerClient, type PartnerLoadInput, TrueRateApiError } from "../../sdk/src/index";
import { CROSS_ORIGIN_MESSAGE } from "../src/http/origin-check";
import { createUser, PASSWORD } from "./support/accounts";
import { uniqueIp, workerFetch } from "./support/call";
import { partnerLoad } from "./support/partners";

const API_URL = "http://127.0.0.1:8787";
const PORTAL_ORIGIN = "http://127.0.0.1:8788";

/** The API in-process with the portal elsewhere, each request from its own client address. */
function apiWithPortalAt(appOrigin: string) {
  return (request: Request) => {
    const headers = new Headers(request.headers);
    headers.set("cf-connecting-ip", uniqueIp());
    return workerFetch({ bindings: { APP_ORIGIN: appOrigin } })(new Request(request, { headers }));
  };
}

describe("partner provisioning by script", () => {
  it("creates an organisation and a client that can push, naming the portal's origin", async () => {
    const admin = await createUser("admin");
    const carrier = await createUser("carrier");
    const fetch = apiWithPortalAt(PORTAL_ORIGIN);
    const provisioned = await provisionPartner({
      apiUrl: API_URL,
      appOrigin: PORTAL_ORIGIN,
      adminEmail: admin.email,
      adminPassword: PASSWORD,
      name: "Script TMS",
      carrierEmail: carrier.email,
      scopes: ["loads:write", "rates:read"],
      fetch,
    });
    const partner = createPartnerClient({ baseUrl: API_URL, ...provisioned, fetch });
    const pushed = await partner.pushLoads([partnerLoad("SCRIPT-1") as PartnerLoadInput]);
    expect(pushed).toMatchObject({ created: 1, rejected: 0 });
  });

  it("is refused when it names the API's own origin instead", async () => {
    const admin = await createUser("admin");
    const refused = await provisionPartner({
      apiUrl: API_URL,
      appOrigin: API_URL,
      adminEmail: admin.email,
      adminPassword: PASSWORD,
      name: "Wrong Origin TMS",
      scopes: ["rates:read"],
      fetch: apiWithPortalAt(PORTAL_ORIGIN),
    }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(TrueRateApiError);
    expect(refused).toMatchObject({ status: 403, message: CROSS_ORIGIN_MESSAGE });
  });
});
