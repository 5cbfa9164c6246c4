/**
 * What a user typed, ticked or chose in the server's HTML before React hydrated it, handed to React
 * once it has. The page's scripts load after its first paint (scripts-after-first-paint.ts), so a
 * form can be on the screen and usable a moment before React runs. React keeps a text field's or a
 * checkbox's value through hydration but never hears of it: a controlled field's state stays what
 * the server rendered, and the next render puts that back. A native select it resets outright, and
 * a text area that had text from the server.
 *
 * `holdEarlyInput` runs just before hydration and notes those selects and text areas;
 * `adoptEarlyInput` runs right after it (the root's first effect) and replays each changed field as
 * the input or change event React would have heard, so its state takes the user's value.
 */

interface EarlySelection {
  select: HTMLSelectElement;
  selected: boolean[];
}

let heldSelections: EarlySelection[] = [];
let heldTexts = new Map<HTMLTextAreaElement, string>();

function changedByUser(select: HTMLSelectElement): boolean {
  return [...select.options].some((option) => option.selected !== option.defaultSelected);
}

/** Notes the selects and text areas whose value differs from the server's, before hydration resets them. */
export function holdEarlyInput(root: ParentNode): void {
  heldSelections = [...root.querySelectorAll("select")].filter(changedByUser).map((select) => ({
    select,
    selected: [...select.options].map((option) => option.selected),
  }));
  heldTexts = new Map(
    [...root.querySelectorAll("textarea")]
      .filter((area) => area.value !== area.defaultValue)
      .map((area) => [area, area.value]),
  );
}

/** Inputs whose value the user sets by typing (not buttons, files, hidden fields, boxes). */
const NOT_TYPED = new Set(["button", "submit", "reset", "image", "file", "hidden", "checkbox", "radio"]);

function prototypeValueSetter(field: HTMLInputElement | HTMLTextAreaElement): ((value: string) => void) | undefined {
  return Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set;
}

/**
 * React tracks a field's last value through a setter of its own on the element: setting the
 * element's property updates the tracker as well, the prototype's setter only the field. So the
 * field goes back to the server's value through the tracker, takes the user's value behind it,
 * and the event that follows is a change React acts on.
 */
function replayTyped(field: HTMLInputElement | HTMLTextAreaElement, typed: string): void {
  field.value = field.defaultValue;
  prototypeValueSetter(field)?.call(field, typed);
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

function replayTicked(box: HTMLInputElement): void {
  const ticked = box.checked;
  box.checked = !ticked;
  // A click toggles it back, as the user's did, and React hears it as it hears theirs.
  box.click();
}

function replaySelection({ select, selected }: EarlySelection): void {
  for (const [index, option] of [...select.options].entries()) option.selected = selected[index] ?? false;
  select.dispatchEvent(new Event("change", { bubbles: true }));
}

/** Replays into React, once it has hydrated `root`, every field the user changed before that. */
export function adoptEarlyInput(root: ParentNode): void {
  // A text area hydration reset takes back what was held; anything typed since stands.
  const userValue = (field: HTMLInputElement | HTMLTextAreaElement) =>
    field instanceof HTMLTextAreaElement && field.value === field.defaultValue
      ? (heldTexts.get(field) ?? field.value)
      : field.value;
  const typed = [...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input, textarea")]
    .filter((field) => !(field instanceof HTMLInputElement && NOT_TYPED.has(field.type)))
    .map((field) => ({ field, value: userValue(field) }))
    .filter(({ field, value }) => value !== field.defaultValue);
  // A radio group's change is the newly chosen radio; the one it unchose follows by itself.
  const ticked = [...root.querySelectorAll<HTMLInputElement>('input[type="checkbox"], input[type="radio"]')].filter(
    (box) => box.checked !== box.defaultChecked && (box.type === "checkbox" || box.checked),
  );
  const selections = heldSelections.filter(({ select }) => select.isConnected);
  heldSelections = [];
  heldTexts = new Map();
  for (const { field, value } of typed) replayTyped(field, value);
  for (const box of ticked) replayTicked(box);
  for (const selection of selections) replaySelection(selection);
}
