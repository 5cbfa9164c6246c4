import { BrokerIdentityPanel } from "../../components/broker-identity/broker-identity-panel";
import { type TypedBroker, useTypedBrokerIdentity } from "../../components/broker-identity/use-typed-broker-identity";

/** The identity check of the broker being typed, shown before saving; it never stops the save. */
export function TypedBrokerIdentity({ broker }: { broker: TypedBroker }) {
  const state = useTypedBrokerIdentity(broker);
  return (
    <BrokerIdentityPanel
      state={state}
      idleText="Type or pick the broker, then its e-mail or MC number: its identity is checked here before you save."
      description="Checked as you type: the FMCSA authority and its age, the e-mail domain and the reports naming the MC. It never stops the upload: you decide."
    />
  );
}
