import type { RouterContextProvider } from "react-router";
import { answerOf, api, type Answer, type Api } from "./api";

export type AuthProviders = Answer<Api["api"]["auth"]["providers"]["$get"]>;

/** What the API can do for sign-in and forms: Google, and which bot check the forms must carry. */
export function authProviders(context: Readonly<RouterContextProvider>) {
  return answerOf(api(context).api.auth.providers.$get());
}
