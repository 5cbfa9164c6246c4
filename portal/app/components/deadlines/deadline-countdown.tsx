import { Flex, Text } from "@radix-ui/themes";
import type { LoadComplianceStatus } from "@truerate/domain/enums";
import { useEffect, useState } from "react";
import { type CountdownState, countdownState, countdownText, dueText, tickInterval } from "../documents/countdown";
import type { StatusColor } from "../documents/deadline-labels";
import { StatusBadge } from "../documents/status-badge";

const COLORS: Record<CountdownState, StatusColor> = { met: "green", running: "amber", overdue: "red" };

/** The reader's clock and time zone, from the loader's clock on the first render so server and browser agree. */
function useTicking(serverNow: number, deadline: string) {
  const [now, setNow] = useState(serverNow);
  const [timeZone, setTimeZone] = useState<string | null>(null);
  useEffect(() => setTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone ?? null), []);
  useEffect(() => {
    let timer: number | undefined;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      timer = window.setTimeout(tick, tickInterval(deadline, current));
    };
    tick();
    return () => window.clearTimeout(timer);
  }, [deadline]);
  return { now, timeZone };
}

/**
 * A load's 48-hour deadline wherever it appears: how long is left (ticking), or that it was met or
 * missed as the record says, and when it falls in New York time (the rules' clock) and the reader's.
 */
export function DeadlineCountdown({
  deadline,
  complianceStatus,
  serverNow,
}: {
  deadline: string;
  complianceStatus: LoadComplianceStatus;
  serverNow: number;
}) {
  const { now, timeZone } = useTicking(serverNow, deadline);
  const state = countdownState(complianceStatus, deadline, now);
  return (
    <Flex align="center" gap="2" wrap="wrap">
      <span role="timer" aria-atomic="true">
        <StatusBadge text={countdownText(state, deadline, now)} color={COLORS[state]} />
      </span>
      <Text size="2" color="gray">
        due {dueText(deadline, timeZone)}
      </Text>
    </Flex>
  );
}
