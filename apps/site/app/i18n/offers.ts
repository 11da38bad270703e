/**
 * The staff offers' words (issue 26: /admin/offer, /admin/offer/{id}, /admin/offer/new_). The
 * words an offer shares with the agents' pages (statuses, rooms, validity, sharing) stay in
 * agent.ts, one home; these are the staff's own. `tr` is the typed source and `en` satisfies it.
 */
const trTexts = {
  offersTitle: "Teklifler",
  offersIntro:
    "Acentelerin ve ofisin tüm teklifleri, en yeni önce. Açık bir teklif yerler varken tek adımda rezervasyona çevrilir.",
  newOffer: "Yeni teklif",
  filtersLabel: "Teklif süzgeçleri",
  filterStatus: "Durum",
  filterAll: "Tümü",
  filterMaker: "Hazırlayan",
  filterAnyone: "Herkes",
  filterStaff: "Ofis (personel)",
  filterSearch: "Müşteri (ad, e-posta, telefon)",
  filterSubmit: "Süz",
  caption: "Teklifler, en yeni önce",
  empty: "Bu süzgeçlerle teklif yok.",
  colCustomer: "Müşteri",
  colDeparture: "Tur ve tarih",
  colRooms: "Oda / kişi",
  colTotal: "Tutar",
  colValidity: "Geçerlilik",
  colStatus: "Durum",
  colMaker: "Hazırlayan",
  roomsSeats: "{rooms} oda · {seats} kişi",
  madeByAgent: "{name} (acente)",
  madeByStaff: "{name} (ofis)",
  pageOf: "Sayfa {page} / {pages}",
  newTitle: "Yeni teklif",
  newIntro:
    "Tarih, oda planı ve geçerlilik seçin; fiyat bugünkü fiyatlardan hesaplanır ve sabitlenir. Teklif bağlantıyla ve WhatsApp ile paylaşılır.",
  fromPrivateTour:
    "Bu teklif özel tur talebine yanıttır: {name} (talep #{id}). Teklif oluşunca talep “Teklif verildi” olur.",
  privateTourMissing: "Özel tur talebi bulunamadı; teklif talepsiz hazırlanır.",
  customerTitle: "Müşteri",
  customerPhone: "Telefon",
  customerLocale: "Müşterinin dili",
  "locale.tr": "Türkçe",
  "locale.en": "İngilizce",
  noDepartures: "Teklif verilebilecek tarih yok.",
  detailTitle: "Teklif: {name}",
  madeBy: "Hazırlayan",
  createdAt: "Oluşturma",
  privateTourLink: "Özel tur talebi #{id}",
  whatsAppCustomer: "Müşteriye WhatsApp ile gönder",
  convertConfirmTitle: "Teklif rezervasyona çevrilsin mi?",
  convertConfirmText: "{name} için {seats} kişilik bir ön rezervasyon açılır; yerler düşülür. Tutar: {total}.",
  convertConfirmYes: "Evet, çevir",
  convertConfirmNo: "Vazgeç",
  created: "Teklif oluşturuldu.",
};

export type OfferTexts = typeof trTexts;

const enTexts: OfferTexts = {
  offersTitle: "Offers",
  offersIntro:
    "All offers, the agents' and the office's, newest first. An open offer becomes a reservation in one step while the seats last.",
  newOffer: "New offer",
  filtersLabel: "Offer filters",
  filterStatus: "Status",
  filterAll: "All",
  filterMaker: "Made by",
  filterAnyone: "Anyone",
  filterStaff: "The office (staff)",
  filterSearch: "Customer (name, e-mail, phone)",
  filterSubmit: "Filter",
  caption: "Offers, newest first",
  empty: "No offers with these filters.",
  colCustomer: "Customer",
  colDeparture: "Tour and date",
  colRooms: "Rooms / people",
  colTotal: "Total",
  colValidity: "Valid until",
  colStatus: "Status",
  colMaker: "Made by",
  roomsSeats: "{rooms} rooms · {seats} people",
  madeByAgent: "{name} (agent)",
  madeByStaff: "{name} (office)",
  pageOf: "Page {page} of {pages}",
  newTitle: "New offer",
  newIntro:
    "Choose a date, the rooms and the validity; the price is worked out at today's prices and frozen. The offer is shared by link and by WhatsApp.",
  fromPrivateTour:
    "This offer answers a private tour request: {name} (request #{id}). Once it is made the request becomes “Offered”.",
  privateTourMissing: "The private tour request was not found; the offer is made without it.",
  customerTitle: "Customer",
  customerPhone: "Phone",
  customerLocale: "Customer's language",
  "locale.tr": "Turkish",
  "locale.en": "English",
  noDepartures: "No dates an offer can be made for.",
  detailTitle: "Offer: {name}",
  madeBy: "Made by",
  createdAt: "Created",
  privateTourLink: "Private tour request #{id}",
  whatsAppCustomer: "Send to the customer on WhatsApp",
  convertConfirmTitle: "Turn the offer into a reservation?",
  convertConfirmText:
    "A provisional reservation for {seats} people is opened for {name}; the seats are taken. Total: {total}.",
  convertConfirmYes: "Yes, convert",
  convertConfirmNo: "Cancel",
  created: "The offer was made.",
};

export const offerTexts = { tr: trTexts, en: enTexts } as const;
