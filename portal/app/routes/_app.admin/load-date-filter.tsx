import { Button, Flex } from "@radix-ui/themes";
import { Form, Link, useNavigation } from "@remix-run/react";
import { Field } from "../../components/forms/field";

/**
 * The date filter: a GET form, so the filter lives in the URL (`?date=`), survives a reload and
 * works before the page's script has loaded. Keyed by the date, the input follows Back and Clear.
 */
export function LoadDateFilter({ date }: { date: string | null }) {
  const navigation = useNavigation();
  const filtering = navigation.state === "loading" && navigation.location.pathname === "/admin";
  return (
    <Form method="get" aria-label="Filter loads by date">
      <Flex gap="3" align="end" wrap="wrap">
        <Field
          key={date ?? ""}
          label="Load date"
          inputProps={{ name: "date", type: "date", defaultValue: date ?? "", size: "2" }}
        />
        <Button type="submit" variant="soft" loading={filtering}>
          Filter
        </Button>
        {date ? (
          <Button asChild variant="ghost">
            <Link to="/admin">Clear</Link>
          </Button>
        ) : null}
      </Flex>
    </Form>
  );
}
