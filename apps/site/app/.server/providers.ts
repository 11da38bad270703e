import type { RouterContextProvider } from "react-router";
import { apiGet } from "./api";

export interface AuthProviders {
  google: boolean;
  botCheck: "altcha" | "recaptcha" | "off";
  recaptchaSiteKey: string | null;
}

/** What the API can do for sign-in and forms: Google, and which bot check the forms must carry. */
export function authProviders(context: Readonly<RouterContextProvider>): Promise<AuthProviders> {
  return apiGet<AuthProviders>(context, "/api/auth/providers");
}
