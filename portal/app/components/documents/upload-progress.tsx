import { Flex, Progress, Text } from "@radix-ui/themes";

/**
 * An upload under way: a progressbar with its value (read by screen readers on demand), and a
 * polite status line that announces the upload once rather than every percent.
 */
export function UploadProgress({ label, percent }: { label: string; percent: number | null }) {
  if (percent === null) return null;
  return (
    <Flex direction="column" gap="1">
      <Text size="2" role="status" aria-live="polite">
        {label}
      </Text>
      <Flex align="center" gap="3">
        <Progress value={percent} max={100} aria-label={label} size="2" style={{ flex: 1 }} />
        <Text size="1" color="gray" aria-hidden="true">
          {percent}%
        </Text>
      </Flex>
    </Flex>
  );
}
