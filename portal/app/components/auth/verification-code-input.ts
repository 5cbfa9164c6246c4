import { VERIFICATION_CODE_LENGTH } from "../../lib/domain";

/** docs/product.md#accounts-validation-rules: the code input keeps digits only, at most six. */
export function codeDigits(value: string): string {
  return value.replace(/\D/g, "").slice(0, VERIFICATION_CODE_LENGTH);
}

export { VERIFICATION_CODE_LENGTH };
