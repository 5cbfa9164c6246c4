/**
 * Which queue a dead letter came from. Both the NOTIFICATIONS and the DEADLINES queues hand their
 * exhausted messages to the one dead-letter queue (wrangler.toml), and a message carries no record
 * of where it was first sent; its body does: only deadline messages have `kind: "deadline"`.
 * Anything else (including a body nobody can read) is the notifications queue's.
 */
export function deadLetterOrigin<Queue extends string>(
  body: unknown,
  queues: { notifications: Queue; deadlines: Queue },
): Queue {
  const kind = typeof body === "object" && body !== null && "kind" in body ? body.kind : undefined;
  return kind === "deadline" ? queues.deadlines : queues.notifications;
}
