import { Button, Flex, Text } from "@radix-ui/themes";
import { Link } from "@remix-run/react";
import { useState } from "react";
import type { SearchLane } from "../../../components/loads/lane-of-rows";
import { browserApi, refusalMessage } from "../../../lib/browser-api";
import { useAppUser } from "../../../lib/use-app-user";

type SaveState = { status: "idle" | "saving" | "saved" | "already" } | { status: "error"; message: string };

/** "Save this lane" on the search results: the lane goes to the carrier's home page with its figure. */
export function SaveLaneButton({ lane }: { lane: SearchLane }) {
  const user = useAppUser();
  const [state, setState] = useState<SaveState>({ status: "idle" });
  if (user?.userType !== "carrier") return null;

  async function save() {
    setState({ status: "saving" });
    try {
      const { data, error, response } = await browserApi().POST("/api/saved-lanes", { body: lane });
      // A lane saved before (409 naming it) is on the home page already: said so, not "saved" again.
      const already =
        response.status === 409 && Boolean((error as { details?: { savedLaneId?: string } })?.details?.savedLaneId);
      if (data) setState({ status: "saved" });
      else if (already) setState({ status: "already" });
      else setState({ status: "error", message: refusalMessage(response, error, "The lane could not be saved.") });
    } catch {
      setState({ status: "error", message: "Could not reach TrueRate. Check your connection and try again." });
    }
  }

  return (
    <Flex gap="3" align="center" wrap="wrap" mb="4">
      {state.status === "saved" || state.status === "already" ? (
        <Text role="status">
          {state.status === "saved" ? "Lane saved." : "This lane is already saved."} See its rate and set an alert on
          your <Link to="/">home page</Link>.
        </Text>
      ) : (
        <Button variant="soft" onClick={() => void save()} disabled={state.status === "saving"}>
          {state.status === "saving" ? "Saving…" : "Save this lane"}
        </Button>
      )}
      {state.status === "error" ? (
        <Text color="red" role="alert">
          {state.message}
        </Text>
      ) : null}
    </Flex>
  );
}
