import { brokerIdentityQuestionSchema } from "@truerate/domain/brokers/identity/question";
import { useEffect, useState } from "react";
import { browserApi, refusalMessage } from "../../lib/browser-api";
import type { IdentityState } from "./identity-state";

/** Long enough that a word being typed is one request, short enough to answer before the form is done. */
const DEBOUNCE_MS = 400;
const FAILED = "the check could not be made. You can still save the load.";

export interface TypedBroker {
  name: string;
  email: string;
  mcNumber: string;
}

const { brokerEmail, brokerMcNumber } = brokerIdentityQuestionSchema.shape;

/** The broker as far as it is typed: an e-mail or MC still being written is left out rather than refused. */
function question(broker: TypedBroker) {
  const name = broker.name.trim();
  const email = brokerEmail.safeParse(broker.email);
  const mc = brokerMcNumber.safeParse(broker.mcNumber);
  const body = {
    brokerName: name,
    brokerEmail: email.success ? email.data : undefined,
    brokerMcNumber: mc.success ? mc.data : undefined,
  };
  return name.length >= 2 && (body.brokerEmail || body.brokerMcNumber) ? body : null;
}

/**
 * POST /api/broker-identity/checks as the carrier types the broker, 400 ms after the last change; a
 * newer broker aborts the older request. It only informs: the form saves whatever it says.
 */
export function useTypedBrokerIdentity(broker: TypedBroker): IdentityState {
  const [state, setState] = useState<IdentityState>({ status: "idle" });
  const body = question(broker);
  const key = body ? JSON.stringify(body) : null;
  useEffect(() => {
    if (key === null) {
      setState({ status: "idle" });
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      setState({ status: "loading" });
      try {
        const { data, error, response } = await browserApi().POST("/api/broker-identity/checks", {
          body: JSON.parse(key),
          signal: controller.signal,
        });
        setState(
          data
            ? { status: "ready", verdict: data }
            : { status: "error", message: refusalMessage(response, error, FAILED) },
        );
      } catch {
        if (!controller.signal.aborted) setState({ status: "error", message: FAILED });
      }
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key]);
  return state;
}
