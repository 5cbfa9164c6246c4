import { Text } from "@radix-ui/themes";

/**
 * The messages of one field, linked to its input by `id` (aria-describedby). Renders nothing when
 * there are none, so a field without errors describes itself only by its hint.
 */
export function ErrorList({ id, errors }: { id: string; errors?: readonly string[] | undefined }) {
  if (!errors?.length) return null;
  return (
    <ul id={id} className="tr-error-list">
      {errors.map((message) => (
        <li key={message}>
          <Text size="1" color="red">
            {message}
          </Text>
        </li>
      ))}
    </ul>
  );
}
