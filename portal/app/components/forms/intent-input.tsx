/** Names the form an action receives, so one route can hold several forms ("intent dispatch"). */
export function IntentInput({ intent }: { intent: string }) {
  return <input type="hidden" name="intent" value={intent} />;
}
