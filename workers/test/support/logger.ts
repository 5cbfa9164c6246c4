import type { LogFields, Logger } from "../../src/core/logger";

/** A logger that keeps its lines (and its children's), so a test can read what was logged. */
export function recordingLogger(lines: LogFields[] = []): Logger & { lines: LogFields[] } {
  const write =
    (level: string) =>
    (event: string, fields: LogFields = {}) =>
      lines.push({ level, event, ...fields });
  return {
    lines,
    info: write("info"),
    warn: write("warn"),
    error: write("error"),
    child: () => recordingLogger(lines),
  };
}
