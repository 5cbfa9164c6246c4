import { laneLabel } from "@truerate/domain/carrier-tools/labels";
import { notFound } from "../../core/errors";
import type { ServiceContext } from "../../core/service-context";
import { clearSavedLaneAlert, laneOfAlertToken } from "../../db/queries/carrier-tools";
import { CARRIER_TOOLS_MESSAGES } from "../access/carrier-tools";

type TokenLane = NonNullable<Awaited<ReturnType<typeof laneOfAlertToken>>>;

async function laneOfToken(ctx: ServiceContext, token: string): Promise<TokenLane> {
  const row = await laneOfAlertToken(ctx.db, token);
  if (!row) throw notFound(CARRIER_TOOLS_MESSAGES.unknownToken);
  return row;
}

const labelOf = (row: TokenLane) =>
  laneLabel({
    origin: { city: row.originCity, state: row.originState },
    destination: { city: row.destinationCity, state: row.destinationState },
    equipment: row.equipment,
  });

/** What an unsubscribe link is about, without changing anything (a mail scanner may open it). */
export async function describeUnsubscribe(ctx: ServiceContext, token: string) {
  const row = await laneOfToken(ctx, token);
  const lane = labelOf(row);
  return {
    lane,
    active: row.active,
    message: row.active ? `Rate alerts for ${lane} are on.` : `Rate alerts for ${lane} are off.`,
  };
}

/**
 * Turns the alert off. The token stays, so the same link answers "off" again rather than "invalid";
 * the lane stays saved on the carrier's home page.
 */
export async function unsubscribe(ctx: ServiceContext, token: string) {
  const row = await laneOfToken(ctx, token);
  await clearSavedLaneAlert(ctx.db, row.id);
  const lane = labelOf(row);
  return { lane, active: false, message: `Rate alerts for ${lane} are off. You will get no more e-mails about it.` };
}
