import { Flex, Text } from "@radix-ui/themes";

/** A main line and a quieter second one, so related facts share a column and the table stays narrow. */
export function TwoLines({ main, detail }: { main: string; detail: string | null | undefined }) {
  return (
    <Flex direction="column">
      <Text>{main}</Text>
      {detail ? (
        <Text size="1" color="gray">
          {detail}
        </Text>
      ) : null}
    </Flex>
  );
}
