import { BROKER_DISPUTE_KINDS, BROKER_DISPUTE_STATUSES } from "@truerate/domain/enums";
import { check, index, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { brokerages } from "./brokerages";
import { createdAt, id, oneOf, timestamp } from "./columns";
import { loads } from "./loads";
import { users } from "./users";

/**
 * A brokerage's public answer on its profile. A new reply supersedes the last (`supersededAt`), never
 * deletes it: what a broker said publicly stays on record.
 */
export const brokerReplies = sqliteTable(
  "broker_replies",
  {
    id: id(),
    brokerageId: text("brokerage_id")
      .notNull()
      .references(() => brokerages.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    writtenBy: text("written_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    supersededAt: timestamp("superseded_at"),
  },
  (table) => [index("broker_replies_brokerage_idx").on(table.brokerageId, table.supersededAt)],
);

/**
 * A brokerage's dispute of one event on its profile (a missed deadline or a complaint, by load), with the
 * evidence it gives; an administrator upholds or rejects it with a reason. One dispute per event.
 */
export const brokerDisputes = sqliteTable(
  "broker_disputes",
  {
    id: id(),
    brokerageId: text("brokerage_id")
      .notNull()
      .references(() => brokerages.id, { onDelete: "cascade" }),
    loadId: text("load_id")
      .notNull()
      .references(() => loads.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: BROKER_DISPUTE_KINDS }).notNull(),
    /** The broker's account of what happened (for example, that it sent the record another way). */
    statement: text("statement").notNull(),
    filedBy: text("filed_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    status: text("status", { enum: BROKER_DISPUTE_STATUSES }).notNull().default("open"),
    decisionReason: text("decision_reason"),
    decidedBy: text("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at"),
  },
  (table) => [
    uniqueIndex("broker_disputes_event_unique").on(table.loadId, table.kind),
    index("broker_disputes_status_idx").on(table.status, table.createdAt),
    index("broker_disputes_brokerage_idx").on(table.brokerageId, table.createdAt),
    check("broker_disputes_kind_check", oneOf("kind", BROKER_DISPUTE_KINDS)),
    check("broker_disputes_status_check", oneOf("status", BROKER_DISPUTE_STATUSES)),
  ],
);
