import type { Clock } from "../../src/core/service-context";

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** A clock the test moves by hand: time-dependent rules are tested without sleeping. */
export class TestClock implements Clock {
  private current: number;

  constructor(start: Date | number = Date.now()) {
    this.current = typeof start === "number" ? start : start.getTime();
  }

  now(): number {
    return this.current;
  }

  advance(ms: number): this {
    this.current += ms;
    return this;
  }

  set(instant: Date): this {
    this.current = instant.getTime();
    return this;
  }
}
