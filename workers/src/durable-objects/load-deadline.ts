import { DurableObject } from "cloudflare:workers";
import type { Env } from "../env";

/** A load's deadline state: scheduled until documents arrive (met) or the alarm fires first (missed). */
export type DeadlineState =
  | { status: "unscheduled" }
  | { status: "scheduled"; loadId: string; deadlineAt: number }
  | { status: "met"; loadId: string; deadlineAt: number; settledAt: number }
  | { status: "missed"; loadId: string; deadlineAt: number; firedAt: number };

const STATE_KEY = "state";

/**
 * One object per load (named by the load id) holding its 48-hour deadline alarm. State lives in the
 * object's own storage; alarms are delivered at least once, so `alarm()` may run twice safely.
 */
export class LoadDeadline extends DurableObject<Env> {
  private state: DeadlineState = { status: "unscheduled" };

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.blockConcurrencyWhile(async () => {
      this.state = (await ctx.storage.get<DeadlineState>(STATE_KEY)) ?? { status: "unscheduled" };
    });
  }

  async schedule(loadId: string, deadlineAt: number): Promise<DeadlineState> {
    if (this.state.status === "met" || this.state.status === "missed") return this.state;
    await this.save({ status: "scheduled", loadId, deadlineAt });
    await this.ctx.storage.setAlarm(deadlineAt);
    return this.state;
  }

  /** Documents arrived in time: the deadline is met and the alarm is no longer needed. */
  async settle(now = Date.now()): Promise<DeadlineState> {
    if (this.state.status !== "scheduled") return this.state;
    await this.save({ ...this.state, status: "met", settledAt: now });
    await this.ctx.storage.deleteAlarm();
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
    // A repeated or late delivery after the outcome is known changes nothing.
    if (this.state.status !== "scheduled") return;
    await this.save({ ...this.state, status: "missed", firedAt: Date.now() });
  }

  private async save(state: DeadlineState): Promise<void> {
    this.state = state;
    await this.ctx.storage.put(STATE_KEY, state);
  }
}

export function loadDeadlineStub(env: Env, loadId: string) {
  return env.LOAD_DEADLINES.get(env.LOAD_DEADLINES.idFromName(loadId));
}
