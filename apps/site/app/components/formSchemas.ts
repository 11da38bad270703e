import type { Submission } from "@conform-to/react";
// The browser's check as the visitor types; the server parses with parseForm (.server/forms.ts).
// eslint-disable-next-line no-restricted-imports
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import {
  botCheckSchema,
  changePasswordSchema,
  contactFormSchema,
  forgotPasswordSchema,
  loginSchema,
  offerConversionSchema,
  offerRequestSchema,
  profileSchema,
  serviceRequestSchema,
  setPasswordSchema,
  signUpSchema,
  staffOfferRequestSchema,
  transactionFormSchema,
} from "@rihla/domain";
import type { input, output } from "zod/v4/core";

/**
 * The domain schemas the site's forms are checked by, by name (ADR 0008, ADR 0012). Naming them
 * lets a form's component say which schema it uses without importing zod: in the browser this
 * module (with zod, about 24 kB gzip) loads after hydration (`useSchemaForm`), and the server
 * renders the schema's constraints (`required`, `minlength`, …) into the loader's data.
 */
export const formSchemas = {
  botCheck: botCheckSchema,
  changePassword: changePasswordSchema,
  contact: contactFormSchema,
  forgotPassword: forgotPasswordSchema,
  login: loginSchema,
  offerConversion: offerConversionSchema,
  offerRequest: offerRequestSchema,
  profile: profileSchema,
  serviceRequest: serviceRequestSchema,
  setPassword: setPasswordSchema,
  signUp: signUpSchema,
  staffOffer: staffOfferRequestSchema,
  transaction: transactionFormSchema,
};

export type FormSchemas = typeof formSchemas;
export type FormName = keyof FormSchemas;

/** Parses a form's data with its schema, as the server's action does. */
export function validate<N extends FormName>(
  name: N,
  formData: FormData,
): Submission<input<FormSchemas[N]>, string[], output<FormSchemas[N]>> {
  // Each name's schema is its own type; zod's generics cannot follow an indexed one.
  return parseWithZod(formData, { schema: formSchemas[name] }) as Submission<
    input<FormSchemas[N]>,
    string[],
    output<FormSchemas[N]>
  >;
}

/** The schema's constraints as HTML attributes, for the server's render and the hydration. */
export function formConstraint(name: FormName) {
  return getZodConstraint(formSchemas[name]);
}
