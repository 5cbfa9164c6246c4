import { Text } from "@radix-ui/themes";
import { formatDollars } from "../../loads/load-display";
import { FIELD_LABELS } from "./reading-words";
import type { DocumentReading } from "./use-document-reading";

type Fields = NonNullable<DocumentReading["fields"]>;
type Field = { value: string | number; quote: string; page: number };

interface Row {
  label: string;
  value: string;
  quote: string;
  page: number;
}

const shown = (field: Field) => (typeof field.value === "number" ? formatDollars(field.value) : field.value);

function rowsOf(fields: Fields): Row[] {
  const rows: Row[] = [];
  const add = (label: string, field: Field | null | undefined) => {
    if (field) rows.push({ label, value: shown(field), quote: field.quote, page: field.page });
  };
  for (const [key, label] of FIELD_LABELS) {
    if (key === "total") {
      for (const item of fields.accessorials)
        add(item.name, { value: item.amount, quote: item.quote, page: item.page });
    }
    add(label, fields[key]);
  }
  for (const [end, label] of [
    ["pickup", "Pickup"],
    ["delivery", "Delivery"],
  ] as const) {
    const stop = fields[end];
    const place = [stop.city?.value, stop.state?.value].filter(Boolean).join(", ");
    const first = stop.city ?? stop.state;
    if (first && place) add(label, { value: place, quote: first.quote, page: first.page });
    add(`${label} date`, stop.date);
  }
  return rows;
}

/**
 * The fields the reader found, each with the text it was read from and its page behind a
 * disclosure (a native <details>: keyboard and screen readers open it as they would any other).
 */
export function ReadingFields({ fields }: { fields: Fields }) {
  const rows = rowsOf(fields);
  if (rows.length === 0) {
    return (
      <Text as="p" size="2" color="gray">
        The reader found none of the details it looks for (load number, broker, pay, stops).
      </Text>
    );
  }
  return (
    <dl className="tr-reading-fields">
      {rows.map((row) => (
        <div key={`${row.label}-${row.quote}`} className="tr-reading-field">
          <dt>
            <Text size="2" color="gray">
              {row.label}
            </Text>
          </dt>
          <dd>
            <details>
              <summary>
                <Text size="2" weight="medium">
                  {row.value}
                </Text>
              </summary>
              <Text as="p" size="1" color="gray">
                Page {row.page}: “{row.quote}”
              </Text>
            </details>
          </dd>
        </div>
      ))}
    </dl>
  );
}
