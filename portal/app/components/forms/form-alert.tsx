import { Callout } from "@radix-ui/themes";

/**
 * A message about the whole form (the server refused it), shown inline so it is there without the
 * page's script too; toasts repeat it for those who have it.
 */
export function FormAlert({ message, tone = "error" }: { message?: string | undefined; tone?: "error" | "info" }) {
  if (!message) return null;
  return (
    <Callout.Root color={tone === "error" ? "red" : "blue"} role={tone === "error" ? "alert" : "status"}>
      <Callout.Text>{message}</Callout.Text>
    </Callout.Root>
  );
}
