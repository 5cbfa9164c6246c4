import { useAppUser } from "../../lib/use-app-user";
import { type SavedLanes, SavedLanesPanel } from "../carrier-tools/saved-lanes";
import type { ServerListState } from "../carrier-tools/use-api-list";
import { Screen } from "../shell/screen";
import { HomeTabs } from "./home-tabs";

/** The signed-in home search screen (/ for a signed-in user, and /paid-home); / reads the saved lanes in its loader. */
export function SignedInHome({ savedLanes }: { savedLanes?: ServerListState<SavedLanes> | null }) {
  const user = useAppUser();
  return (
    <Screen
      title="Find Your True Rate"
      description="Search loads by lane, trailer type and date to see what brokers really paid."
    >
      <HomeTabs />
      {user?.userType === "carrier" ? <SavedLanesPanel initial={savedLanes} /> : null}
    </Screen>
  );
}
