/** Spec §5: login sends nothing unless the payload carries a password (and an identifier). */
export function canSubmitLogin(payload: { email?: unknown; password?: unknown } | null | undefined): boolean {
  return (
    typeof payload?.email === "string" &&
    payload.email.trim() !== "" &&
    typeof payload.password === "string" &&
    payload.password !== ""
  );
}

/** Spec §5: sign-up requires every field ('You have to fill all fields'). */
export const signUpRequiredFields = ["firstName", "surname", "email", "phone", "password", "passwordConfirm"] as const;
export type SignUpField = (typeof signUpRequiredFields)[number];

export function missingSignUpFields(input: Partial<Record<SignUpField, unknown>>): SignUpField[] {
  return signUpRequiredFields.filter((field) => {
    const value = input[field];
    return typeof value !== "string" || value.trim() === "";
  });
}
