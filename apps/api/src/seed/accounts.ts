import type { UserRole } from "@rihla/domain";
import type { PasswordHasher } from "../modules/auth/index.ts";
import type { Db } from "../db/database.ts";
import { users } from "../db/schema.ts";

/**
 * The one demo password (README "Demo accounts"); it passes the domain's password rules. Demo
 * accounts exist only in demo mode: the embedded database outside production.
 */
export const demoPassword = "Rihla2026!demo";

export const demoAccounts: ReadonlyArray<{
  email: string;
  firstName: string;
  surname: string;
  role: UserRole;
  isAdmin: boolean;
  hasAccountingRole: boolean;
  dial: string | null;
}> = [
  {
    email: "customer@rihla.example",
    firstName: "Ayşe",
    surname: "Yılmaz",
    role: "Customer",
    isAdmin: false,
    hasAccountingRole: false,
    dial: null,
  },
  {
    email: "agent@rihla.example",
    firstName: "Mehmet",
    surname: "Acar",
    role: "Agent",
    isAdmin: false,
    hasAccountingRole: false,
    dial: "201",
  },
  {
    email: "admin@rihla.example",
    firstName: "Zeynep",
    surname: "Kaya",
    role: "Customer",
    isAdmin: true,
    hasAccountingRole: false,
    dial: "101",
  },
  {
    email: "muhasebe@rihla.example",
    firstName: "Hasan",
    surname: "Demir",
    role: "Customer",
    isAdmin: true,
    hasAccountingRole: true,
    dial: "102",
  },
  {
    email: "master@rihla.example",
    firstName: "Elif",
    surname: "Şahin",
    role: "Master",
    isAdmin: true,
    hasAccountingRole: true,
    dial: "100",
  },
];

/** Adds the demo accounts that are missing; existing ones (and their passwords) stay as they are. */
export async function seedDemoAccounts({ db, hasher, now }: { db: Db; hasher: PasswordHasher; now: Date }) {
  const passwordHash = await hasher.hash(demoPassword);
  await db
    .insert(users)
    .values(demoAccounts.map((account) => ({ ...account, passwordHash, phone: null, emailConfirmedAt: now })))
    .onConflictDoNothing();
}
