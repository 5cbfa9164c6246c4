// The one-off check of loads stored before the door existed: which of them the door would refuse
// today, tallied by the rule they break. Pure; scripts/check-stored-loads.ts reads the rows.
import type { Coordinates } from "../geo";
import { isUsStateCode } from "../geo-us-states";
import { loadRefusals, moneyRefusals } from "./plausibility";

export interface StoredLoad {
  id: string;
  date: string;
  pickupCity: string;
  pickupState: string;
  deliveryCity: string;
  deliveryState: string;
  mileage: number;
  weight: number;
  rateCents: number;
  trueRateCents: number | null;
}

export interface StoredCheck {
  checked: number;
  flagged: number;
  /** Field (the rule's field, `trueRate` for an administrator's figure) → how many loads break it. */
  byField: Record<string, number>;
  /** The first flagged loads with their messages, for a person to look at. */
  examples: { id: string; messages: string[] }[];
}

const EXAMPLES = 10;

/**
 * Checks stored loads against the door. Stored coordinates are not compared with the place (they
 * were filled from the gazetteer); the place itself must be known, as today.
 */
export function checkStoredLoads(
  loads: Iterable<StoredLoad>,
  known: (city: string, state: string) => Coordinates | null,
  today: string,
): StoredCheck {
  const result: StoredCheck = { checked: 0, flagged: 0, byField: {}, examples: [] };
  for (const load of loads) {
    result.checked += 1;
    const end = (city: string, state: string) => ({ city, state, known: known(city, state), posted: null });
    const refusals = loadRefusals(
      {
        date: load.date,
        pickup: end(load.pickupCity, load.pickupState),
        delivery: end(load.deliveryCity, load.deliveryState),
        mileage: load.mileage,
        weight: load.weight,
        rateCents: load.rateCents,
      },
      today,
      isUsStateCode,
    );
    if (load.trueRateCents !== null) {
      const trueRate = moneyRefusals("The true rate", load.trueRateCents, load.mileage);
      if (trueRate.length > 0) refusals.trueRate = trueRate;
    }
    const fields = Object.keys(refusals);
    if (fields.length === 0) continue;
    result.flagged += 1;
    for (const field of fields) result.byField[field] = (result.byField[field] ?? 0) + 1;
    if (result.examples.length < EXAMPLES)
      result.examples.push({ id: load.id, messages: Object.values(refusals).flat() });
  }
  return result;
}
