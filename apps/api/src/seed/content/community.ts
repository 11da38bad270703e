import type { Locale } from "@rihla/domain";

export interface ReviewContent {
  tourKey: string | null;
  locale: Locale;
  name: string;
  rating: number;
  body: string;
  approved: boolean;
  /** Days before today the guest travelled (the seed turns it into a date). */
  daysAgo: number;
}

/** Guests' reviews; first names and initials only, as the old site showed them. */
export const reviewContents: readonly ReviewContent[] = [
  {
    tourKey: "umrah-10-comfort",
    locale: "tr",
    name: "Fatma K.",
    rating: 5,
    body: "Annemle ilk umremizdi. Rehberimiz tavafta hiç yanımızdan ayrılmadı, otel Harem'e gerçekten yürüme mesafesindeydi.",
    approved: true,
    daysAgo: 40,
  },
  {
    tourKey: "umrah-10-comfort",
    locale: "tr",
    name: "Mehmet A.",
    rating: 4,
    body: "Organizasyon çok düzenliydi. Medine'deki otelin kahvaltısı biraz zayıftı, onun dışında her şey söylendiği gibiydi.",
    approved: true,
    daysAgo: 75,
  },
  {
    tourKey: "umrah-7-luxury",
    locale: "tr",
    name: "Ayşe ve Hasan D.",
    rating: 5,
    body: "Kâbe manzaralı odadan sabah namazını izlemek tarif edilemez. Transferler dakikasında yapıldı.",
    approved: true,
    daysAgo: 30,
  },
  {
    tourKey: "umrah-15-economy",
    locale: "tr",
    name: "İbrahim Y.",
    rating: 4,
    body: "Fiyatına göre çok iyi bir programdı. Aziziye'den Harem'e servis gece gündüz çalışıyordu.",
    approved: true,
    daysAgo: 120,
  },
  {
    tourKey: "umrah-10-guide-mustafa",
    locale: "tr",
    name: "Zehra Ö.",
    rating: 5,
    body: "Mustafa Hoca'nın akşam sohbetleri umremize ayrı bir derinlik kattı. Ravza randevumuzu da rehberimiz aldı.",
    approved: true,
    daysAgo: 55,
  },
  {
    tourKey: "private-10",
    locale: "tr",
    name: "Kemal B.",
    rating: 5,
    body: "Babamız tekerlekli sandalye kullanıyor; özel araç ve rehber sayesinde tavafı ve sa'yi rahatça yaptık.",
    approved: true,
    daysAgo: 20,
  },
  {
    tourKey: "balkans-7",
    locale: "tr",
    name: "Selin T.",
    rating: 5,
    body: "Mostar Köprüsü'nde gün batımı ve Saraybosna'daki butik otel harikaydı. Rehberimiz tarihi çok iyi anlattı.",
    approved: true,
    daysAgo: 90,
  },
  {
    tourKey: "uzbekistan-8",
    locale: "tr",
    name: "Osman G.",
    rating: 5,
    body: "Registan'ı gece ışıklar altında görmek hayalimdi. Hızlı tren çok konforluydu.",
    approved: true,
    daysAgo: 150,
  },
  {
    tourKey: null,
    locale: "tr",
    name: "Hatice S.",
    rating: 5,
    body: "Kayıttan dönüşe kadar her soruma hemen cevap verildi. Bir sonraki umremizi de Rihla ile yapacağız.",
    approved: true,
    daysAgo: 10,
  },
  {
    tourKey: "umrah-10-comfort",
    locale: "en",
    name: "Yusuf M.",
    rating: 5,
    body: "Travelled from London via Istanbul to join my parents. The English-speaking guide made everything easy.",
    approved: true,
    daysAgo: 45,
  },
  {
    tourKey: "umrah-14-luxury",
    locale: "en",
    name: "Amina R.",
    rating: 5,
    body: "The hotel in Madina was right opposite the gate; we prayed every prayer in the mosque. Worth every penny.",
    approved: true,
    daysAgo: 65,
  },
  {
    tourKey: "hajj-21",
    locale: "en",
    name: "Ibrahim H.",
    rating: 4,
    body: "Mina was crowded as expected, but the tents were air-conditioned and our group leader was calm and experienced.",
    approved: true,
    daysAgo: 178,
  },
  {
    tourKey: "morocco-8",
    locale: "en",
    name: "Sara L.",
    rating: 5,
    body: "The riad in Fez was beautiful and the guide took us to the Qarawiyyin at the right time to avoid the crowds.",
    approved: true,
    daysAgo: 100,
  },
  {
    tourKey: "umrah-5-comfort",
    locale: "en",
    name: "Omar F.",
    rating: 4,
    body: "A short but well organised Umrah. I would have liked one more day in Madina.",
    approved: true,
    daysAgo: 35,
  },
  {
    tourKey: "umrah-7-economy",
    locale: "tr",
    name: "Ali V.",
    rating: 2,
    body: "Dönüş uçuşumuz rötar yaptı ve havalimanında uzun bekledik.",
    approved: false,
    daysAgo: 15,
  },
  {
    tourKey: null,
    locale: "en",
    name: "Spam Bot",
    rating: 1,
    body: "Cheap watches at example dot com",
    approved: false,
    daysAgo: 3,
  },
];

