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
  reference.register(app);
  return app;
}
