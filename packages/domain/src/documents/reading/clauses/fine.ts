import { type ClauseEntry, compile, span } from "./entry";
import { AMOUNT_CUES, NOT_A_PENALTY, PENALTY } from "./paperwork-words";

/**
 * Fines: a fixed amount taken from the carrier's pay for a missed check call, a late arrival or
 * tracking that was not on. A detention or TONU amount paid to the carrier, or a quick-pay fee, is not
 * one: it names no failure, or is money paid to the carrier.
 */

const NOT_LEGAL_ADVICE =
  "TrueRate cannot give legal advice; a transportation attorney can tell you what it means for you.";
const WORDS = (count: number) => `(?: [^ ]+){0,${count}}?`;

const CHECK_CALL = String.raw`\bcheck[- ]?(?:calls?|ins?)\b`;
const MISSED_CALL = String.raw`(?:\b(?:missed|missing|failed|late|no|each missed|every missed)(?: required)? ${CHECK_CALL}|\bfail\w*(?: to)? (?:make|provide|give|complete|call in)${WORDS(3)} ${CHECK_CALL}|\bfail\w* to ${CHECK_CALL}|${CHECK_CALL}(?: (?:is|are|that are|that is))? (?:missed|not (?:made|received|provided|completed))\b)`;
const LATE_ARRIVAL = String.raw`(?:\blate (?:arrivals?|deliver(?:y|ies)|pick-?ups?|pick ups?|appointments?|to (?:the )?(?:shipper|consignee|receiver|pick-?up|delivery|appointment))\b|\b(?:arriv|deliver|pick)\w*(?: up)?${WORDS(3)} late\b|\bmissed (?:appointments?|pick-?ups?|deliver(?:y|ies)|appointment times?)\b|\bservice failures?\b|\bfail\w* to (?:arrive|deliver|pick up|pickup|be)\w*(?: [^ ]+){0,3}? on time\b|\bnot on time\b)`;
const TRACKER = `(?:tracking|macropoint|macro point|trucker ?tools|fourkites|four kites|project ?44|p44|eld|tracking app|gps|visibility)`;
const NO_TRACKING = String.raw`(?:\b${TRACKER}${WORDS(3)} (?:not|isn't|aren't|wasn't|fail\w*|disabled|declined|refused|rejected|turned off|lost|interrupted|disconnected|unavailable|disabled)\b|\b(?:fail\w*|refus\w*|declin\w*|not|never|unwilling|disabl\w*|turn\w* off|delet\w*|uninstall\w*) (?:\S+ ){0,3}?(?:accept|enable|maintain|keep|provide|use|allow|activate|install|download|comply with|connect|update|share|respond to|answer|turn on)\w*${WORDS(3)} \b${TRACKER}\b|\b(?:disabl\w*|turn\w* off|delet\w*|uninstall\w*|declin\w*|refus\w*)${WORDS(3)} ${TRACKER}\b|\bno (?:eld )?(?:tracking|eld|gps)\b|\bnot (?:tracking|trackable|visible)\b|\bwithout (?:eld )?(?:tracking|eld)\b)`;

const entry = (
  id: string,
  cues: readonly string[],
  description: string,
  explanation: string,
  failure: string,
): ClauseEntry => ({
  id,
  cues: [AMOUNT_CUES, cues],
  kind: "fine",
  description,
  explanation,
  pattern: compile(`${failure}${span(160)}${PENALTY}|${PENALTY}${span(160)}${failure}`),
  scope: "sentence",
  unless: NOT_A_PENALTY,
});

export const FINE_ENTRIES: readonly ClauseEntry[] = [
  entry(
    "missed-check-call-fine",
    ["check"],
    'A fixed amount is taken for each missed check call: "$100 will be deducted for each missed check call".',
    `This sentence takes a fixed amount off your pay for the load each time a check call is missed. ${NOT_LEGAL_ADVICE}`,
    MISSED_CALL,
  ),
  entry(
    "late-arrival-fine",
    ["late", "missed", "service failure", "on time"],
    'A fixed amount is taken for a late pickup, a late delivery or a missed appointment: "Late delivery will result in a $250 fine".',
    "This sentence takes a fixed amount off your pay for the load if you pick up or deliver late, whatever the " +
      `reason. ${NOT_LEGAL_ADVICE}`,
    LATE_ARRIVAL,
  ),
  entry(
    "tracking-fine",
    ["track", "macro", "trucker", "fourkites", "four kites", "project", "p44", "eld", "app", "gps", "visib"],
    'A fixed amount is taken when tracking (an app, MacroPoint, the ELD) is not accepted or kept on: "A $50 penalty applies if tracking is not accepted".',
    "This sentence takes a fixed amount off your pay for the load if the broker's tracking (an app or your ELD) is " +
      `not accepted or drops out. ${NOT_LEGAL_ADVICE}`,
    NO_TRACKING,
  ),
];
