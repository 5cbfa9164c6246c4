import { Button, Card, Flex, Heading, Strong, Text } from "@radix-ui/themes";
import { Form, useSearchParams } from "@remix-run/react";
import { useState } from "react";
import { Field } from "../../components/forms/field";
import { deadlineFor } from "./deadline";

/**
 * The carrier's own deadline calculator: when a load's documents are due under the 48-hour rule.
 * It answers as you type; without the page's script the Calculate button asks the server.
 */
export function DeadlineCalculator() {
  const [searchParams] = useSearchParams();
  const [uploadedAt, setUploadedAt] = useState(searchParams.get("uploadedAt") ?? "");
  const answer = deadlineFor(uploadedAt);
  return (
    <Card asChild>
      <section aria-labelledby="deadline-heading">
        <Heading as="h2" size="5" id="deadline-heading" mb="1">
          Document deadline calculator
        </Heading>
        <Text as="p" color="gray" size="2" mb="3">
          A broker has 48 hours from the moment you upload a load to send you its rate confirmation and invoice (49 CFR
          371.3). Enter the upload time to see when they are due.
        </Text>
        <Form method="get" action="/tools">
          <Flex gap="3" align="end" wrap="wrap">
            <div style={{ flex: "1 1 14rem" }}>
              <Field
                label="Load uploaded at (New York time)"
                inputProps={{
                  name: "uploadedAt",
                  type: "datetime-local",
                  value: uploadedAt,
                  onChange: (event) => setUploadedAt(event.currentTarget.value),
                }}
                errors={answer.state === "invalid" ? ["Enter a date and time, e.g. 11/23/2026 10:04 AM"] : undefined}
              />
            </div>
            <Button type="submit" variant="soft">
              Calculate
            </Button>
          </Flex>
        </Form>
        <Text as="p" mt="3" role="status" aria-live="polite">
          {answer.state === "due" ? (
            <>
              Documents due by <Strong>{answer.dueLabel}</Strong>
            </>
          ) : answer.state === "empty" ? (
            "Enter an upload time to see the due time."
          ) : null}
        </Text>
      </section>
    </Card>
  );
}
