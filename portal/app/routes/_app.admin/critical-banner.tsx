import { Callout } from "@radix-ui/themes";
import type { DeadlineRecord } from "../../components/admin/console/types";
import { CRITICAL_BANNER_LIMIT, trackerLevel } from "../../lib/domain";
import { hoursText } from "./deadline-columns";

/** The loads whose documents are due within 6 hours, soonest first, at most three named. */
export function CriticalBanner({ deadlines }: { deadlines: readonly DeadlineRecord[] }) {
  const critical = deadlines
    .filter((record) => trackerLevel(record.status, record.hoursRemaining) === "critical")
    .sort((a, b) => a.hoursRemaining - b.hoursRemaining);
  if (critical.length === 0) return null;
  const shown = critical.slice(0, CRITICAL_BANNER_LIMIT);
  return (
    <Callout.Root color="red" role="alert" aria-label="Critical deadlines">
      <Callout.Text weight="bold">
        {critical.length === 1 ? "1 load is" : `${critical.length} loads are`} due within 6 hours
      </Callout.Text>
      <ul style={{ margin: 0, paddingLeft: "1.25rem" }}>
        {shown.map((record) => (
          <li key={record.id}>
            <Callout.Text size="2">
              Load {record.loadNumber} — {record.brokerName} — {hoursText(record.hoursRemaining)}
            </Callout.Text>
          </li>
        ))}
      </ul>
    </Callout.Root>
  );
}
