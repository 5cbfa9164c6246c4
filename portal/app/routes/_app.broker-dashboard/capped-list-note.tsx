import { Text } from "@radix-ui/themes";

/** Under a list the API cut at its newest rows: how many are shown of how many there are. */
export function CappedListNote({ shown, total, what }: { shown: number; total: number | undefined; what: string }) {
  if (total === undefined || total <= shown) return null;
  return (
    <Text as="p" size="2" color="gray">
      Showing the newest {shown.toLocaleString("en-US")} of {total.toLocaleString("en-US")} {what}.
    </Text>
  );
}
