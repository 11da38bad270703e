/**
 * The demo accounts' API sign-in and a customer's booking by the API, for browser journeys that
 * need a reservation of their own (the back office, click-to-call). Development sites only: the
 * demo accounts exist there with their known password.
 */
export const demoPassword = "Rihla2026!demo";

/** A bearer token for a demo account. */
export async function demoToken(siteUrl: string, email: string): Promise<string> {
  const response = await fetch(`${siteUrl}/auth/local`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: demoPassword }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email}: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

/**
 * The demo customer books the first departure with seats for one adult (a Turkish passenger with
 * a passport), with this contact; answers the reservation's code. `key` is the idempotency key.
 */
export async function customerBooks(
  siteUrl: string,
  contact: { name: string; phone: string },
  key = `journey-${contact.name}`,
): Promise<string> {
  const agent = await demoToken(siteUrl, "agent@rihla.example");
  const departures = (await (
    await fetch(`${siteUrl}/api/agent/departures?locale=tr`, { headers: { authorization: `Bearer ${agent}` } })
  ).json()) as { data: { id: number; seatsLeft: number }[] };
  const departure = departures.data.find((d) => d.seatsLeft > 2);
  if (!departure) throw new Error("no departure with seats left");
  const response = await fetch(`${siteUrl}/api/reservations`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      authorization: `Bearer ${await demoToken(siteUrl, "customer@rihla.example")}`,
      "idempotency-key": key,
    },
    body: JSON.stringify({
      departureId: departure.id,
      rooms: [
        {
          roomType: "DOUBLE",
          adults: 1,
          passengers: [
            {
              passengerType: "turAdult",
              name: "Hatice",
              surname: "Yolcu",
              gender: "female",
              birthDate: "1975-03-04",
              tckn: "10000000146",
              passportNumber: "U9876543",
              passportExpiry: "2036-01-01",
              citizenship: "TUR",
            },
          ],
        },
      ],
      contact,
    }),
  });
  if (response.status !== 201) throw new Error(`booking: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { code: string }).code;
}
