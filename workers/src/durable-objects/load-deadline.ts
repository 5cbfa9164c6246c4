import { DurableObject } from "cloudflare:workers";
import {
  type DeadlineStage,
  deadlineStageTimes,
  firstStageAfter,
  type ReminderHours,
  stageAfter,
} from "@truerate/domain/compliance";
import type { Env } from "../core/env";
import { createLogger, describeError } from "../core/logger";
import { createServiceContext, type ServiceContext } from "../core/service-context";
import { localEnv } from "../db/busy-retry";
import { retryDelaySeconds } from "../queues/retry-delay";
import { closeDeadline, type DeadlineLoad, settleIfShared } from "../services/deadlines/deadline-load";
import { missedDeadlineJobs, reminderJobs } from "../services/deadlines/deadline-notifications";
import { deadlineRecipients } from "../services/deadlines/recipients";
import { enqueueJobs } from "../services/notifications/enqueue";
import { emitPartnerEvent } from "../services/partners/webhooks/emit";
import { deadlineEvent } from "../services/partners/webhooks/load-events";

/** A deadline still running: the one alarm is armed at `alarmAt` for the step `next`. */
interface Armed {
  loadId: string;
  deadlineAt: number;
  next: DeadlineStage;
  alarmAt: number;
  /** Failed runs in a row; the alarm re-arms itself with a growing delay (see alarm()). */
  failures: number;
}

/**
 * A load's deadline: scheduled → reminded (24 hours before) → reminded (12 hours before) → met or
 * missed. Met when a document reached the carrier in time, missed when the deadline came first.
 */
export type DeadlineState =
  | { status: "unscheduled" }
  | ({ status: "scheduled" } & Armed)
  | ({ status: "reminded"; hoursBefore: ReminderHours; remindedAt: number } & Armed)
  | { status: "met"; loadId: string; deadlineAt: number; settledAt: number }
  | { status: "missed"; loadId: string; deadlineAt: number; firedAt: number };

type ArmedState = Extract<DeadlineState, { status: "scheduled" | "reminded" }>;

const STATE_KEY = "state";

const isArmed = (state: DeadlineState): state is ArmedState =>
  state.status === "scheduled" || state.status === "reminded";

/**
 * One object per load (named by the load id) holding its 48-hour deadline. The state lives in the
 * object's own storage and one alarm serves every step: it is re-armed for the next reminder and
 * finally for the deadline.
 *
 * Alarms are delivered at least once, so every step is safe to run again: the D1 writes are
 * conditional and keyed by unique constraints, notifications carry dedupe keys, and the new state
 * and the next alarm are stored together, after the side effects, so a step that did not finish
 * is simply run again. The step run is the one the alarm was armed for (the platform never fires an
 * alarm early), except that once the deadline has passed the deadline is decided at once.
 */
