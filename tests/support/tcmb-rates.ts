/**
 * The Central Bank of Turkey's daily exchange-rate bulletin (today.xml) on a local port, for the
 * browser journeys (issue 26). One implementation, shared with the API tests (apps/api/src/testing).
 */
export {
  defaultBulletin,
  startTcmbRates,
  tcmbBulletin,
  type BulletinCurrency,
  type TcmbRates,
} from "../../apps/api/src/testing/tcmb-rates.ts";
