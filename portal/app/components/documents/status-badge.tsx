import { Badge } from "@radix-ui/themes";
import type { StatusColor } from "./deadline-labels";

/**
 * A coloured label whose text carries the meaning, so colour is never the only signal. High
 * contrast: the soft badges' default text (step 11) fails WCAG AA on amber and green; step 12 passes.
 */
export function StatusBadge({ text, color, prefix }: { text: string; color: StatusColor; prefix?: string }) {
  return (
    <Badge color={color} variant="soft" radius="full" size="2" highContrast>
      {prefix ? `${prefix}: ${text}` : text}
    </Badge>
  );
}
