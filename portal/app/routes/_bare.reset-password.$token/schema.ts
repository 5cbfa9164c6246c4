import { z } from "zod";
import { passwordResetSchema } from "../../lib/domain";

// The confirmation is required here, though optional for API clients: an absent one is a mismatch.
export const resetFormSchema = z.preprocess(
  (values) => ({ confirmPassword: "", ...(values as object) }),
  passwordResetSchema,
);
