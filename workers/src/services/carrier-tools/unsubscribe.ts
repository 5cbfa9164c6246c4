import { laneLabel } from "@truerate/domain/carrier-tools/labels";
import type { TrailerType } from "@truerate/domain/enums";
import { notFound } from "../../core/errors";
import { CARRIER_TOOLS_MESSAGES } from "../access/carrier-tools";

interface TokenLane {
  id: string;
  originCity: string;
  originState: string;
  destinationCity: string;
  destinationState: string;
  equipment: TrailerType;
  active: number;
}

async function laneOfToken(db: D1Database, token: string): Promise<TokenLane> {
  const row = await db
    .prepare(
      `SELECT id, origin_city AS originCity, origin_state AS originState, destination_city AS destinationCity,
         destination_state AS destinationState, equipment, alert_threshold IS NOT NULL AS active
       FROM saved_lanes WHERE alert_token = ?1`,
    )
    .bind(token)
    .first<TokenLane>();
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
export async function describeUnsubscribe(db: D1Database, token: string) {
  const row = await laneOfToken(db, token);
  const lane = labelOf(row);
  return {
    lane,
    active: Boolean(row.active),
    message: row.active ? `Rate alerts for ${lane} are on.` : `Rate alerts for ${lane} are off.`,
  };
}

/**
 * Turns the alert off. The token stays, so the same link answers "off" again rather than "invalid";
 * the lane stays saved on the carrier's home page.
 */
export async function unsubscribe(db: D1Database, token: string) {
  const row = await laneOfToken(db, token);
  await db
    .prepare("UPDATE saved_lanes SET alert_threshold = NULL, alert_direction = NULL WHERE id = ?1")
    .bind(row.id)
    .run();
  const lane = labelOf(row);
  return { lane, active: false, message: `Rate alerts for ${lane} are off. You will get no more e-mails about it.` };
}
