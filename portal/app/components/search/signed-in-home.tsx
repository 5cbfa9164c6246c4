import { useAppUser } from "../../lib/use-app-user";
import { SavedLanesPanel } from "../carrier-tools/saved-lanes";
import { Screen } from "../shell/screen";
import { HomeTabs } from "./home-tabs";

/** The signed-in home search screen (/ for a signed-in user, and /paid-home). */
export function SignedInHome() {
  const user = useAppUser();
  return (
    <Screen
      title="Find Your True Rate"
      description="Search loads by lane, trailer type and date to see what brokers really paid."
    >
      <HomeTabs />
      {user?.userType === "carrier" ? <SavedLanesPanel /> : null}
    </Screen>
  );
}
