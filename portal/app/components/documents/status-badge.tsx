import { Badge } from "@radix-ui/themes";
import type { StatusColor } from "../../lib/documents/deadline-labels";

/** A coloured label whose text carries the meaning, so colour is never the only signal. */
export function StatusBadge({ text, color, prefix }: { text: string; color: StatusColor; prefix?: string }) {
  return (
    <Badge color={color} variant="soft" radius="full" size="2">
      {prefix ? `${prefix}: ${text}` : text}
    </Badge>
  );
}
