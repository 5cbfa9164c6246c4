// `npm run admin:create -- --email admin@example.com --password '…'`: creates a verified admin in
// the local D1 database, or sets a new password on an existing admin. Admins exist only through
// this command, the seed, or registration with the server's ADMIN_SIGNUP_CODE.
import { parseArgs } from "node:util";
import { createServiceContext } from "../workers/src/core/service-context";
import { AdminCreationError, createAdmin } from "../workers/src/services/accounts/create-admin";
import { withLocalDatabase } from "./lib/local-platform";

const USAGE = "Usage: npm run admin:create -- --email <address> --password <at least 8 characters> [--company <name>]";

const { values } = parseArgs({
  options: {
    email: { type: "string" },
    password: { type: "string" },
    company: { type: "string" },
    help: { type: "boolean", short: "h" },
  },
});

if (values.help || !values.email || !values.password) {
  console.error(USAGE);
  process.exit(values.help ? 0 : 1);
}

try {
  const result = await withLocalDatabase((_db, env) =>
    createAdmin(createServiceContext({ env, requestId: "admin-create" }), {
      email: values.email ?? "",
      password: values.password ?? "",
      companyName: values.company,
    }),
  );
  // Never echo the password.
  console.log(`Admin ${values.email?.trim().toLowerCase()} ${result.status} (id ${result.id}).`);
} catch (error) {
  if (error instanceof AdminCreationError) {
    console.error(`admin:create: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
