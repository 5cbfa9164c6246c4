import { isEntitledStatus } from "@truerate/domain/access";
import { laneLabel, perMile } from "@truerate/domain/carrier-tools/labels";
import { type AlertDirection, checkAlert } from "@truerate/domain/carrier-tools/rate-alert";
import { SUBSCRIPTION_STATUSES } from "@truerate/domain/enums";
import { and, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import type { Env } from "../../core/env";
import { readConfig } from "../../core/env";
import type { NotificationMessage } from "../../core/queue-messages";
import type { ServiceContext } from "../../core/service-context";
import { savedLanes, users } from "../../db/schema";
import { enqueueJobs } from "../notifications/enqueue";
import { laneFigures, watchedFigure } from "./lane-figures";
import { SAVED_LANE_COLUMNS, type SavedLaneRow } from "./saved-lanes";

export const RATE_ALERT_TEMPLATE = "rate-alert";

/**
 * Lane figures are a subscriber's: a carrier whose subscription lapsed gets no alert (the
 * housekeeping run has moved offline subscriptions along the clock just before this check).
 */
const ENTITLED = SUBSCRIPTION_STATUSES.filter(isEntitledStatus);

interface AlertRow extends SavedLaneRow {
  userId: string;
  alertThreshold: number;
  alertDirection: AlertDirection;
  alertToken: string;
}

function alertJob(env: Env, row: AlertRow, figure: number, now: number): NotificationMessage {
  const lane = laneLabel({
    origin: { city: row.originCity, state: row.originState },
    destination: { city: row.destinationCity, state: row.destinationState },
    equipment: row.equipment,
  });
  const side = row.alertDirection === "above" ? "at or above" : "at or below";
  const message =
    `${lane}: the published median carrier rate is now ${perMile(figure)}, ${side} your alert of ` +
    `${perMile(row.alertThreshold)} (last 30 days).`;
  const origin = readConfig(env).APP_ORIGIN;
  const text = [
    message,
    `See the lane on your home page: ${origin}/`,
    `To stop these e-mails for this lane, open ${origin}/alerts/unsubscribe/${row.alertToken}`,
  ].join("\n\n");
  return {
    kind: "notification",
    // One notice per lane and check: a redelivered job writes and mails nothing twice.
    dedupeKey: `rate-alert:${row.id}:${now}`,
    userId: row.userId,
    type: "system_alert",
    title: `Rate alert: ${lane}`,
    message,
    occurredAt: now,
    mail: {
      template: RATE_ALERT_TEMPLATE,
      subject: `Rate alert: ${lane} is ${side} ${perMile(row.alertThreshold)}`,
      text,
    },
  };
}

/**
 * The scheduled check of every active alert of a subscribed carrier: each watched lane's figure is read once, the crossing
 * rule (domain/carrier-tools/rate-alert.ts) decides, and the figure seen is stored with a
 * compare-and-set on the previous one, so two overlapping runs cannot both send the same crossing.
 */
export async function checkRateAlerts(ctx: ServiceContext): Promise<{ checked: number; sent: number }> {
  const { env } = ctx;
  const now = ctx.now();
  const { db } = ctx;
  const results = (await db
    .select({
      ...SAVED_LANE_COLUMNS,
      userId: savedLanes.userId,
      alertToken: savedLanes.alertToken,
    })
    .from(savedLanes)
    .where(
      and(
        isNotNull(savedLanes.alertThreshold),
        isNotNull(savedLanes.alertDirection),
        isNotNull(savedLanes.alertToken),
        inArray(
          savedLanes.userId,
          db.select({ id: users.id }).from(users).where(inArray(users.subscriptionStatus, ENTITLED)),
        ),
      ),
    )) as AlertRow[];
  if (results.length === 0) return { checked: 0, sent: 0 };
  const figures = await laneFigures(env.DB, results, now);
  const decided = results.map((row) => ({
    row,
    figure: watchedFigure(figures.of(row)),
    ...checkAlert({
      threshold: row.alertThreshold,
      direction: row.alertDirection,
      previous: row.alertLastValue,
      current: watchedFigure(figures.of(row)),
    }),
  }));
  const [first, ...rest] = decided.map(({ row, remember }) =>
    db
      .update(savedLanes)
      .set({ alertLastValue: remember, alertCheckedAt: new Date(now) })
      .where(
        and(
          eq(savedLanes.id, row.id),
          row.alertLastValue === null
            ? isNull(savedLanes.alertLastValue)
            : eq(savedLanes.alertLastValue, row.alertLastValue),
          eq(savedLanes.alertThreshold, row.alertThreshold),
          eq(savedLanes.alertDirection, row.alertDirection),
        ),
      ),
  );
  // One compare-and-set per alert, in one batch: a row changed only when no other run stored a figure first.
  const updates = first ? ((await db.batch([first, ...rest])) as D1Result[]) : [];
  const jobs = decided.flatMap(({ row, fire, figure }, index) =>
    fire && figure !== null && updates[index]?.meta.changes ? [alertJob(env, row, figure, now)] : [],
  );
  await enqueueJobs(env.NOTIFICATIONS, jobs);
  return { checked: results.length, sent: jobs.length };
}
