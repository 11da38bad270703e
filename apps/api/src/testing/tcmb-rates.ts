import http from "node:http";
import type { AddressInfo } from "node:net";

/** One currency of the bulletin as the Central Bank writes it: decimals as text, for `unit` units. */
export interface BulletinCurrency {
  code: string;
  unit?: number;
  forexBuying: string;
  forexSelling?: string;
  banknoteBuying?: string;
  banknoteSelling?: string;
}

/** `2026-11-26` → the bulletin's two date attributes (`26.11.2026`, `11/26/2026`). */
function dateAttributes(date: string): string {
  const [year, month, day] = date.split("-");
  return `Tarih="${day}.${month}.${year}" Date="${month}/${day}/${year}"`;
}

/** A daily bulletin in the format of https://www.tcmb.gov.tr/kurlar/today.xml. */
export function tcmbBulletin(date: string, currencies: readonly BulletinCurrency[]): string {
  const blocks = currencies.map(
    (currency, index) => `\t<Currency CrossOrder="${index}" Kod="${currency.code}" CurrencyCode="${currency.code}">
\t\t<Unit>${currency.unit ?? 1}</Unit>
\t\t<Isim>${currency.code}</Isim>
\t\t<CurrencyName>${currency.code}</CurrencyName>
\t\t<ForexBuying>${currency.forexBuying}</ForexBuying>
\t\t<ForexSelling>${currency.forexSelling ?? ""}</ForexSelling>
\t\t<BanknoteBuying>${currency.banknoteBuying ?? ""}</BanknoteBuying>
\t\t<BanknoteSelling>${currency.banknoteSelling ?? ""}</BanknoteSelling>
\t\t<CrossRateUSD/>
\t\t<CrossRateOther/>
\t</Currency>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<?xml-stylesheet type="text/xsl" href="isokur.xsl"?>
<Tarih_Date ${dateAttributes(date)}  Bulten_No="2026/223" >
${blocks.join("\n")}
</Tarih_Date>`;
}

/** The bulletin the fake answers until told otherwise: USD, EUR, JPY (per 100) and SAR. */
export const defaultBulletin: BulletinCurrency[] = [
  {
    code: "USD",
    forexBuying: "34.5614",
    forexSelling: "34.6237",
    banknoteBuying: "34.5372",
    banknoteSelling: "34.6756",
  },
  {
    code: "EUR",
    forexBuying: "36.4012",
    forexSelling: "36.4668",
    banknoteBuying: "36.3757",
    banknoteSelling: "36.5215",
  },
  { code: "JPY", unit: 100, forexBuying: "22.4567", forexSelling: "22.6054" },
  { code: "SAR", forexBuying: "9.2075", forexSelling: "9.2241" },
];

/**
 * The Central Bank's daily exchange-rate bulletin on a local port (issue 26): `GET /kurlar/today.xml`
 * answers the bulletin set with `publish` as `application/xml`, over real HTTP. `fail(status)`
 * makes it answer that status (or, with "html", a maintenance page) until `recover()`;
 * `requests` counts what it was asked.
 */
export async function startTcmbRates(options: { date?: string; currencies?: BulletinCurrency[] } = {}) {
  let body = tcmbBulletin(options.date ?? "2026-11-26", options.currencies ?? defaultBulletin);
  let failure: number | "html" | null = null;
  let requests = 0;
  const server = http.createServer((request, response) => {
    requests += 1;
    if (request.method !== "GET" || !request.url?.startsWith("/kurlar/today.xml")) {
      response.writeHead(404, { "content-type": "text/plain" });
      return response.end("Not Found");
    }
    if (failure === "html") {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      return response.end("<html><body>Sistem bakımdadır.</body></html>");
    }
    if (failure !== null) {
      response.writeHead(failure, { "content-type": "text/plain" });
      return response.end("Service Unavailable");
    }
    response.writeHead(200, { "content-type": "application/xml; charset=utf-8" });
    return response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/kurlar/today.xml`,
    get requests() {
      return requests;
    },
    publish(date: string, currencies: BulletinCurrency[] = defaultBulletin) {
      body = tcmbBulletin(date, currencies);
    },
    fail(status: number | "html" = 503) {
      failure = status;
    },
    recover() {
      failure = null;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type TcmbRates = Awaited<ReturnType<typeof startTcmbRates>>;
