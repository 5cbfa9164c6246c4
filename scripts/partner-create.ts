// `npm run partner:create -- --name "Acme TMS" [--carrier-email carrier@truerate.test] [--sandbox]`:
// creates a partner organisation and an API client on a running TrueRate (`npm start`) through its
// admin API, and prints the client id and secret once. `--sandbox` issues a sandbox client (`sbx_…`)
// whose pushes never reach figures, brokers or mail. Defaults to the local demo administrator.
import { parseArgs } from "node:util";
import { DEMO_ACCOUNTS } from "./lib/demo-accounts.mjs";
import { LOCAL_APP_ORIGIN, provisionPartner } from "./lib/partner-provision";

const { values } = parseArgs({
  options: {
    name: { type: "string", default: "Demo TMS" },
    "carrier-email": { type: "string", default: "carrier@truerate.test" },
    scopes: { type: "string", default: "loads:write rates:read webhooks:manage" },
    sandbox: { type: "boolean", default: false },
    api: { type: "string", default: process.env.TRUERATE_API_URL ?? "http://127.0.0.1:8787" },
    "app-origin": { type: "string", default: LOCAL_APP_ORIGIN },
    "admin-email": { type: "string", default: process.env.TRUERATE_ADMIN_EMAIL ?? "admin@truerate.test" },
    "admin-password": { type: "string", default: process.env.TRUERATE_ADMIN_PASSWORD ?? DEMO_ACCOUNTS.password },
    help: { type: "boolean", short: "h" },
  },
});

if (values.help) {
  console.log(
    'Usage: npm run partner:create -- [--name "Acme TMS"] [--carrier-email <carrier>] [--scopes "loads:write rates:read webhooks:manage"] [--sandbox] [--api http://127.0.0.1:8787] [--app-origin http://127.0.0.1:8788]',
  );
  process.exit(0);
}

const scopes = (values.scopes ?? "").split(/\s+/).filter(Boolean) as (
  | "loads:write"
  | "rates:read"
  | "webhooks:manage"
)[];
try {
  const partner = await provisionPartner({
    apiUrl: values.api ?? "",
    appOrigin: values["app-origin"] ?? LOCAL_APP_ORIGIN,
    adminEmail: values["admin-email"] ?? "",
    adminPassword: values["admin-password"] ?? "",
    name: values.name ?? "Demo TMS",
    carrierEmail: values["carrier-email"] || undefined,
    scopes,
    sandbox: values.sandbox ?? false,
  });
  console.log(`Partner organisation ${partner.organisationId} created${values.sandbox ? " with a sandbox client" : ""}. The secret is shown only now:

TRUERATE_CLIENT_ID=${partner.clientId}
TRUERATE_CLIENT_SECRET=${partner.clientSecret}`);
} catch (error) {
  console.error(`partner:create: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