export class LoadDeadline extends DurableObject<Env> {
  private state: DeadlineState = { status: "unscheduled" };

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, localEnv(env));
    ctx.blockConcurrencyWhile(async () => {
      this.state = (await ctx.storage.get<DeadlineState>(STATE_KEY)) ?? { status: "unscheduled" };
    });
  }

  /** Arms the deadline of a new load. Calling it again for the same deadline changes nothing. */
  async schedule(loadId: string, deadlineAt: number): Promise<DeadlineState> {
    const current = this.state;
    if (current.status === "met" || current.status === "missed") return current;
    if (isArmed(current) && current.loadId === loadId && current.deadlineAt === deadlineAt) return current;
    const next = firstStageAfter(deadlineAt, Date.now());
    await this.arm({
      status: "scheduled",
      loadId,
      deadlineAt,
      next,
      alarmAt: deadlineStageTimes(deadlineAt)[next],
      failures: 0,
    });
    return this.state;
  }

  /** Documents arrived in time: the deadline is met and the alarm is no longer needed. */
  async settle(now = Date.now()): Promise<DeadlineState> {
    const current = this.state;
    if (!isArmed(current)) return current;
    await this.finish({ status: "met", loadId: current.loadId, deadlineAt: current.deadlineAt, settledAt: now });
    return this.state;
  }

  /** The load was deleted: forget everything, alarm included. */
  async cancel(): Promise<void> {
    await this.ctx.storage.deleteAlarm();
    await this.ctx.storage.deleteAll();
    this.state = { status: "unscheduled" };
  }

  async status(): Promise<DeadlineState> {
    return this.state;
  }

  override async alarm(): Promise<void> {
    const current = this.state;
    // A repeated or late delivery after the outcome is known changes nothing.
    if (!isArmed(current)) return;
    const now = Date.now();
    const stage = now >= current.deadlineAt ? "deadline" : current.next;
    // The alarm's step runs as any service does, at one instant: the one it was decided at.
    const ctx = createServiceContext({
      env: this.env,
      clock: { now: () => now },
      logger: createLogger({ durableObject: "LoadDeadline", loadId: current.loadId }),
    });
    try {
      if (stage === "deadline") await this.decide(ctx, current);
      else await this.remind(ctx, current, stage);
    } catch (error) {
      // The platform retries a throwing alarm only a few times and then drops it, which would
      // leave the load pending forever; so the object keeps its step and re-arms itself instead.
      const failures = current.failures + 1;
      const alarmAt = now + retryDelaySeconds(failures) * 1000;
      ctx.logger.error("deadline_step_failed", {
        stage,
        failures,
        retryAt: new Date(alarmAt).toISOString(),
        ...describeError(error),
      });
      await this.arm({ ...current, failures, alarmAt });
    }
  }

  /** A reminder step: documents already shared settle the deadline, otherwise the broker is reminded. */
  private async remind(ctx: ServiceContext, current: ArmedState, stage: Exclude<DeadlineStage, "deadline">) {
    const now = ctx.now();
    const load = await settleIfShared(ctx, { loadId: current.loadId });
    if (!load) return this.cancel();
    if (load.complianceStatus !== "pending") return this.record(ctx, current, load);
    const hoursBefore: ReminderHours = stage === "reminder-24" ? 24 : 12;
    const recipients = await deadlineRecipients(ctx, load);
    await enqueueJobs(this.env.NOTIFICATIONS, reminderJobs(load, hoursBefore, recipients, now));
    const next = stageAfter(stage);
    await this.arm({
      status: "reminded",
      loadId: current.loadId,
      deadlineAt: current.deadlineAt,
      hoursBefore,
      remindedAt: now,
      next,
      alarmAt: deadlineStageTimes(current.deadlineAt)[next],
      failures: 0,
    });
  }

  /** The deadline step: met or missed in D1 (once), then everyone concerned is told of a miss. */
  private async decide(ctx: ServiceContext, current: ArmedState) {
    const now = ctx.now();
    const load = await closeDeadline(ctx, { loadId: current.loadId });
    if (!load) return this.cancel();
    if (load.complianceStatus === "pending") throw new Error("the load is still pending after its deadline was closed");
    if (load.complianceStatus === "overdue") {
      const recipients = await deadlineRecipients(ctx, load);
      await enqueueJobs(this.env.NOTIFICATIONS, missedDeadlineJobs(load, recipients, now));
    }
    await this.record(ctx, current, load);
  }

  private async record(ctx: ServiceContext, current: ArmedState, load: DeadlineLoad) {
    const now = ctx.now();
    const { loadId, deadlineAt } = current;
    // The partner that pushed the load hears of the outcome; a failure re-runs this step (keyed, so once).
    await emitPartnerEvent(ctx, deadlineEvent(load, now));
    await this.finish(
      load.complianceStatus === "overdue"
        ? { status: "missed", loadId, deadlineAt, firedAt: now }
        : { status: "met", loadId, deadlineAt, settledAt: now },
    );
  }

  /** The state and its alarm are written together (storage writes without I/O between them coalesce). */
  private async arm(state: ArmedState): Promise<void> {
    this.state = state;
    await Promise.all([this.ctx.storage.put(STATE_KEY, state), this.ctx.storage.setAlarm(state.alarmAt)]);
  }

  private async finish(state: Extract<DeadlineState, { status: "met" | "missed" }>): Promise<void> {
    this.state = state;
    await Promise.all([this.ctx.storage.put(STATE_KEY, state), this.ctx.storage.deleteAlarm()]);
  }
}
