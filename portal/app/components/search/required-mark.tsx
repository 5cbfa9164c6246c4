/** The red star after a required field's label; hidden from screen readers, which hear "required". */
export function RequiredMark() {
  return (
    <span className="tr-required-mark" aria-hidden="true">
      *
    </span>
  );
}
