import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { contactRequests, informationRequests, users } from "../db/schema.ts";

/**
 * Demo mode only (like the demo accounts and the travelling group): a few messages and private-tour
 * requests, so the forms inbox (issue 27) and the private-tour pipeline (issue 25) open on
 * something to work with — one new, one being answered by the demo admin, one done. Times are
 * relative to `now`; nothing is written twice.
 */
const hour = 3_600_000;

const contacts = [
  {
    locale: "tr" as const,
    name: "Mehmet Aydın",
    email: "mehmet.aydin@yolcu.rihla.example",
    phone: "905321112233",
    subject: "Dört kişilik aile için Umre fiyatı",
    message:
      "Merhaba, Şubat ayında eşim ve iki çocuğumla (8 ve 12 yaşında) Umre'ye gitmek istiyoruz. Dört kişilik odada fiyat alabilir miyim?",
    hoursAgo: 3,
    state: "new" as const,
  },
  {
    locale: "en" as const,
    name: "Sarah Khan",
    email: "sarah.khan@traveller.rihla.example",
    phone: "447700900123",
    subject: "Visa for a British passport",
    message:
      "Hello, I hold a British passport. Do you arrange the Umrah visa, and how long before departure do you need my documents?",
    hoursAgo: 26,
    state: "in_progress" as const,
  },
  {
    locale: "tr" as const,
    name: "Fatma Çelik",
    email: "fatma.celik@yolcu.rihla.example",
    phone: "905338887766",
    subject: "Ödeme planı",
    message: "Kapora ödedim, kalan tutarı iki taksitte ödeyebilir miyim?",
    hoursAgo: 72,
    state: "done" as const,
  },
];

const privateRequests = [
  {
    locale: "tr" as const,
    name: "Hüseyin Kara",
    phone: "905301234567",
    email: "huseyin.kara@yolcu.rihla.example",
    message: "Annem ve babam için tekerlekli sandalyeye uygun, Harem'e yakın otelli 10 günlük özel Umre istiyoruz.",
    preferredContact: "phone" as const,
    hoursAgo: 5,
    status: "new" as const,
  },
  {
    locale: "en" as const,
    name: "Omar Haddad",
    phone: "4915112345678",
    email: "omar.haddad@traveller.rihla.example",
    message: "A private Umrah for a group of 12 in Ramadan, five-star hotels, with a Turkish-speaking guide.",
    preferredContact: "whatsapp" as const,
    hoursAgo: 30,
    status: "contacted" as const,
  },
  {
    locale: "tr" as const,
    name: "Zehra Yücel",
    phone: "905423334455",
    email: null,
    message: "Nisan'da iki kişi, Medine'de 4 gece Mekke'de 6 gece.",
    preferredContact: "phone" as const,
    hoursAgo: 240,
    status: "lost" as const,
  },
];

export async function seedDemoRequests({ db, now }: { db: Db; now: Date }): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7679)`);
    const [seeded] = await tx
      .select({ id: contactRequests.id })
      .from(contactRequests)
      .where(eq(contactRequests.email, contacts[0]!.email))
      .limit(1);
    if (seeded) return false;
    const [admin] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, "admin@rihla.example"))
      .limit(1);
    const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * hour);
    await tx.insert(contactRequests).values(
      contacts.map(({ hoursAgo, state, ...row }) => ({
        ...row,
        state,
        assigneeId: state === "new" ? null : (admin?.id ?? null),
        createdAt: at(hoursAgo),
        updatedAt: at(hoursAgo / 2),
      })),
    );
    await tx.insert(informationRequests).values(
      privateRequests.map(({ hoursAgo, status, ...row }) => ({
        ...row,
        status,
        assigneeId: status === "new" ? null : (admin?.id ?? null),
        createdAt: at(hoursAgo),
        updatedAt: at(hoursAgo / 2),
      })),
    );
    return true;
  });
}
