/** What one rotation pass over sealed values did (documents' data keys, webhook secrets). */
export interface KeyRotationReport {
  /** Rows that named another KEK. */
  examined: number;
  rewrapped: number;
  /** Rows whose data key could not be re-wrapped (their KEK is missing or wrong); left as they were. */
  failed: { id: string; reason: string }[];
}
