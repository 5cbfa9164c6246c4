/**
 * Which queue a dead letter came from. The NOTIFICATIONS, DEADLINES and READINGS queues hand their
 * exhausted messages to the one dead-letter queue (wrangler.toml, workers/reader/wrangler.toml),
 * and a message carries no record of where it was first sent; its body does: only deadline
 * messages have `kind: "deadline"`, only documents to read `kind: "read_document"`. Anything else
 * (including a body nobody can read) is the notifications queue's.
 */
export function deadLetterOrigin<Queue extends string>(
  body: unknown,
  queues: { notifications: Queue; deadlines: Queue; readings: Queue },
): Queue {
  const kind = typeof body === "object" && body !== null && "kind" in body ? body.kind : undefined;
  if (kind === "deadline") return queues.deadlines;
  if (kind === "read_document") return queues.readings;
  return queues.notifications;
}
