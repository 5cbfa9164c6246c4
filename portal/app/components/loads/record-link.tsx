import { Button } from "@radix-ui/themes";
import { Link } from "@remix-run/react";

/** A row's way to the load's 371.3 record (/loads/:id), named with the load number for screen readers. */
export function RecordLink({ load }: { load: { id: string; loadNumber: string } }) {
  return (
    <Button asChild size="1" variant="soft">
      <Link to={`/loads/${load.id}`} aria-label={`Record of load ${load.loadNumber}`}>
        Record
      </Link>
    </Button>
  );
}