export interface QuizQuestionContent {
  correct: number;
  tr: { prompt: string; choices: string[]; explanation: string };
  en: { prompt: string; choices: string[]; explanation: string };
}

export const quizContent = {
  key: "umre-bilgi-yarismasi",
  tr: { title: "Umre Bilgi Yarışması", description: "Umreye gitmeden önce bilgilerinizi sınayın: 12 soru." },
  en: { title: "Umrah Knowledge Quiz", description: "Test what you know before you go: 12 questions." },
  questions: [
    {
      correct: 1,
      tr: {
        prompt: "Hanefi mezhebine göre umrenin farzları hangileridir?",
        choices: ["Sa'y ve tıraş", "İhram ve tavaf", "Tavaf ve sa'y", "Vakfe ve tavaf"],
        explanation: "İhram umrenin şartı, tavaf ise rüknüdür; sa'y ve tıraş vaciptir.",
      },
      en: {
        prompt: "In the Hanafi school, what are the obligatory acts of Umrah?",
        choices: ["Sa'i and shaving", "Ihram and tawaf", "Tawaf and sa'i", "Standing and tawaf"],
        explanation: "Ihram is its condition and tawaf its pillar; sa'i and shaving are necessary (wajib).",
      },
    },
    {
      correct: 2,
      tr: {
        prompt: "Tavaf kaç şavttan oluşur?",
        choices: ["Üç", "Beş", "Yedi", "On"],
        explanation: "Tavaf, Kâbe'nin etrafında yedi kez dönmektir; her bir tura şavt denir.",
      },
      en: {
        prompt: "How many circuits make one tawaf?",
        choices: ["Three", "Five", "Seven", "Ten"],
        explanation: "Tawaf is seven circuits around the Kaaba; each circuit is a shawt.",
      },
    },
    {
      correct: 0,
      tr: {
        prompt: "Sa'y hangi tepeden başlar?",
        choices: ["Safa", "Merve", "Arafat", "Uhud"],
        explanation: "Sa'y Safa'dan başlar ve yedinci gidişte Merve'de biter.",
      },
      en: {
        prompt: "At which hill does sa'i begin?",
        choices: ["Safa", "Marwa", "Arafat", "Uhud"],
        explanation: "Sa'i starts at Safa and ends at Marwa on the seventh length.",
      },
    },
    {
      correct: 3,
      tr: {
        prompt: "Pasaportunuz tur başlangıcından itibaren en az ne kadar geçerli olmalıdır?",
        choices: ["1 ay", "3 ay", "4 ay", "6 ay"],
        explanation: "Suudi Arabistan vize için en az 6 ay geçerlilik ister.",
      },
      en: {
        prompt: "How long must your passport be valid after the tour starts?",
        choices: ["1 month", "3 months", "4 months", "6 months"],
        explanation: "Saudi Arabia requires at least 6 months' validity for the visa.",
      },
    },
    {
      correct: 1,
      tr: {
        prompt: "Umre için zorunlu olan aşı hangisidir?",
        choices: ["Sarı humma", "ACYW135 menenjit", "Kuduz", "Hepatit A"],
        explanation: "Son üç yıl içinde yapılmış ACYW135 menenjit aşısı zorunludur.",
      },
      en: {
        prompt: "Which vaccination is compulsory for Umrah?",
        choices: ["Yellow fever", "ACYW135 meningitis", "Rabies", "Hepatitis A"],
        explanation: "An ACYW135 meningitis vaccination from the last three years is compulsory.",
      },
    },
    {
      correct: 2,
      tr: {
        prompt: "Medine'den Mekke'ye geçen umreciler ihrama nerede girer?",
        choices: ["Cuhfe", "Yelemlem", "Zülhuleyfe", "Karnü'l-Menazil"],
        explanation: "Medine yönünden gelenlerin mîkatı Zülhuleyfe'dir (Ebyar Ali).",
      },
      en: {
        prompt: "Where do pilgrims travelling from Madina to Makkah enter ihram?",
        choices: ["Juhfah", "Yalamlam", "Dhul Hulayfah", "Qarn al-Manazil"],
        explanation: "The miqat for those coming from Madina is Dhul Hulayfah (Abyar Ali).",
      },
    },
    {
      correct: 0,
      tr: {
        prompt: "Hangi gün umre yapmak tahrimen mekruhtur?",
        choices: ["Arefe günü", "Cuma günü", "Regaip Kandili", "Aşure günü"],
        explanation: "Arefe günü ve Kurban Bayramı'nın dört günü umre yapılmaz.",
      },
      en: {
        prompt: "On which day is Umrah not performed?",
        choices: ["The Day of Arafah", "Friday", "The night of Raghaib", "The day of Ashura"],
        explanation: "Umrah is not performed on the Day of Arafah and the four days of Eid al-Adha.",
      },
    },
    {
      correct: 3,
      tr: {
        prompt: "Kuba Mescidi'nde kılınan iki rekât namazın sevabı neye denk tutulmuştur?",
        choices: ["Bir hacca", "Bin namaza", "Bir oruca", "Bir umreye"],
        explanation: "Hadiste Kuba'da kılınan namazın bir umre sevabı olduğu bildirilir.",
      },
      en: {
        prompt: "Two rak'ahs prayed at Quba Mosque carry the reward of what?",
        choices: ["A Hajj", "A thousand prayers", "A fast", "An Umrah"],
        explanation: "A hadith tells that a prayer at Quba carries the reward of an Umrah.",
      },
    },
    {
      correct: 1,
      tr: {
        prompt: "Ravza ziyareti için randevu hangi uygulamadan alınır?",
        choices: ["e-Devlet", "Nusuk", "Tawakkalna Pro", "Absher"],
        explanation: "Ravza randevuları Suudi Arabistan'ın Nusuk uygulamasından alınır.",
      },
      en: {
        prompt: "Which app gives appointments for the Rawdah?",
        choices: ["e-Devlet", "Nusuk", "Tawakkalna Pro", "Absher"],
        explanation: "Rawdah appointments are booked in Saudi Arabia's Nusuk app.",
      },
    },
    {
      correct: 2,
      tr: {
        prompt: "Kıblenin Kudüs'ten Kâbe'ye çevrildiği mescit hangisidir?",
        choices: ["Mescid-i Cuma", "Gamame Mescidi", "Kıbleteyn Mescidi", "Mescid-i Nemira"],
        explanation: "Kıbleteyn, “iki kıbleli” demektir.",
      },
      en: {
        prompt: "In which mosque did the qiblah turn from Jerusalem to the Kaaba?",
        choices: ["Masjid al-Jumu'ah", "Masjid al-Ghamamah", "Masjid al-Qiblatayn", "Masjid Namirah"],
        explanation: "Qiblatayn means “the two qiblahs”.",
      },
    },
    {
      correct: 0,
      tr: {
        prompt: "İhramlı bir erkek için hangisi yasaktır?",
        choices: ["Başını örtmek", "Su içmek", "Şemsiye kullanmak", "Yüzük takmak"],
        explanation: "Erkeklerin ihramlıyken başını örtmesi yasaktır; şemsiye kullanmak serbesttir.",
      },
      en: {
        prompt: "Which is forbidden for a man in ihram?",
        choices: ["Covering his head", "Drinking water", "Using an umbrella", "Wearing a ring"],
        explanation: "Men must not cover their heads in ihram; an umbrella is allowed.",
      },
    },
    {
      correct: 3,
      tr: {
        prompt: "Haccın farzlarından biri olmayan hangisidir?",
        choices: ["İhram", "Arafat vakfesi", "Ziyaret tavafı", "Şeytan taşlamak"],
        explanation: "Cemrelere taş atmak vaciptir; haccın farzları ihram, vakfe ve ziyaret tavafıdır.",
      },
      en: {
        prompt: "Which is not one of the obligatory acts of Hajj?",
        choices: ["Ihram", "Standing at Arafat", "Tawaf al-ifadah", "Stoning the jamarat"],
        explanation:
          "Stoning is necessary (wajib); the obligatory acts are ihram, standing at Arafat and tawaf al-ifadah.",
      },
    },
  ] satisfies QuizQuestionContent[],
};

export const campaignContents = [
  {
    key: "erken-kayit-2027",
    tourKey: "umrah-10-economy",
    image: "scenes/desert-dawn.jpg",
    startOffsetDays: -10,
    endOffsetDays: 60,
    tr: {
      title: "Erken kayıt indirimi",
      body: "Sömestr umresine 31 Aralık'a kadar kayıt olana kişi başı 50 USD indirim.",
    },
    en: {
      title: "Early booking discount",
      body: "USD 50 off per person when you book the mid-term Umrah before 31 December.",
    },
  },
  {
    key: "aile-paketi",
    tourKey: null,
    image: "scenes/madina-domes.jpg",
    startOffsetDays: -30,
    endOffsetDays: 120,
    tr: { title: "Aile paketi", body: "Aynı odada kalan ikinci çocuk için bebek fiyatı uygulanır." },
    en: { title: "Family package", body: "A second child sharing the room pays the baby price." },
  },
];
