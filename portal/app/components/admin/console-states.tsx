import { Callout, Card, Flex, Spinner, Text } from "@radix-ui/themes";

/** A tab still reading its data. */
export function TabLoading({ label }: { label: string }) {
  return (
    <Flex align="center" gap="2" py="6" justify="center" role="status">
      <Spinner />
      <Text color="gray">{label}</Text>
    </Flex>
  );
}

/** Why a tab could not read its data, in docs/product.md's words. */
export function TabError({ message }: { message: string }) {
  return (
    <Callout.Root color="red" role="alert">
      <Callout.Text>{message}</Callout.Text>
    </Callout.Root>
  );
}

/** A tab with nothing to show. */
export function TabEmpty({ message }: { message: string }) {
  return (
    <Card size="3">
      <Text as="p" color="gray">
        {message}
      </Text>
    </Card>
  );
}
