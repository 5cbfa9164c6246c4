import { isEntitledStatus } from "@truerate/domain/access";
import { laneLabel, perMile } from "@truerate/domain/carrier-tools/labels";
import { checkAlert } from "@truerate/domain/carrier-tools/rate-alert";
import { SUBSCRIPTION_STATUSES } from "@truerate/domain/enums";
import type { Env } from "../../core/env";
import { readConfig } from "../../core/env";
import type { NotificationMessage } from "../../core/queue-messages";
import type { ServiceContext } from "../../core/service-context";
import { type AlertRow, activeAlerts, storeAlertChecks } from "../../db/queries/carrier-tools";
import { enqueueJobs } from "../notifications/enqueue";
import { laneFigures, watchedFigure } from "./lane-figures";

export const RATE_ALERT_TEMPLATE = "rate-alert";

/**
 * Lane figures are a subscriber's: a carrier whose subscription lapsed gets no alert (the
 * housekeeping run has moved offline subscriptions along the clock just before this check).
 */
const ENTITLED = SUBSCRIPTION_STATUSES.filter(isEntitledStatus);

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
  const results = await activeAlerts(ctx.db, ENTITLED);
  if (results.length === 0) return { checked: 0, sent: 0 };
  const figures = await laneFigures(ctx, results);
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
  // One compare-and-set per alert, in one batch: a row changed only when no other run stored a figure first.
  const changes = await storeAlertChecks(
    ctx.db,
    decided.map(({ row, remember }) => ({ row, remember, checkedAt: now })),
  );
  const jobs = decided.flatMap(({ row, fire, figure }, index) =>
    fire && figure !== null && changes[index] ? [alertJob(env, row, figure, now)] : [],
  );
  await enqueueJobs(env.NOTIFICATIONS, jobs);
  return { checked: results.length, sent: jobs.length };
}
