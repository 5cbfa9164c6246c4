import { Badge, Card, Flex, Heading, Text } from "@radix-ui/themes";
import { linkParts, type OutboxMail } from "./dev-mail";

/** The outbox of one address, newest first, each message with its full text. */
export function OutboxList({ messages }: { messages: OutboxMail[] }) {
  if (messages.length === 0) return null;
  return (
    <ol aria-label="Messages" className="tr-outbox">
      {messages.map((mail) => (
        <li key={mail.id}>
          <Card size="2">
            <Flex justify="between" gap="2" wrap="wrap" mb="2">
              <Heading as="h2" size="3">
                {mail.subject}
              </Heading>
              <Flex gap="2" align="center">
                <Badge variant="soft">{mail.template}</Badge>
                <Badge variant="outline" color={mail.status === "failed" ? "red" : "gray"}>
                  {mail.status}
                </Badge>
              </Flex>
            </Flex>
            <Text as="p" size="1" color="gray" mb="2">
              To {mail.to} · <time dateTime={mail.createdAt}>{mail.createdAt}</time>
            </Text>
            <pre className="tr-mail-body">
              {linkParts(mail.text).map((part, index) =>
                part.href ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder.
                  <a key={index} href={part.href}>
                    {part.text}
                  </a>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder.
                  <span key={index}>{part.text}</span>
                ),
              )}
            </pre>
          </Card>
        </li>
      ))}
    </ol>
  );
}
