import type { deadLetters } from "../../../db/schema";

export function deadLetterView(row: typeof deadLetters.$inferSelect) {
  const body = row.body as { kind?: unknown; dedupeKey?: unknown } | null;
  return {
    id: row.id,
    queue: row.queue,
    messageId: row.messageId,
    kind: typeof body?.kind === "string" ? body.kind : null,
    dedupeKey: typeof body?.dedupeKey === "string" ? body.dedupeKey : null,
    body: row.body,
    attempts: row.attempts,
    createdAt: row.createdAt.toISOString(),
    retriedAt: row.retriedAt?.toISOString() ?? null,
  };
}

export type DeadLetterView = ReturnType<typeof deadLetterView>;
