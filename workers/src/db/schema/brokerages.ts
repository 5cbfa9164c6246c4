import { index, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, id } from "./columns";
import { fmcsaBrokers } from "./fmcsa";

/** A brokerage is the tenant of broker users, identified by its MC number. */
export const brokerages = sqliteTable(
  "brokerages",
  {
    id: id(),
    name: text("name").notNull(),
    mcNumber: text("mc_number").notNull(),
    dotNumber: text("dot_number"),
    /** Lower-case e-mail domain used to match loads that name the broker without an MC number. */
    emailDomain: text("email_domain"),
    fmcsaBrokerId: text("fmcsa_broker_id").references(() => fmcsaBrokers.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("brokerages_mc_unique").on(table.mcNumber),
    index("brokerages_name_idx").on(table.name),
    index("brokerages_domain_idx").on(table.emailDomain),
  ],
);
