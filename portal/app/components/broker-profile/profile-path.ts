/** The portal path of a broker's profile, from its key (`brokerage:<id>`, `mc:<MC>`, `domain:<domain>`). */
export function brokerProfilePath(key: string): string {
  return `/brokers/${encodeURIComponent(key)}`;
}
