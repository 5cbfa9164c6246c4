import { Badge, Callout, Flex, Text } from "@radix-ui/themes";
import { VERIFICATION_TEXT, type VerificationResult } from "./documents/verification";

/** What the API read in the document just sent, said plainly (its confidence is a share of facts found). */
export function VerificationResultNote({ result }: { result: VerificationResult }) {
  if (result.readingStatus === "pending") {
    return (
      <Callout.Root color="gray" role="status">
        <Flex direction="column" gap="1">
          <Text weight="bold">Sent to the carrier.</Text>
          <Text size="2">
            TrueRate is reading the document; its verification (load number, carrier pay, broker) shows on the Documents
            tab in a moment.
          </Text>
        </Flex>
      </Callout.Root>
    );
  }
  const text = VERIFICATION_TEXT[result.verificationStatus];
  return (
    <Callout.Root color={text.color === "gray" ? "gray" : text.color} role="status">
      <Flex direction="column" gap="1">
        <Text weight="bold">Sent to the carrier.</Text>
        <Flex align="center" gap="2" wrap="wrap">
          <Text>Verification:</Text>
          <Badge color={text.color} variant="solid">
            {text.title}
          </Badge>
          <Text>{result.verificationConfidence}% confidence</Text>
        </Flex>
        <Text size="2">{text.detail}</Text>
      </Flex>
    </Callout.Root>
  );
}
