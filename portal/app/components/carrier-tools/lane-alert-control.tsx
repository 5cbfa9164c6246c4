import { Button, Flex, Text } from "@radix-ui/themes";
import type { AlertDirection } from "@truerate/domain/carrier-tools/rate-alert";
import { useState } from "react";
import { browserApi, refusalMessage } from "../../lib/browser-api";
import { TextInput } from "../forms/controls";
import { alertSummary, parseThreshold } from "./alert-form";
import type { SavedLane } from "./saved-lanes";

/**
 * A saved lane's rate alert: a threshold in $/mile and a direction, checked by the scheduled job;
 * a crossing sends an e-mail (with an unsubscribe link) and an in-app notice.
 */
export function LaneAlertControl({ lane, onChanged }: { lane: SavedLane; onChanged: (message?: string) => void }) {
  const [threshold, setThreshold] = useState(lane.alert ? lane.alert.thresholdPerMile.toFixed(2) : "");
  const [direction, setDirection] = useState<AlertDirection>(lane.alert?.direction ?? "above");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = {
    threshold: `alert-threshold-${lane.id}`,
    direction: `alert-direction-${lane.id}`,
    error: `alert-error-${lane.id}`,
  };

  async function save(event: React.FormEvent) {
    event.preventDefault();
    const parsed = parseThreshold(threshold);
    if (!parsed.ok) {
      setError(parsed.message);
      return;
    }
    setBusy(true);
    setError(null);
    const { error: problem, response } = await browserApi().PUT("/api/saved-lanes/{id}/alert", {
      params: { path: { id: lane.id } },
      body: { thresholdPerMile: parsed.data, direction },
    });
    setBusy(false);
    if (response.ok) onChanged();
    else setError(refusalMessage(response, problem, "The alert could not be saved."));
  }

  async function turnOff() {
    setBusy(true);
    const { error: problem, response } = await browserApi().DELETE("/api/saved-lanes/{id}/alert", {
      params: { path: { id: lane.id } },
    });
    setBusy(false);
    if (response.ok) {
      setThreshold("");
      onChanged();
    } else setError(refusalMessage(response, problem, "The alert could not be turned off."));
  }

  return (
    <form onSubmit={(event) => void save(event)} aria-label={`Rate alert for ${lane.label}`}>
      <Flex direction="column" gap="2">
        <Text size="2" role="status">
          {lane.alert ? alertSummary(lane.alert) : "No alert on this lane."}
        </Text>
        <Flex gap="2" align="end" wrap="wrap">
          <Flex direction="column" gap="1">
            <Text as="label" size="1" htmlFor={ids.direction}>
              E-mail me when the median
            </Text>
            <select
              id={ids.direction}
              value={direction}
              onChange={(event) => setDirection(event.target.value === "below" ? "below" : "above")}
              style={{ height: "var(--space-6)", font: "inherit" }}
            >
              <option value="above">rises to or above</option>
              <option value="below">falls to or below</option>
            </select>
          </Flex>
          <Flex direction="column" gap="1">
            <Text as="label" size="1" htmlFor={ids.threshold}>
              Threshold ($ per mile)
            </Text>
            <TextInput
              id={ids.threshold}
              inputMode="decimal"
              placeholder="2.50"
              value={threshold}
              onChange={(event) => setThreshold(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? ids.error : undefined}
              style={{ width: "7rem" }}
            />
          </Flex>
          <Button type="submit" variant="soft" disabled={busy}>
            {lane.alert ? "Update alert" : "Set alert"}
          </Button>
          {lane.alert ? (
            <Button type="button" variant="ghost" disabled={busy} onClick={() => void turnOff()}>
              Turn off alert
            </Button>
          ) : null}
        </Flex>
        {error ? (
          <Text size="2" color="red" id={ids.error} role="alert">
            {error}
          </Text>
        ) : null}
      </Flex>
    </form>
  );
}
