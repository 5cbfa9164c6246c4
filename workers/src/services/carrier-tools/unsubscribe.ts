import { laneLabel } from "@truerate/domain/carrier-tools/labels";
import type { TrailerType } from "@truerate/domain/enums";
import { eq, isNotNull } from "drizzle-orm";
import { notFound } from "../../core/errors";
import { createDb } from "../../db/client";
import { savedLanes } from "../../db/schema";
import { CARRIER_TOOLS_MESSAGES } from "../access/carrier-tools";

interface TokenLane {
  id: string;
  originCity: string;
  originState: string;
  destinationCity: string;
  destinationState: string;
  equipment: TrailerType;
  active: boolean;
}

async function laneOfToken(db: D1Database, token: string): Promise<TokenLane> {
  const [row] = await createDb(db)
    .select({
      id: savedLanes.id,
      originCity: savedLanes.originCity,
      originState: savedLanes.originState,
      destinationCity: savedLanes.destinationCity,
      destinationState: savedLanes.destinationState,
      equipment: savedLanes.equipment,
      active: isNotNull(savedLanes.alertThreshold).mapWith(Boolean),
    })
    .from(savedLanes)
    .where(eq(savedLanes.alertToken, token));
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
    active: row.active,
    message: row.active ? `Rate alerts for ${lane} are on.` : `Rate alerts for ${lane} are off.`,
  };
}

/**
 * Turns the alert off. The token stays, so the same link answers "off" again rather than "invalid";
 * the lane stays saved on the carrier's home page.
 */
export async function unsubscribe(db: D1Database, token: string) {
  const row = await laneOfToken(db, token);
  await createDb(db)
    .update(savedLanes)
    .set({ alertThreshold: null, alertDirection: null })
    .where(eq(savedLanes.id, row.id));
  const lane = labelOf(row);
  return { lane, active: false, message: `Rate alerts for ${lane} are off. You will get no more e-mails about it.` };
}
