import type { CityId, HotelClass, RoomView } from "@rihla/domain";

export interface HotelContent {
  key: string;
  cityId: CityId;
  hotelClass: HotelClass;
  viewTypes: RoomView[];
  distanceMeters?: number;
  distanceTo?: "haram" | "nabawi";
  photos: string[];
  name: string;
  description: { tr: string; en: string };
}

const makkah = (meters: number, tr: string, en: string) => ({
  distanceMeters: meters,
  distanceTo: "haram" as const,
  description: {
    tr: `${tr} Mescid-i Haram'ın avlusuna ${meters} metre yürüme mesafesindedir.`,
    en: `${en} It is a ${meters} m walk from the courtyard of the Masjid al-Haram.`,
  },
});
const madina = (meters: number, tr: string, en: string) => ({
  distanceMeters: meters,
  distanceTo: "nabawi" as const,
  description: {
    tr: `${tr} Mescid-i Nebevi'nin avlusuna ${meters} metre yürüme mesafesindedir.`,
    en: `${en} It is a ${meters} m walk from the courtyard of the Prophet's Mosque.`,
  },
});

/** Fictional hotels (names invented) in the cities the domain's catalogue lists. */
export const hotelContents: readonly HotelContent[] = [
  {
    key: "makkah-safwa-tower",
    cityId: "MAKKAH",
    hotelClass: "5STARSDELUXE",
    viewTypes: ["STANDARD", "CSTANDARD", "KABAVIEW", "SUIT"],
    photos: ["hotels/facade-1.jpg", "scenes/kaaba-dusk.jpg"],
    name: "Safwa Tower Makkah",
    ...makkah(
      60,
      "Kâbe manzaralı odaları ve doğrudan avluya açılan girişiyle bölgenin en prestijli otellerinden biri.",
      "One of the most prestigious hotels in the area, with Kaaba-view rooms and an entrance straight onto the courtyard.",
    ),
  },
  {
    key: "makkah-clock-royal",
    cityId: "MAKKAH",
    hotelClass: "5STARSDELUXE",
    viewTypes: ["STANDARD", "KABAVIEW", "SUIT", "CONNECTION"],
    photos: ["hotels/facade-2.jpg", "scenes/kaaba-dusk.jpg"],
    name: "Abraj Royal Clock Hotel",
    ...makkah(
      100,
      "Saat kulesi kompleksinde, alışveriş merkezi ve yemek katlarıyla bağlantılı.",
      "In the clock tower complex, connected to the shopping centre and food courts.",
    ),
  },
  {
    key: "makkah-ajyad-grand",
    cityId: "MAKKAH",
    hotelClass: "5STARS",
    viewTypes: ["STANDARD", "CSTANDARD", "KABAVIEW"],
    photos: ["hotels/facade-3.jpg"],
    name: "Ajyad Grand Hotel",
    ...makkah(
      250,
      "Ecyad caddesinde, geniş aile odaları ve açık büfe Türk kahvaltısıyla.",
      "On Ajyad street, with large family rooms and a Turkish breakfast buffet.",
    ),
  },
  {
    key: "makkah-ibrahim-khalil",
    cityId: "MAKKAH",
    hotelClass: "5STARS",
    viewTypes: ["STANDARD", "CSTANDARD", "CONNECTION"],
    photos: ["hotels/facade-4.jpg"],
    name: "Ibrahim Khalil Suites",
    ...makkah(
      350,
      "İbrahim Halil caddesinde, sessiz ve ferah süit odalar.",
      "On Ibrahim Khalil street, with quiet, spacious suites.",
    ),
  },
  {
    key: "makkah-misfalah-plaza",
    cityId: "MAKKAH",
    hotelClass: "4STARS",
    viewTypes: ["STANDARD", "CSTANDARD"],
    photos: ["hotels/facade-5.jpg"],
    name: "Misfalah Plaza Hotel",
    ...makkah(
      550,
      "Misfale bölgesinde, Harem'e düz ve gölgeli bir yol ile bağlanan konforlu bir otel.",
      "A comfortable hotel in Misfalah, linked to the Haram by a flat, shaded road.",
    ),
  },
  {
    key: "makkah-jabal-omar",
    cityId: "MAKKAH",
    hotelClass: "4STARS",
    viewTypes: ["STANDARD", "CONNECTION"],
    photos: ["hotels/facade-6.jpg"],
    name: "Jabal Omar Residence",
    ...makkah(
      450,
      "Cebel-i Ömer projesinde, aileler için birbirine bağlanan odalar sunar.",
      "In the Jabal Omar development, with connecting rooms for families.",
    ),
  },
  {
    key: "makkah-aziziyah-inn",
    cityId: "MAKKAH",
    hotelClass: "3STARS",
    viewTypes: ["STANDARD"],
    photos: ["hotels/facade-7.jpg"],
    name: "Aziziyah Inn",
    ...makkah(
      2500,
      "Aziziye semtinde, 24 saat Harem servisi olan ekonomik bir otel.",
      "An economical hotel in Aziziyah with a 24-hour shuttle to the Haram.",
    ),
  },
  {
    key: "makkah-kudai-boutique",
    cityId: "MAKKAH",
    hotelClass: "BOUTIQUE",
    viewTypes: ["STANDARD", "SUIT"],
    photos: ["hotels/facade-8.jpg"],
    name: "Kudai House Boutique",
    ...makkah(
      900,
      "Yalnızca 40 odalı, sakin ve özenli bir butik otel.",
      "A calm, carefully run boutique hotel with only 40 rooms.",
    ),
  },
  {
    key: "madina-nabawi-front",
    cityId: "MADINA",
    hotelClass: "5STARSDELUXE",
    viewTypes: ["STANDARD", "CSTANDARD", "SUIT"],
    photos: ["hotels/facade-2.jpg", "scenes/madina-domes.jpg"],
    name: "Nabawi Front Hotel",
    ...madina(
      50,
      "Mescid-i Nebevi'nin 21 numaralı kapısının tam karşısında.",
      "Directly opposite gate 21 of the Prophet's Mosque.",
    ),
  },
  {
    key: "madina-taibah-grand",
    cityId: "MADINA",
    hotelClass: "5STARS",
    viewTypes: ["STANDARD", "CSTANDARD", "CONNECTION"],
    photos: ["hotels/facade-1.jpg", "scenes/madina-domes.jpg"],
    name: "Taibah Grand Hotel",
    ...madina(
      150,
      "Merkeziye bölgesinde, Ravza randevularına yürüyerek gidebileceğiniz mesafede.",
      "In the Markaziyah area, within walking distance of your Rawdah appointment.",
    ),
  },
  {
    key: "madina-ansar-palace",
    cityId: "MADINA",
    hotelClass: "5STARS",
    viewTypes: ["STANDARD", "SUIT"],
    photos: ["hotels/facade-3.jpg"],
    name: "Ansar Palace Hotel",
    ...madina(
      200,
      "Geniş lobisi ve Türk mutfağı sunan restoranıyla.",
      "With a spacious lobby and a restaurant serving Turkish cuisine.",
    ),
  },
  {
    key: "madina-quba-gardens",
    cityId: "MADINA",
    hotelClass: "4STARS",
    viewTypes: ["STANDARD", "CSTANDARD"],
    photos: ["hotels/facade-4.jpg"],
    name: "Quba Gardens Hotel",
    ...madina(
      400,
      "Kuba yolu üzerinde, bahçe manzaralı sessiz odalar.",
      "On the road to Quba, with quiet garden-view rooms.",
    ),
  },
  {
    key: "madina-bab-salam",
    cityId: "MADINA",
    hotelClass: "4STARS",
    viewTypes: ["STANDARD", "CONNECTION"],
    photos: ["hotels/facade-5.jpg"],
    name: "Bab as-Salam Hotel",
    ...madina(
      300,
      "Babüsselam kapısına yakın, aileler için uygun fiyatlı bir otel.",
      "Close to Bab as-Salam, an affordable hotel for families.",
    ),
  },
  {
    key: "madina-uhud-view",
    cityId: "MADINA",
    hotelClass: "3STARS",
    viewTypes: ["STANDARD"],
    photos: ["hotels/facade-6.jpg"],
    name: "Uhud View Hotel",
    ...madina(800, "Uhud yönünde, servisli ve ekonomik.", "Towards Uhud, economical, with a shuttle."),
  },
  {
    key: "jeddah-corniche",
    cityId: "JEDDAH",
    hotelClass: "5STARS",
    viewTypes: ["STANDARD", "SUIT"],
    photos: ["hotels/facade-7.jpg"],
    name: "Jeddah Corniche Hotel",
    description: {
      tr: "Cidde sahilinde, dönüş öncesi konaklama ve Balad gezisi için tercih ettiğimiz otel.",
      en: "On the Jeddah corniche; our choice for the night before the flight home and the al-Balad walk.",
    },
  },
  {
    key: "tashkent-silk-road",
    cityId: "TASHKENT",
    hotelClass: "4STARS",
    viewTypes: ["STANDARD"],
    photos: ["hotels/facade-8.jpg", "scenes/samarkand-domes.jpg"],
    name: "Silk Road Tashkent",
    description: {
      tr: "Taşkent'in merkezinde, Emir Timur meydanına yürüme mesafesinde.",
      en: "In central Tashkent, a short walk from Amir Timur square.",
    },
  },
  {
    key: "sarajevo-bascarsija",
    cityId: "SARAJEVO",
    hotelClass: "BOUTIQUE",
    viewTypes: ["STANDARD"],
    photos: ["hotels/facade-3.jpg", "scenes/balkan-bridge.jpg"],
    name: "Baščaršija Boutique",
    description: {
      tr: "Başçarşı'da, Gazi Hüsrev Bey Camii'ne birkaç adım mesafede.",
      en: "In Baščaršija, a few steps from the Gazi Husrev-beg Mosque.",
    },
  },
  {
    key: "fez-riad-medina",
    cityId: "FEZ",
    hotelClass: "BOUTIQUE",
    viewTypes: ["STANDARD", "SUIT"],
    photos: ["hotels/facade-5.jpg", "scenes/morocco-gate.jpg"],
    name: "Riad al-Medina Fez",
    description: {
      tr: "Fes medinesinin içinde, avlulu geleneksel bir riad.",
      en: "A traditional courtyard riad inside the Fez medina.",
    },
  },
  {
    key: "cairo-nile-view",
    cityId: "CAIRO",
    hotelClass: "5STARS",
    viewTypes: ["STANDARD", "SUIT"],
    photos: ["hotels/facade-2.jpg", "scenes/cairo-pyramids.jpg"],
    name: "Nile View Cairo",
    description: { tr: "Nil kıyısında, Ezher ve Tahrir'e yakın.", en: "On the Nile, close to al-Azhar and Tahrir." },
  },
];
