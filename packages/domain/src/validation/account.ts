import { z } from "zod";
import { ACCOUNT_MESSAGES, emailField, passwordField, verificationCodeField } from "./fields";

/**
 * Every account form of docs/product.md#accounts-validation-rules in one place: sign-in, reset, reset request, verification,
 * registration and profile. The portal imports this module for its forms; the API for its routes.
 */

export const signInSchema = z
  .object({ email: emailField, password: passwordField })
  .meta({ id: "SignIn", description: "E-mail and password." });

export const passwordResetRequestSchema = z.object({ email: emailField }).meta({ id: "PasswordResetRequest" });

/** `confirmPassword` is required by the portal's form; API clients may send the password alone. */
export const passwordResetSchema = z
  .object({
    password: passwordField,
    confirmPassword: z.string().optional().meta({ description: "Must equal `password` when sent." }),
  })
  .superRefine((value, ctx) => {
    if (value.confirmPassword !== undefined && value.confirmPassword !== value.password) {
      ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: ACCOUNT_MESSAGES.passwordsDoNotMatch });
    }
  })
  .meta({ id: "PasswordReset" });

export const verifyEmailSchema = z
  .object({ email: emailField, verificationCode: verificationCodeField })
  .meta({ id: "VerifyEmail" });

export const resendVerificationSchema = z.object({ email: emailField }).meta({ id: "ResendVerification" });

export * from "./fields";
export * from "./profile";
export * from "./registration";
