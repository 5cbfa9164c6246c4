import { createContext, useContext } from "react";
import type { BrokerageLoad } from "../../components/documents/broker-shapes";

interface BrokerLoadsContextValue {
  /** The clock deadline labels are computed at (see useNow). */
  now: number;
  requestSend(load: BrokerageLoad): void;
}

/**
 * How a row's cells reach the page: the clock and the one send dialog. A context rather than
 * callbacks in the column definitions, so the columns stay at module scope as the table wants.
 */
export const BrokerLoadsContext = createContext<BrokerLoadsContextValue | null>(null);

export function useBrokerLoads(): BrokerLoadsContextValue {
  const value = useContext(BrokerLoadsContext);
  if (!value) throw new Error("Broker load cells must be inside <BrokerLoadsContext.Provider>");
  return value;
}
