// The webhook events a partner's endpoint receives, as the OpenAPI 3.1 `webhooks` section: each
// event's signed POST; the payloads and headers are schemas/v1/webhook-events.ts.
import { WEBHOOK_MAX_ATTEMPTS, WEBHOOK_RETRY_SPAN_SECONDS } from "@truerate/domain/partners/webhook-retry";
import type { App } from "../../../http/app";
import { signatureHeaders, WEBHOOK_EVENTS, webhookEventSchema } from "../../../schemas/v1/webhook-events";

/** Registers each event as a webhook of the document; the API itself serves none of them. */
export function register(app: App) {
  // Named by a delivery's payload (schemas/v1/webhooks.ts), which no route's zod schema states.
  app.openAPIRegistry.register("WebhookEvent", webhookEventSchema);
  for (const event of WEBHOOK_EVENTS) {
    app.openAPIRegistry.registerWebhook({
      method: "post",
      path: event.type,
      operationId: event.operationId,
      tags: ["Partner API v1"],
      // The API calls the partner: there is no credential to send, the signature headers prove the sender.
      security: [],
      summary: event.summary,
      description:
        `Posted to each of your endpoints subscribed to this event, signed per Standard Webhooks. Answer any 2xx within ` +
        `10 seconds to acknowledge; anything else is tried again (${WEBHOOK_MAX_ATTEMPTS} attempts over about ` +
        `${Math.round(WEBHOOK_RETRY_SPAN_SECONDS / 3600)} hours) with the same \`webhook-id\`.`,
      request: {
        headers: signatureHeaders,
        body: { required: true, content: { "application/json": { schema: event.schema } } },
      },
      responses: {
        200: { description: "Received (any 2xx acknowledges the delivery)" },
        default: { description: "Any other answer, or none within 10 seconds: the delivery is tried again later" },
      },
    });
  }
}
