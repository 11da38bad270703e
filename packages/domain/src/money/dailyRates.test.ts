import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { crossRate, parseTcmbRates, sourceRateMicros } from "./dailyRates.ts";
import { convertMoney, identityRate } from "./ledger.ts";
import { money } from "./money.ts";

/** A shortened bulletin as the Central Bank publishes it (today.xml), with its quirks. */
const bulletin = `<?xml version="1.0" encoding="UTF-8"?>
<?xml-stylesheet type="text/xsl" href="isokur.xsl"?>
<Tarih_Date Tarih="26.11.2026" Date="11/26/2026"  Bulten_No="2026/223" >
  <Currency CrossOrder="0" Kod="USD" CurrencyCode="USD">
    <Unit>1</Unit>
    <Isim>ABD DOLARI</Isim>
    <CurrencyName>US DOLLAR</CurrencyName>
    <ForexBuying>34.5614</ForexBuying>
    <ForexSelling>34.6237</ForexSelling>
    <BanknoteBuying>34.5372</BanknoteBuying>
    <BanknoteSelling>34.6756</BanknoteSelling>
    <CrossRateUSD/>
    <CrossRateOther/>
  </Currency>
  <Currency CrossOrder="9" Kod="EUR" CurrencyCode="EUR">
    <Unit>1</Unit>
    <ForexBuying>36.4012</ForexBuying>
    <ForexSelling>36.4668</ForexSelling>
    <BanknoteBuying>36.3757</BanknoteBuying>
    <BanknoteSelling>36.5215</BanknoteSelling>
  </Currency>
  <Currency CrossOrder="12" Kod="JPY" CurrencyCode="JPY">
    <Unit>100</Unit>
    <ForexBuying>22.4567</ForexBuying>
    <ForexSelling>22.6054</ForexSelling>
  </Currency>
  <Currency CrossOrder="13" Kod="SAR" CurrencyCode="SAR">
    <Unit>1</Unit>
    <ForexBuying>9.2075</ForexBuying>
    <ForexSelling></ForexSelling>
    <BanknoteBuying></BanknoteBuying>
    <BanknoteSelling></BanknoteSelling>
  </Currency>
  <Currency CrossOrder="20" Kod="USD" CurrencyCode="USD">
    <Unit>1</Unit>
    <ForexBuying>99.0000</ForexBuying>
  </Currency>
</Tarih_Date>`;

describe("the Central Bank's daily bulletin", () => {
  it("reads the date and lira for one unit of each of the agency's currencies", () => {
    expect(parseTcmbRates(bulletin)).toEqual({
      date: "2026-11-26",
      rates: [
        { currency: "USD", unit: 1, buying: { micros: 34_561_400 }, selling: { micros: 34_623_700 } },
        { currency: "EUR", unit: 1, buying: { micros: 36_401_200 }, selling: { micros: 36_466_800 } },
        // An empty ForexSelling is no rate, not zero; JPY is not sold in and the second USD is ignored.
        { currency: "SAR", unit: 1, buying: { micros: 9_207_500 }, selling: null },
      ],
    });
  });

  it("brings a quote for 100 units to one, rounding by the ledger's rule", () => {
    expect(sourceRateMicros("22.4567", 100)).toEqual({ micros: 224_567 });
    // 0.1234567 lira for one: half away from zero at the sixth decimal.
    expect(sourceRateMicros("12.34567", 100)).toEqual({ micros: 123_457 });
    expect(sourceRateMicros("0.0000004", 1)).toBeNull();
    expect(sourceRateMicros("", 1)).toBeNull();
    expect(sourceRateMicros("34,56", 1)).toBeNull();
    expect(sourceRateMicros("34.56", 0)).toBeNull();
    expect(sourceRateMicros("2000000", 1)).toBeNull();
    const jpy = bulletin
      .replace('CurrencyCode="JPY"', 'CurrencyCode="SAR"')
      .replace(/<Currency CrossOrder="13"[\s\S]*?<\/Currency>/, "");
    expect(parseTcmbRates(jpy)!.rates.find((rate) => rate.currency === "SAR")).toEqual({
      currency: "SAR",
      unit: 100,
      buying: { micros: 224_567 },
      selling: { micros: 226_054 },
    });
  });

  it("takes the Turkish date when the English one is missing, and refuses what is not a bulletin", () => {
    expect(parseTcmbRates('<Tarih_Date Tarih="02.01.2027"></Tarih_Date>')).toEqual({ date: "2027-01-02", rates: [] });
    expect(parseTcmbRates('<Tarih_Date Tarih="31.02.2027"></Tarih_Date>')).toBeNull();
    expect(parseTcmbRates("<html>Bakımdayız</html>")).toBeNull();
    expect(parseTcmbRates('<Tarih_Date Bulten_No="1">')).toBeNull();
    // A currency without a usable ForexBuying (or Unit) is left out; a missing Unit means one.
    const partial = `<Tarih_Date Date="11/26/2026">
      <Currency CurrencyCode="USD"><Unit>x</Unit><ForexBuying>34.5</ForexBuying></Currency>
      <Currency CurrencyCode="EUR"><ForexSelling>36.4</ForexSelling></Currency>
      <Currency CurrencyCode="SAR"><ForexBuying>9.2</ForexBuying></Currency>
      <Currency CurrencyCode="TRY"><ForexBuying>1</ForexBuying></Currency>
    </Tarih_Date>`;
    expect(parseTcmbRates(partial)!.rates).toEqual([
      { currency: "SAR", unit: 1, buying: { micros: 9_200_000 }, selling: null },
    ]);
  });
});

describe("cross rates through the lira", () => {
  const tryPer = { USD: { micros: 34_561_400 }, EUR: { micros: 36_401_200 } };

  it("answers lira quotes directly, their inverse, and crosses through TRY", () => {
    expect(crossRate("EUR", "TRY", tryPer)).toEqual({ micros: 36_401_200 });
    expect(crossRate("TRY", "TRY", tryPer)).toBe(identityRate);
    // 1 / 34.5614 = 0.028934…: 0.028934 to six decimals.
    expect(crossRate("TRY", "USD", tryPer)).toEqual({ micros: 28_934 });
    // 36.4012 / 34.5614 = 1.053232…
    expect(crossRate("EUR", "USD", tryPer)).toEqual({ micros: 1_053_233 });
    expect(crossRate("SAR", "TRY", tryPer)).toBeNull();
    expect(crossRate("USD", "SAR", tryPer)).toBeNull();
    // A rate past the ledger's range is no rate.
    expect(crossRate("USD", "EUR", { USD: { micros: 999_999_000_000 }, EUR: { micros: 1 } })).toBeNull();
  });

  it("converts EUR via USD as the lira quotes would, within the rounding of its steps", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000_000, max: 100_000_000 }),
        fc.integer({ min: 1_000_000, max: 100_000_000 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        (eur, usd, cents) => {
          const rates = { EUR: { micros: eur }, USD: { micros: usd } };
          const direct = convertMoney(money(cents, "EUR"), { micros: eur }, "TRY").amount;
          const viaUsd = convertMoney(
            convertMoney(money(cents, "EUR"), crossRate("EUR", "USD", rates)!, "USD"),
            { micros: usd },
            "TRY",
          ).amount;
          // The cross rate is off by half a millionth at most, the USD amount by half a cent more;
          // both are multiplied by the dollar's lira, then each side rounds once more.
          expect(Math.abs(direct - viaUsd)).toBeLessThanOrEqual((0.5 + cents * 0.5e-6) * (usd / 1e6) + 1);
        },
      ),
    );
  });
});
