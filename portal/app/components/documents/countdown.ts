import type { LoadComplianceStatus } from "@truerate/domain/enums";
import { formatNewYorkTime, NEW_YORK } from "@truerate/domain/new-york-time";
import { formatInTimeZone } from "date-fns-tz";

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** The deadline's state as the record has it; the clock only decides between the two open ones. */
export type CountdownState = "met" | "running" | "overdue";

export function countdownState(complianceStatus: LoadComplianceStatus, deadline: string, now: number): CountdownState {
  if (complianceStatus === "compliant") return "met";
  if (complianceStatus === "overdue") return "overdue";
  // The record turns overdue when the deadline's alarm runs; the page says so the moment it passes.
  return Date.parse(deadline) > now ? "running" : "overdue";
}

/** "47 h 05 min", "12 min 30 s" under an hour: the units a deadline of 48 hours is read in. */
export function durationText(ms: number): string {
  const total = Math.max(0, Math.floor(Math.abs(ms) / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  if (hours > 0) return `${hours} h ${String(minutes).padStart(2, "0")} min`;
  return `${minutes} min ${String(seconds).padStart(2, "0")} s`;
}

/** What the countdown says now: time left, time overdue, or that the deadline was met. */
export function countdownText(state: CountdownState, deadline: string, now: number): string {
  const left = Date.parse(deadline) - now;
  if (state === "met") return "Deadline met";
  if (state === "overdue") return left < 0 ? `Overdue by ${durationText(left)}` : "Overdue";
  return `${durationText(left)} left`;
}

/** A slower tick far from the deadline; every second in its last hour, when seconds show. */
export function tickInterval(deadline: string, now: number): number {
  return Math.abs(Date.parse(deadline) - now) < HOUR_MS ? 1000 : 15_000;
}

/** "5:33 AM CST": a clock time with its zone. */
const CLOCK = "h:mm a zzz";

/**
 * When it falls: New York time (the rules' clock), and the reader's own time when it differs,
 * e.g. "Nov 27, 6:33 AM EST (5:33 AM CST your time)".
 */
export function dueText(deadline: string, readerTimeZone: string | null): string {
  const newYork = formatNewYorkTime(deadline, "short");
  if (!readerTimeZone) return newYork;
  const local = formatInTimeZone(deadline, readerTimeZone, CLOCK);
  const newYorkClock = formatInTimeZone(deadline, NEW_YORK, CLOCK);
  return local === newYorkClock ? newYork : `${newYork} (${local} your time)`;
}
