/**
 * `npm run loads:check`: the one-off check of the loads already stored against the door every new
 * load passes (packages/domain/src/reports/plausibility.ts). It reads the local database (or the
 * one TRUERATE_STATE_DIR names), prints how many loads break which rule with examples, and changes
 * nothing: evidence is never deleted, and an administrator decides what to hold.
 */
import type { Coordinates } from "@truerate/domain/geo";
import { checkStoredLoads, type StoredLoad } from "@truerate/domain/reports/stored-check";
import { todayInNewYork } from "@truerate/domain/validation/input";
import { knownPlaces } from "../workers/src/db/queries/places";
import { placeKey } from "../workers/src/services/places/known-places";
import { withLocalDatabase } from "./lib/local-platform";

const PAGE = 5_000;

await withLocalDatabase(async (db) => {
  const loads: StoredLoad[] = [];
  for (let after = ""; ; ) {
    const { results } = await db
      .prepare(
        `SELECT id, date, pickup_city AS pickupCity, pickup_state AS pickupState, delivery_city AS deliveryCity,
           delivery_state AS deliveryState, mileage, weight, rate_cents AS rateCents, true_rate_cents AS trueRateCents
         FROM loads WHERE id > ?1 ORDER BY id LIMIT ?2`,
      )
      .bind(after, PAGE)
      .all<StoredLoad>();
    loads.push(...results);
    if (results.length < PAGE) break;
    after = results.at(-1)?.id ?? "";
  }
  const places = new Map<string, Coordinates>();
  const keys = [
    ...new Set(
      loads.flatMap((load) => [
        placeKey(load.pickupCity, load.pickupState),
        placeKey(load.deliveryCity, load.deliveryState),
      ]),
    ),
  ];
  for (let start = 0; start < keys.length; start += 500)
    for (const [key, point] of await knownPlaces(db, keys.slice(start, start + 500))) places.set(key, point);

  const started = performance.now();
  const result = checkStoredLoads(loads, (city, state) => places.get(placeKey(city, state)) ?? null, todayInNewYork());
  console.log(
    `Checked ${result.checked.toLocaleString("en-US")} stored loads in ${Math.round(performance.now() - started)} ms: ` +
      `${result.flagged.toLocaleString("en-US")} break a rule of the door (none were changed).`,
  );
  for (const [field, count] of Object.entries(result.byField)) console.log(`  ${field}: ${count}`);
  for (const example of result.examples) console.log(`  ${example.id}: ${example.messages.join(" · ")}`);
});
