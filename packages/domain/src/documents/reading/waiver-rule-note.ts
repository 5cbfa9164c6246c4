/**
 * What a carrier is told beside a waiver clause: what 49 CFR 371.3 gives it, and that TrueRate
 * points the clause out without giving legal advice.
 */
export const WAIVER_RULE_NOTE =
  "Clauses like this one, by which the carrier gives up its right to review the broker's record of " +
  "the load, are commonly written into rate confirmations. The federal rule for brokers, 49 CFR " +
  "371.3, says the broker must keep a record of each transaction (among other things, the " +
  "compensation it received and the carrier's pay) and, in paragraph (c), that each party to the " +
  "transaction has the right to review that record. TrueRate points the clause out so you can decide " +
  "what to do about it; TrueRate cannot give legal advice, so ask a transportation attorney what the " +
  "clause means for you.";
