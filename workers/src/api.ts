import { createApp } from "./http/app";
import { registerSessionMiddleware } from "./http/auth";
import * as authLogin from "./routes/auth/login";
import * as authLogout from "./routes/auth/logout";
import * as authRegister from "./routes/auth/register";
import * as authResendVerification from "./routes/auth/resend-verification";
import * as authResetPassword from "./routes/auth/reset-password";
import * as authResetPasswordRequest from "./routes/auth/reset-password-request";
import * as authVerifyEmail from "./routes/auth/verify-email";
import * as devMail from "./routes/dev/mail";
import * as userDelete from "./routes/user/delete";
import * as userGet from "./routes/user/get";
import * as userUpdate from "./routes/user/update";
import * as fmcsaBrokersSearch from "./routes/fmcsa/search-brokers";
import * as fmcsaCarriersSearch from "./routes/fmcsa/search-carriers";
import * as health from "./routes/system/health";
import * as paymentsCancelSubscription from "./routes/payments/cancel-subscription";
import * as paymentsCreatePaymentIntent from "./routes/payments/create-payment-intent";
import * as paymentsCreateSubscription from "./routes/payments/create-subscription";
import * as paymentsSubscriptionCheck from "./routes/payments/subscription-check";
import * as paymentsSubscriptionStatus from "./routes/payments/subscription-status";
import * as paymentsUpdateSubscriptionStatus from "./routes/payments/update-subscription-status";
import * as paymentsVerifyPayment from "./routes/payments/verify-payment";
import * as paymentsWebhook from "./routes/payments/webhook";
import * as reference from "./routes/system/reference";

/**
 * Every route of the API, registered by hand so the whole surface is visible on one screen.
 * Route modules must not import `cloudflare:*` so the OpenAPI document can be built in Node.
 */
export function buildApi() {
  const app = createApp();
  registerSessionMiddleware(app);
  authRegister.register(app);
  authVerifyEmail.register(app);
  authResendVerification.register(app);
  authLogin.register(app);
  authLogout.register(app);
  authResetPasswordRequest.register(app);
  authResetPassword.register(app);
  userGet.register(app);
  userUpdate.register(app);
  userDelete.register(app);
  devMail.register(app);
  health.register(app);
  fmcsaBrokersSearch.register(app);
  fmcsaCarriersSearch.register(app);
  paymentsCreateSubscription.register(app);
  paymentsCreatePaymentIntent.register(app);
  paymentsUpdateSubscriptionStatus.register(app);
  paymentsVerifyPayment.register(app);
  paymentsSubscriptionStatus.register(app);
  paymentsCancelSubscription.register(app);
  paymentsSubscriptionCheck.register(app);
  paymentsWebhook.register(app);
  reference.register(app);
  return app;
}
