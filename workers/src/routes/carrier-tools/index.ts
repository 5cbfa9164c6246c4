import type { App } from "../../http/app";
import * as laneAlerts from "./lane-alerts";
import * as recentSearches from "./recent-searches";
import * as savedLanes from "./saved-lanes";
import * as unsubscribe from "./unsubscribe";

/** A carrier's everyday tools: recent searches, saved lanes with their figures, rate alerts and their unsubscribe link. */
export function registerCarrierTools(app: App) {
  recentSearches.register(app);
  savedLanes.register(app);
  laneAlerts.register(app);
  unsubscribe.register(app);
}
