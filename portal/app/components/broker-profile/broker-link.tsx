import { Link as RadixLink } from "@radix-ui/themes";
import { Link } from "@remix-run/react";
import { brokerProfilePath } from "./profile-path";

/** A broker's name, linked to its profile when it has one (a free-mail-only broker shows the name alone). */
export function BrokerLink({ name, profileKey }: { name: string; profileKey: string | null | undefined }) {
  if (!profileKey) return <>{name}</>;
  return (
    // Underlined: broker names sit inside sentences too, where colour alone must not mark a link (axe link-in-text-block).
    <RadixLink asChild underline="always">
      <Link to={brokerProfilePath(profileKey)}>{name}</Link>
    </RadixLink>
  );
}
