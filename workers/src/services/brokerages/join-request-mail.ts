import type { MailMessage } from "../../core/queue-messages";
import type { ServiceContext } from "../../core/service-context";
import { joinRequestOf, membersOf } from "../../db/queries/brokerages";

export const JOIN_REQUEST_TEMPLATE = "brokerage-join-request";

/** A queue batch holds at most 100 messages. */
const QUEUE_BATCH_LIMIT = 100;

export function joinRequestMail(input: {
  to: string;
  memberId: string;
  requester: { id: string; email: string; companyName: string | null };
  brokerage: { id: string; name: string };
  appOrigin: string;
}): MailMessage {
  const who = input.requester.companyName
    ? `${input.requester.email} (${input.requester.companyName})`
    : input.requester.email;
  return {
    kind: "mail",
    // One e-mail per member and request, however often the request is re-read.
    dedupeKey: `join-request:${input.brokerage.id}:${input.requester.id}:${input.memberId}`,
    to: input.to,
    template: JOIN_REQUEST_TEMPLATE,
    subject: `${input.requester.email} asked to join ${input.brokerage.name} on TrueRate`,
    text:
      `${who} asked to join ${input.brokerage.name} on TrueRate. Until a member approves, they see ` +
      "none of the brokerage's loads, documents or compliance record.\n\n" +
      `Approve or decline on the Team tab of your broker dashboard: ${input.appOrigin}/broker-dashboard\n` +
      "If you do not know them, decline.",
  };
}

/**
 * Tells every member of the brokerage that broker `userId` asked to join. Called once the request
 * comes from a verified address: at e-mail verification, or when a verified broker changes MC number.
 */
export async function notifyMembersOfJoinRequest(ctx: ServiceContext, userId: string): Promise<void> {
  const request = await joinRequestOf(ctx.db, userId);
  if (!request) return;
  const members = await membersOf(ctx.db, request.brokerageId);
  const mails = members.map((member) =>
    joinRequestMail({
      to: member.email,
      memberId: member.id,
      requester: request,
      brokerage: { id: request.brokerageId, name: request.brokerageName },
      appOrigin: ctx.config.APP_ORIGIN,
    }),
  );
  for (let start = 0; start < mails.length; start += QUEUE_BATCH_LIMIT) {
    await ctx.env.NOTIFICATIONS.sendBatch(mails.slice(start, start + QUEUE_BATCH_LIMIT).map((body) => ({ body })));
  }
}
