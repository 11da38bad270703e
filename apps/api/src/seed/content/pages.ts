/**
 * The demo agency's CMS pages in Turkish and English. Real, useful text: a visitor reading these
 * should learn something true about Umrah and Hajj. The agency, people, phones and IBANs are
 * fictional. English pages have English slugs (issue 22, problem 4: Turkish slugs under /en read
 * as Turkish pages); the site sends a slug of the other language to the page's own with a 301.
 */

export interface PageText {
  slug: string;
  title: string;
  description: string;
  keywords: string;
  heading: string;
  subtitle?: string;
  bodyHtml: string;
  faq?: ReadonlyArray<readonly [question: string, answer: string]>;
}

export interface PageContent {
  key: string;
  /** information | corporate | help | hajj | tools | home | contact | hotels */
  mainGroup: string;
  parentKey?: string;
  photo?: string;
  topImage?: string;
  relatedKeys?: string[];
  categories?: string[];
  tr: PageText;
  en: PageText;
}

const p = (...paragraphs: string[]) =>
  paragraphs.map((text) => (text.startsWith("<") ? text : `<p>${text}</p>`)).join("\n");
const ul = (...items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join("")}</ul>`;
const ol = (...items: string[]) => `<ol>${items.map((item) => `<li>${item}</li>`).join("")}</ol>`;
const h2 = (text: string) => `<h2>${text}</h2>`;

export const pageContents: readonly PageContent[] = [
  {
    key: "home",
    mainGroup: "home",
    photo: "scenes/kaaba-dusk.jpg",
    tr: {
      slug: "home",
      title: "Rihla Turizm | Umre Turları, Hac ve Yurtdışı Turları",
      description:
        "2026-2027 umre programları, 2027 hac kayıtları, Harem'e yakın otellerle 7, 10 ve 15 günlük umre turları. TÜRSAB belge no 7677.",
      keywords: "umre turları, umre fiyatları, hac 2027, kişiye özel umre, yurtdışı turları",
      heading: "Huzura giden yolda yanınızdayız",
      subtitle: "2026-2027 Umre Programları",
      bodyHtml: p(
        "Rihla Turizm, 2012'den bu yana İstanbul'dan Mekke ve Medine'ye umre ve hac yolculukları düzenleyen, TÜRSAB'a kayıtlı (belge no 7677) bir A grubu seyahat acentesidir.",
        "Her programımızda vize işlemleri, direkt uçuşlar, Harem'e yürüme mesafesindeki oteller, Türkçe rehberlik ve ziyaret turları fiyata dahildir.",
      ),
    },
    en: {
      slug: "home",
      title: "Rihla Travel | Umrah Tours, Hajj and International Tours",
      description:
        "2026-2027 Umrah programmes, Hajj 2027 registration, 7, 10 and 15-day Umrah tours with hotels close to the Haram. TÜRSAB licence 7677.",
      keywords: "umrah tours, umrah prices, hajj 2027, private umrah, international tours",
      heading: "Beside you on the road to peace",
      subtitle: "2026-2027 Umrah Programmes",
      bodyHtml: p(
        "Rihla Travel is a TÜRSAB-registered (licence 7677) group A travel agency that has organised Umrah and Hajj journeys from Istanbul to Makkah and Madina since 2012.",
        "Every programme includes the visa, direct flights, hotels within walking distance of the Haram, Turkish- and English-speaking guides and the visits to the holy sites.",
      ),
    },
  },
  {
    key: "umre-nedir",
    mainGroup: "information",
    photo: "scenes/kaaba-dusk.jpg",
    relatedKeys: ["umreye-gitme-sartlari-nelerdir", "umre-hakkinda-bilinmesi-gerekenler"],
    categories: ["umre-rehberi"],
    tr: {
      slug: "umre-nedir",
      title: "Umre Nedir? Umre Nasıl Yapılır?",
      description: "Umrenin anlamı, farzları, vacipleri ve adım adım nasıl yapıldığı: ihram, tavaf, sa'y ve tıraş.",
      keywords: "umre nedir, umre nasıl yapılır, umrenin farzları, ihram, tavaf, sa'y",
      heading: "Umre Nedir?",
      subtitle: "Kâbe'yi ziyaretin adım adım rehberi",
      bodyHtml: [
        p(
          "Umre, sözlükte “ziyaret etmek” anlamına gelir. Dinî terim olarak, ihrama girip Kâbe'yi tavaf etmek, Safa ile Merve tepeleri arasında sa'y yapmak ve ardından tıraş olup ihramdan çıkmaktan oluşan ibadettir. Hacdan farklı olarak belirli bir zamana bağlı değildir; arefe günü ve bayramın ilk dört günü dışında yılın her günü yapılabilir.",
        ),
        h2("Umrenin farzları ve vacipleri"),
        p(
          "Hanefi mezhebine göre umrenin iki farzı vardır: ihram (şart) ve tavaf (rükün). Sa'y yapmak ve tıraş olarak ihramdan çıkmak ise vaciptir.",
        ),
        h2("Umre adım adım"),
        ol(
          "<strong>İhram:</strong> Mîkat sınırını geçmeden gusül abdesti alınır, erkekler dikişsiz iki parça ihram örtüsüne bürünür, iki rekât ihram namazı kılınır, niyet edilip telbiye getirilir.",
          "<strong>Tavaf:</strong> Hacerü'l-Esved hizasından başlanarak Kâbe sol tarafta kalacak şekilde yedi şavt dönülür; ardından Makam-ı İbrahim arkasında iki rekât tavaf namazı kılınır ve zemzem içilir.",
          "<strong>Sa'y:</strong> Safa tepesinden başlanıp Merve'de bitecek şekilde iki tepe arasında yedi kez gidilip gelinir.",
          "<strong>Tıraş:</strong> Erkekler saçlarını kazıtır veya kısaltır, kadınlar saçlarının ucundan bir miktar keser; böylece ihram yasakları sona erer.",
        ),
        p(
          "Rihla programlarında ilk umre, Mekke'ye varış günü rehberimiz eşliğinde grupla birlikte yapılır; tekrar umre için Ci'râne ve Tenim mescitlerine servis düzenlenir.",
        ),
      ].join("\n"),
      faq: [
        [
          "Umre ne zaman yapılır?",
          "Umre arefe günü ve Kurban Bayramı'nın ilk dört günü dışında yılın her günü yapılabilir. En yoğun dönemler Ramazan ayı ve sömestr tatilidir.",
        ],
        [
          "Umrenin farzları nelerdir?",
          "Hanefi mezhebine göre umrenin farzları ihram ve tavaftır. Sa'y ile tıraş olarak ihramdan çıkmak vaciptir.",
        ],
        [
          "Bir umre ne kadar sürer?",
          "İhramdan tıraşa kadar bir umre, kalabalığa göre 2 ile 4 saat arasında tamamlanır.",
        ],
        [
          "Kadınlar umreye mahremsiz gidebilir mi?",
          "Suudi Arabistan 2019'dan bu yana 18 yaşından büyük kadınlara mahremsiz umre vizesi vermektedir; fıkhi değerlendirme için rehberlerimize danışabilirsiniz.",
        ],
      ],
    },
    en: {
      slug: "what-is-umrah",
      title: "What Is Umrah? How Is Umrah Performed?",
      description:
        "The meaning of Umrah, its obligatory and necessary acts and how to perform it step by step: ihram, tawaf, sa'i and shaving.",
      keywords: "what is umrah, how to perform umrah, ihram, tawaf, sa'i",
      heading: "What Is Umrah?",
      subtitle: "A step-by-step guide to visiting the Kaaba",
      bodyHtml: [
        p(
          "Umrah literally means “visit”. As an act of worship it consists of entering the state of ihram, circling the Kaaba (tawaf), walking seven times between the hills of Safa and Marwa (sa'i) and leaving ihram by shaving or trimming the hair. Unlike Hajj it is not bound to a season: it can be performed on any day of the year except the Day of Arafah and the first four days of Eid al-Adha.",
        ),
        h2("Obligatory and necessary acts"),
        p(
          "In the Hanafi school Umrah has two obligatory acts (fard): ihram, which is its condition, and tawaf, which is its pillar. Sa'i and leaving ihram by shaving or trimming are necessary (wajib).",
        ),
        h2("Umrah step by step"),
        ol(
          "<strong>Ihram:</strong> before crossing the miqat, take a full ablution; men wear the two unstitched ihram sheets, pray two rak'ahs, make the intention and recite the talbiyah.",
          "<strong>Tawaf:</strong> starting level with the Black Stone, walk seven circuits with the Kaaba on your left, then pray two rak'ahs behind the Station of Ibrahim and drink Zamzam.",
          "<strong>Sa'i:</strong> walk seven times between Safa and Marwa, starting at Safa and ending at Marwa.",
          "<strong>Shaving or trimming:</strong> men shave or shorten their hair, women cut a fingertip's length from the ends; the restrictions of ihram then end.",
        ),
        p(
          "On Rihla programmes the first Umrah is performed as a group with our guide on the day you arrive in Makkah; for further Umrahs we run shuttles to the Ji'ranah and Tan'im mosques.",
        ),
      ].join("\n"),
      faq: [
        [
          "When can Umrah be performed?",
          "Any day of the year except the Day of Arafah and the first four days of Eid al-Adha. The busiest periods are Ramadan and the Turkish mid-term school holiday.",
        ],
        [
          "What are the obligatory acts of Umrah?",
          "In the Hanafi school they are ihram and tawaf. Sa'i and leaving ihram by shaving or trimming are necessary (wajib).",
        ],
        [
          "How long does one Umrah take?",
          "From ihram to shaving, one Umrah takes between 2 and 4 hours depending on the crowd.",
        ],
        [
          "Can women travel for Umrah without a mahram?",
          "Since 2019 Saudi Arabia issues Umrah visas to women over 18 travelling without a mahram; our guides can advise on the religious rulings.",
        ],
      ],
    },
  },
  {
    key: "umreye-gitme-sartlari-nelerdir",
    mainGroup: "information",
    photo: "scenes/madina-domes.jpg",
    categories: ["umre-rehberi"],
    tr: {
      slug: "umreye-gitme-sartlari-nelerdir",
      title: "Umreye Gitme Şartları Nelerdir? Gerekli Belgeler",
      description:
        "Umre vizesi için pasaport, aşı, yaş ve mahrem şartları; kayıt için istenen belgelerin güncel listesi.",
      keywords: "umre şartları, umre vizesi, umre için gerekli belgeler, menenjit aşısı",
      heading: "Umreye Gitme Şartları",
      bodyHtml: [
        p(
          "Umreye gitmek için dinî açıdan Müslüman, akıllı ve ergen olmak yeterlidir; umre ömürde bir kez sünnet-i müekkededir. Seyahat için ise Suudi Arabistan'ın vize kurallarını karşılamak gerekir.",
        ),
        h2("Resmî şartlar"),
        ul(
          "Tur başlangıç tarihinden itibaren <strong>en az 6 ay geçerli</strong> pasaport (sitemizdeki pasaport doğrulama aracıyla kontrol edebilirsiniz).",
          "Son üç yıl içinde yapılmış <strong>ACYW135 menenjit aşısı</strong> ve aşı kartı.",
          "18 yaşından küçükler için anne ve babanın noter onaylı muvafakatnamesi.",
          "Vesikalık fotoğraf (beyaz fon, son 6 ay içinde çekilmiş).",
        ),
        h2("Kayıt için istenenler"),
        ul(
          "Pasaport fotokopisi veya taranmış görüntüsü",
          "Kimlik kartı fotokopisi (TCKN)",
          "Aşı kartı",
          "Ön ödeme dekontu",
        ),
        p(
          "Vize başvurusunu biz yaparız; belgeleriniz eksiksizse elektronik umre vizesi genellikle 3 iş günü içinde çıkar.",
        ),
      ].join("\n"),
      faq: [
        [
          "Pasaportumun geçerlilik süresi ne kadar olmalı?",
          "Pasaportunuz tur başlangıç tarihinden itibaren en az 6 ay geçerli olmalıdır; daha kısa süreli pasaportla vize verilmez.",
        ],
        [
          "Menenjit aşısı zorunlu mu?",
          "Evet. Son üç yıl içinde yapılmış ACYW135 menenjit aşısı zorunludur; aşıyı Halk Sağlığı merkezlerinde veya Hudut ve Sahiller birimlerinde yaptırabilirsiniz.",
        ],
        [
          "Çocuklar umreye gidebilir mi?",
          "Evet. 18 yaşından küçükler anne ve babasının noter onaylı muvafakatnamesi ile gidebilir; bebekler için de ayrı pasaport gerekir.",
        ],
      ],
    },
    en: {
      slug: "umrah-requirements",
      title: "What Are the Requirements for Umrah? Documents You Need",
      description:
        "Passport, vaccination, age and mahram rules for the Umrah visa, and the documents we ask for at registration.",
      keywords: "umrah requirements, umrah visa, documents for umrah, meningitis vaccine",
      heading: "Requirements for Umrah",
      bodyHtml: [
        p(
          "Religiously, being a Muslim of sound mind who has reached puberty is enough; Umrah is a strongly recommended sunnah once in a lifetime. To travel you must also meet Saudi Arabia's visa rules.",
        ),
        h2("Official requirements"),
        ul(
          "A passport valid for <strong>at least 6 months</strong> after the tour start date (check it with the passport validity tool on our site).",
          "An <strong>ACYW135 meningitis vaccination</strong> given within the last three years, with its card.",
          "For travellers under 18, a notarised letter of consent from both parents.",
          "A passport photo on a white background taken within the last 6 months.",
        ),
        h2("What we need to register you"),
        ul(
          "A copy or scan of your passport",
          "A copy of your national ID card",
          "Your vaccination card",
          "The receipt of your deposit",
        ),
        p(
          "We apply for the visa on your behalf; with complete documents the electronic Umrah visa is usually issued within 3 working days.",
        ),
      ].join("\n"),
      faq: [
        [
          "How long must my passport be valid?",
          "At least 6 months after the tour start date; no visa is issued on a passport that expires sooner.",
        ],
        [
          "Is the meningitis vaccine compulsory?",
          "Yes. An ACYW135 meningitis vaccination given within the last three years is compulsory.",
        ],
        [
          "Can children go on Umrah?",
          "Yes. Travellers under 18 need a notarised consent letter from both parents; babies need their own passport.",
        ],
      ],
    },
  },
  {
    key: "umre-turlari-nezaman-yapilir",
    mainGroup: "information",
    photo: "scenes/desert-dawn.jpg",
    categories: ["umre-rehberi"],
    tr: {
      slug: "umre-turlari-nezaman-yapilir",
      title: "Umre Turları Ne Zaman Yapılır? En Uygun Dönemler",
      description:
        "Umre sezonu, Ramazan umresi, sömestr ve bahar dönemleri: hava, kalabalık ve fiyatlara göre umreye gitmek için en iyi zaman.",
      keywords: "umre ne zaman, umre sezonu, ramazan umresi, sömestr umresi",
      heading: "Umre Turları Ne Zaman Yapılır?",
      bodyHtml: [
        p(
          "Umre yılın neredeyse her günü yapılabilir, ancak sezon hac döneminin bitişiyle başlar. Türkiye'den umre turları hac dönüşünden yaklaşık bir ay sonra, Ağustos sonunda açılır ve bir sonraki hacca kadar sürer.",
        ),
        h2("Dönemlere göre umre"),
        ul(
          "<strong>Ağustos – Ekim:</strong> Mekke'de gündüz sıcaklığı 40 °C'yi aşar; kalabalık azdır ve fiyatlar sezonun en uygun seviyesindedir.",
          "<strong>Kasım – Şubat:</strong> Hava 20–30 °C arasındadır. Sömestr tatili (Ocak sonu – Şubat başı) ailelerin en çok tercih ettiği dönemdir; erken kayıt önerilir.",
          "<strong>Üç aylar ve Ramazan:</strong> Manevi açıdan en yoğun dönemdir. Ramazan'ın son on günü otel fiyatları iki katına kadar çıkar.",
          "<strong>Bayram sonrası – Mayıs:</strong> Hac hazırlıkları nedeniyle umre vizeleri genellikle Zilkade ayının ortasında durdurulur.",
        ),
        p(
          "Takvimdeki resmî ve dinî bayramları, kandilleri ve okul tatillerini sitemizdeki tatil sayfalarında görebilir; izninizi buna göre planlayabilirsiniz.",
        ),
      ].join("\n"),
      faq: [
        [
          "Umreye gitmek için en uygun ay hangisi?",
          "Hava ve kalabalık açısından Kasım, Aralık ve Şubat en rahat aylardır; fiyat açısından ise Ağustos sonu ve Eylül en uygun dönemdir.",
        ],
        [
          "Ramazan'da umre daha mı pahalı?",
          "Evet. Özellikle son on günde Harem'e yakın otellerin fiyatı yükseldiği için Ramazan umresi diğer aylara göre yüzde 40–100 daha pahalıdır.",
        ],
        [
          "Umre vizeleri ne zaman kapanır?",
          "Suudi makamları hac hazırlıkları için umre vizelerini genellikle hac ayından yaklaşık bir ay önce durdurur.",
        ],
      ],
    },
    en: {
      slug: "when-to-go-on-umrah",
      title: "When Do Umrah Tours Run? The Best Times to Go",
      description:
        "The Umrah season, Ramadan Umrah, the school holidays and spring: the best time to go by weather, crowds and price.",
      keywords: "when to go on umrah, umrah season, ramadan umrah",
      heading: "When Do Umrah Tours Run?",
      bodyHtml: [
        p(
          "Umrah can be performed on almost any day, but the season starts when Hajj ends. Umrah tours from Türkiye open about a month after Hajj, at the end of August, and run until the next Hajj.",
        ),
        h2("Umrah through the year"),
        ul(
          "<strong>August – October:</strong> daytime temperatures in Makkah pass 40 °C; crowds are small and prices at their lowest.",
          "<strong>November – February:</strong> 20–30 °C. The Turkish mid-term holiday (late January – early February) is the favourite of families; book early.",
          "<strong>The three holy months and Ramadan:</strong> the most intense time spiritually. In the last ten days of Ramadan hotel prices can double.",
          "<strong>After Eid – May:</strong> Umrah visas are usually suspended in mid Dhu al-Qa'dah while Hajj is prepared.",
        ),
        p(
          "Our holiday pages list the official and religious holidays, kandil nights and school holidays so you can plan your leave.",
        ),
      ].join("\n"),
      faq: [
        [
          "Which month is best for Umrah?",
          "For weather and crowds, November, December and February; for price, late August and September.",
        ],
        [
          "Is Umrah more expensive in Ramadan?",
          "Yes. Hotels near the Haram raise their prices, especially in the last ten days, so Ramadan Umrah costs 40–100% more.",
        ],
        [
          "When do Umrah visas close?",
          "The Saudi authorities usually stop issuing Umrah visas about a month before the Hajj month.",
        ],
      ],
    },
  },
  {
    key: "umre-hakkinda-bilinmesi-gerekenler",
    mainGroup: "information",
    photo: "scenes/kaaba-dusk.jpg",
    categories: ["umre-rehberi"],
    tr: {
      slug: "umre-hakkinda-bilinmesi-gerekenler",
      title: "Umre Hakkında Bilinmesi Gerekenler",
      description:
        "İhram yasakları, Harem'de namaz saatleri, Ravza ziyareti için Nusuk randevusu, para, iletişim ve sağlık ipuçları.",
      keywords: "ihram yasakları, nusuk ravza randevusu, umre ipuçları",
      heading: "Umre Hakkında Bilinmesi Gerekenler",
      bodyHtml: [
        h2("İhram yasakları"),
        ul(
          "Saç, sakal ve tırnak kesmek",
          "Koku sürünmek, kokulu sabun kullanmak",
          "Erkeklerin dikişli elbise giymesi ve başını örtmesi",
          "Av avlamak, Harem bölgesinde bitki koparmak",
          "Tartışmak ve kötü söz söylemek",
        ),
        h2("Ravza-i Mutahhara ziyareti"),
        p(
          "Medine'de Ravza ziyareti Nusuk uygulamasından alınan randevu ile yapılır. Rehberlerimiz randevuları grup adına önceden alır; randevu saatinden 30 dakika önce kapıda olmanız gerekir.",
        ),
        h2("Para ve iletişim"),
        p(
          "Suudi riyali (SAR) kullanılır; kartla ödeme neredeyse her yerde geçerlidir. Yurtdışı paketinizi yola çıkmadan açtırın ya da havalimanında yerel hat alın.",
        ),
        h2("Sağlık"),
        p(
          "Bol su ve zemzem için, öğle saatlerinde güneşe çıkmayın, rahat ve alıştığınız ayakkabıları tercih edin. Düzenli ilaçlarınızı reçetesiyle birlikte el bagajında taşıyın.",
        ),
      ].join("\n"),
      faq: [
        [
          "İhramlıyken neler yasaktır?",
          "Saç ve tırnak kesmek, koku sürünmek, erkeklerin dikişli elbise giymesi ve başını örtmesi, avlanmak ve tartışmak ihram yasaklarıdır.",
        ],
        [
          "Ravza ziyareti için randevu gerekir mi?",
          "Evet, Nusuk uygulamasından randevu alınır. Rihla rehberleri grup randevularını önceden alır.",
        ],
      ],
    },
    en: {
      slug: "what-to-know-about-umrah",
      title: "What You Should Know About Umrah",
      description:
        "The restrictions of ihram, prayer times at the Haram, the Nusuk appointment for the Rawdah, money, phones and health tips.",
      keywords: "ihram restrictions, nusuk rawdah appointment, umrah tips",
      heading: "What You Should Know About Umrah",
      bodyHtml: [
        h2("Restrictions of ihram"),
        ul(
          "Cutting hair, beard or nails",
          "Wearing perfume or scented soap",
          "For men, wearing stitched clothes or covering the head",
          "Hunting, or uprooting plants within the sanctuary",
          "Quarrelling and foul speech",
        ),
        h2("Visiting the Rawdah"),
        p(
          "In Madina the Rawdah is visited with an appointment from the Nusuk app. Our guides book the group's slots in advance; be at the gate 30 minutes before your time.",
        ),
        h2("Money and phones"),
        p(
          "The currency is the Saudi riyal (SAR) and cards are accepted almost everywhere. Activate roaming before you leave or buy a local SIM at the airport.",
        ),
        h2("Health"),
        p(
          "Drink plenty of water and Zamzam, stay out of the midday sun and wear comfortable shoes you have already walked in. Carry regular medicines with their prescription in your hand luggage.",
        ),
      ].join("\n"),
      faq: [
        [
          "What is forbidden in ihram?",
          "Cutting hair or nails, perfume, stitched clothes and head covering for men, hunting and quarrelling.",
        ],
        [
          "Do I need an appointment for the Rawdah?",
          "Yes, from the Nusuk app. Rihla guides book the group appointments in advance.",
        ],
      ],
    },
  },
  {
    key: "umre-fiyatlari-nasil-hesaplanir",
    mainGroup: "information",
    photo: "hotels/makkah-tower.jpg",
    categories: ["umre-rehberi"],
    tr: {
      slug: "umre-fiyatlari-nasil-hesaplanir",
      title: "Umre Fiyatları Nasıl Hesaplanır?",
      description:
        "Umre fiyatını belirleyen oda tipi, otel mesafesi, dönem ve uçuş; çocuk ve bebek fiyatları, kişi başı fiyat örneği.",
      keywords: "umre fiyatları, umre fiyatı hesaplama, oda tipi, çocuk umre fiyatı",
      heading: "Umre Fiyatları Nasıl Hesaplanır?",
      bodyHtml: [
        p(
          "Umre fiyatları <strong>kişi başı</strong> ve <strong>oda tipine göre</strong> verilir. Aynı odada kalan kişi sayısı arttıkça kişi başı fiyat düşer: dört kişilik odada kalan bir misafir, tek kişilik odada kalana göre yaklaşık yüzde 35 daha az öder.",
        ),
        h2("Fiyatı belirleyen etkenler"),
        ul(
          "<strong>Oda tipi:</strong> iki kişilik (DOUBLE/TWIN), üç kişilik (TRIPLE), dört kişilik (QUAD) ve tek kişilik (SINGLE).",
          "<strong>Otelin Harem'e mesafesi:</strong> avluya 100 metre mesafedeki bir otel ile 800 metre mesafedeki otel arasında gecelik fiyat farkı üç katı bulabilir.",
          "<strong>Dönem:</strong> sömestr, üç aylar ve Ramazan en pahalı dönemlerdir.",
          "<strong>Gün sayısı ve uçuş:</strong> direkt uçuş, aktarmalı uçuşa göre daha pahalı ama daha konforludur.",
        ),
        h2("Çocuk ve bebek fiyatları"),
        p(
          "2–11 yaş çocuklar ebeveynleriyle aynı odada ekstra yatak kullanmadan kalırsa çocuk fiyatı uygulanır; 0–2 yaş bebekler yalnızca uçak ve vize bedeli öder.",
        ),
        h2("Örnek"),
        p(
          "1.250 USD'den başlayan bir programda iki yetişkin ve bir çocuk aynı odada kalırsa: 2 × 1.250 USD + 1 × 850 USD (çocuk) = 3.350 USD.",
        ),
      ].join("\n"),
      faq: [
        [
          "Umre fiyatına neler dahildir?",
          "Uçak bileti, vize, konaklama, kahvaltı ve akşam yemeği, transferler, ziyaret turları ve rehberlik fiyata dahildir.",
        ],
        [
          "Fiyatlar neden dolar ile veriliyor?",
          "Otel ve uçuş maliyetleri döviz cinsinden olduğu için umre fiyatları USD ile ilan edilir; ödeme günün kuru ile TL olarak da yapılabilir.",
        ],
        [
          "Tek kişilik oda ne kadar fark eder?",
          "Tek kişilik oda, iki kişilik odadaki kişi başı fiyata göre genellikle yüzde 40–60 daha pahalıdır.",
        ],
      ],
    },
    en: {
      slug: "how-umrah-prices-are-calculated",
      title: "How Are Umrah Prices Calculated?",
      description:
        "What sets the price of Umrah: room type, distance to the Haram, season and flights; child and baby prices with a worked example.",
      keywords: "umrah prices, umrah price calculation, room types, child umrah price",
      heading: "How Are Umrah Prices Calculated?",
      bodyHtml: [
        p(
          "Umrah prices are quoted <strong>per person</strong> and <strong>per room type</strong>. The more people share a room, the lower the price per person: a guest in a quad room pays about 35% less than one in a single room.",
        ),
        h2("What sets the price"),
        ul(
          "<strong>Room type:</strong> double or twin, triple, quad and single.",
          "<strong>Distance to the Haram:</strong> a night 100 m from the courtyard can cost three times as much as one 800 m away.",
          "<strong>Season:</strong> the school holiday, the three holy months and Ramadan are the most expensive.",
          "<strong>Length and flights:</strong> direct flights cost more than connections but are far more comfortable.",
        ),
        h2("Children and babies"),
        p(
          "Children aged 2–11 sharing their parents' room without an extra bed pay the child price; babies under 2 pay only the flight and visa.",
        ),
        h2("Example"),
        p(
          "On a programme from USD 1,250, two adults and a child sharing a room pay 2 × USD 1,250 + 1 × USD 850 (child) = USD 3,350.",
        ),
      ].join("\n"),
      faq: [
        [
          "What does the Umrah price include?",
          "Flights, visa, accommodation, breakfast and dinner, transfers, visits to the holy sites and guidance.",
        ],
        [
          "Why are prices in US dollars?",
          "Hotels and flights are paid in foreign currency, so Umrah prices are quoted in USD; you can also pay in Turkish lira at the day's rate.",
        ],
        [
          "How much more is a single room?",
          "A single room usually costs 40–60% more than the per-person price in a double room.",
        ],
      ],
    },
  },
  {
    key: "umreye-gitmeden-alinacaklar-rehberi",
    mainGroup: "information",
    photo: "scenes/desert-dawn.jpg",
    categories: ["umre-rehberi"],
    tr: {
      slug: "umreye-gitmeden-alinacaklar-rehberi",
      title: "Umreye Giderken Yanınıza Almanız Gerekenler",
      description: "Umre bavulu kontrol listesi: ihram, ayakkabı, ilaçlar, belgeler ve kadınlar için öneriler.",
      keywords: "umre çantası, umreye giderken ne alınır, ihram, umre hazırlık listesi",
      heading: "Umreye Gitmeden Alınacaklar Rehberi",
      bodyHtml: [
        h2("Belgeler"),
        ul(
          "Pasaport ve kimlik kartı",
          "Aşı kartı",
          "Uçak bileti ve otel bilgileri (rehberinizden)",
          "Kredi kartı ve bir miktar Suudi riyali",
        ),
        h2("Giyim"),
        ul(
          "Erkekler için iki takım ihram ve ihram kemeri",
          "Kadınlar için ten rengi çorap ve bol, açık renkli giysiler",
          "Rahat, önceden giyilmiş terlik ve ayakkabı",
          "Kış aylarında ince bir hırka (otel ve mescit klimaları serindir)",
        ),
        h2("Sağlık ve bakım"),
        ul(
          "Düzenli kullandığınız ilaçlar ve reçeteleri",
          "Kokusuz sabun, şampuan ve deodorant",
          "Pişik kremi ve yara bandı",
          "Güneş gözlüğü ve şemsiye",
        ),
        h2("Faydalı küçük şeyler"),
        ul(
          "Ayakkabılarınız için bez çanta",
          "Tavaf sayacı veya tesbih",
          "Taşınabilir şarj cihazı",
          "Dua kitapçığı (rehberimiz her misafire verir)",
        ),
      ].join("\n"),
      faq: [
        [
          "Bagaj hakkı ne kadar?",
          "Programlarımızdaki direkt uçuşlarda 1 parça 23 kg bagaj ve 8 kg kabin bagajı hakkınız vardır; dönüşte 5 litrelik zemzem ayrıca taşınır.",
        ],
        [
          "İhramı nereden almalıyım?",
          "İhramı İstanbul'dan almanızı öneririz; kayıt olan her misafirimize ihram ve ihram kemeri hediye edilir.",
        ],
      ],
    },
    en: {
      slug: "umrah-packing-guide",
      title: "What to Pack for Umrah",
      description: "An Umrah packing checklist: ihram, shoes, medicines, documents and tips for women.",
      keywords: "umrah packing list, what to take to umrah, ihram",
      heading: "What to Pack Before You Go",
      bodyHtml: [
        h2("Documents"),
        ul(
          "Passport and national ID card",
          "Vaccination card",
          "Flight and hotel details (from your guide)",
          "A credit card and some Saudi riyals",
        ),
        h2("Clothing"),
        ul(
          "For men, two sets of ihram and an ihram belt",
          "For women, skin-coloured socks and loose, light-coloured clothes",
          "Comfortable sandals and shoes you have already worn in",
          "In winter, a light cardigan: hotels and mosques are air-conditioned",
        ),
        h2("Health and care"),
        ul(
          "Your regular medicines and their prescriptions",
          "Unscented soap, shampoo and deodorant",
          "Chafing cream and plasters",
          "Sunglasses and an umbrella",
        ),
        h2("Small things that help"),
        ul(
          "A cloth bag for your shoes",
          "A tawaf counter or prayer beads",
          "A power bank",
          "A prayer booklet (our guide gives one to every guest)",
        ),
      ].join("\n"),
      faq: [
        [
          "What is the baggage allowance?",
          "On our direct flights: one 23 kg bag and 8 kg of cabin baggage; 5 litres of Zamzam are carried separately on the way home.",
        ],
        [
          "Where should I buy my ihram?",
          "We recommend buying it in Istanbul; every registered guest receives an ihram and belt as a gift.",
        ],
      ],
    },
  },
  {
    key: "gizlilik",
    mainGroup: "corporate",
    parentKey: "hakkimizda",
    tr: {
      slug: "gizlilik",
      title: "Gizlilik ve Kişisel Verilerin Korunması (KVKK) Aydınlatma Metni",
      description: "Rihla Turizm'in kişisel verileri hangi amaçla işlediği, kimlerle paylaştığı ve haklarınız.",
      keywords: "kvkk, gizlilik politikası, kişisel veriler",
      heading: "Gizlilik Politikası",
      bodyHtml: [
        p(
          "Rihla Turizm Seyahat Acentası Ltd. Şti. (“Rihla”) olarak 6698 sayılı Kişisel Verilerin Korunması Kanunu kapsamında veri sorumlusuyuz.",
        ),
        h2("İşlenen veriler ve amaçları"),
        ul(
          "Kimlik ve pasaport bilgileri: vize başvurusu, uçak bileti ve otel rezervasyonu için.",
          "İletişim bilgileri: rezervasyonunuz hakkında bilgi vermek ve talep ettiyseniz kampanya duyuruları göndermek için.",
          "Sağlık bilgisi (aşı kaydı): Suudi Arabistan'ın giriş şartlarını yerine getirmek için.",
        ),
        h2("Aktarım"),
        p(
          "Verileriniz yalnızca hizmetin gerektirdiği ölçüde Suudi Arabistan Hac ve Umre Bakanlığı, havayolu şirketleri ve konaklama tesisleriyle paylaşılır.",
        ),
        h2("Haklarınız"),
        p(
          "KVKK'nın 11. maddesi uyarınca verilerinize erişme, düzeltilmesini ve silinmesini isteme haklarına sahipsiniz. Başvurularınızı kvkk@rihla.example adresine iletebilirsiniz; en geç 30 gün içinde yanıtlanır.",
        ),
        h2("Çerezler ve bülten"),
        p(
          "Sitemiz dil tercihinizi 365 gün saklayan bir çerez kullanır. E-bülten kaydı çift onaylıdır: e-posta adresinize gelen bağlantıyı onaylamadan size bülten gönderilmez.",
        ),
      ].join("\n"),
    },
    en: {
      slug: "privacy",
      title: "Privacy Notice and Personal Data Protection",
      description: "Why Rihla Travel processes personal data, with whom it is shared and your rights.",
      keywords: "privacy policy, personal data, kvkk",
      heading: "Privacy Policy",
      bodyHtml: [
        p(
          "Rihla Turizm Seyahat Acentası Ltd. Şti. (“Rihla”) is the data controller under the Turkish Personal Data Protection Law No. 6698 (KVKK).",
        ),
        h2("What we process and why"),
        ul(
          "Identity and passport details: for the visa application, flight tickets and hotel bookings.",
          "Contact details: to keep you informed about your booking and, if you asked for it, to send offers.",
          "Health data (vaccination record): to meet Saudi Arabia's entry requirements.",
        ),
        h2("Sharing"),
        p(
          "Your data is shared only as far as the service requires with the Saudi Ministry of Hajj and Umrah, airlines and hotels.",
        ),
        h2("Your rights"),
        p(
          "Under article 11 of the KVKK you may access your data and ask for it to be corrected or erased. Write to kvkk@rihla.example; we answer within 30 days.",
        ),
        h2("Cookies and newsletter"),
        p(
          "The site stores your language choice in a cookie for 365 days. Newsletter sign-up is double opt-in: nothing is sent until you confirm the link in your e-mail.",
        ),
      ].join("\n"),
    },
  },
  {
    key: "yorumlar",
    mainGroup: "corporate",
    parentKey: "hakkimizda",
    tr: {
      slug: "yorumlar",
      title: "Misafir Yorumları",
      description: "Rihla ile umreye ve hacca giden misafirlerimizin yorumları ve puanları.",
      keywords: "umre yorumları, rihla yorumlar",
      heading: "Misafirlerimiz Ne Diyor?",
      bodyHtml: p(
        "Her tur dönüşünde misafirlerimize kısa bir değerlendirme formu gönderiyoruz. Burada yalnızca onay verdikleri yorumları, düzeltmeden ve kısaltmadan yayımlıyoruz.",
        "Siz de bizimle seyahat ettiyseniz yorumunuzu iletişim formundan paylaşabilirsiniz.",
      ),
    },
    en: {
      slug: "comments",
      title: "Guest Reviews",
      description: "Reviews and ratings from guests who travelled with Rihla for Umrah and Hajj.",
      keywords: "umrah reviews, rihla reviews",
      heading: "What Our Guests Say",
      bodyHtml: p(
        "After every tour we send our guests a short feedback form. We publish only the reviews they allow us to, without editing or shortening them.",
        "If you travelled with us, share your review through the contact form.",
      ),
    },
  },
  {
    key: "ekibimiz",
    mainGroup: "corporate",
    parentKey: "hakkimizda",
    photo: "scenes/istanbul-skyline.jpg",
    tr: {
      slug: "ekibimiz",
      title: "Ekibimiz",
      description: "Rihla Turizm'in rehberleri, operasyon ve müşteri hizmetleri ekibi.",
      keywords: "rihla ekip, umre rehberi, din görevlisi",
      heading: "Ekibimiz",
      bodyHtml: [
        p(
          "Yolculuğunuzun her adımında tanıdık bir yüz olsun istiyoruz. Ekibimiz 14 kişiden oluşur; rehberlerimizin hepsi Diyanet onaylı ve en az beş sezon deneyimlidir.",
        ),
        ul(
          "<strong>Ahmet Yıldırım</strong> – Kurucu ve genel müdür. 2012'den bu yana 60'tan fazla umre ve 9 hac kafilesine başkanlık etti.",
          "<strong>Zeynep Kaya</strong> – Operasyon müdürü. Vize, uçuş ve otel planlamasından sorumludur.",
          "<strong>Hafız Mustafa Demir</strong> – Din görevlisi ve kafile rehberi. Mekke'de tavaf ve sa'y uygulamalarını yönetir.",
          "<strong>Elif Arslan</strong> – Misafir ilişkileri. Kayıttan dönüşe kadar sorularınızı yanıtlar.",
          "<strong>Yusuf Çelik</strong> – Medine rehberi. Uhud, Kuba ve Kıbleteyn ziyaretlerini anlatır.",
        ),
      ].join("\n"),
    },
    en: {
      slug: "our-team",
      title: "Our Team",
      description: "Rihla Travel's guides, operations and guest services team.",
      keywords: "rihla team, umrah guide",
      heading: "Our Team",
      bodyHtml: [
        p(
          "We want a familiar face at every step of your journey. Our team has 14 people; every guide is approved by the Presidency of Religious Affairs and has at least five seasons' experience.",
        ),
        ul(
          "<strong>Ahmet Yıldırım</strong> – Founder and managing director. Has led more than 60 Umrah and 9 Hajj groups since 2012.",
          "<strong>Zeynep Kaya</strong> – Operations manager, responsible for visas, flights and hotels.",
          "<strong>Hafız Mustafa Demir</strong> – Religious guide and group leader; leads tawaf and sa'i in Makkah.",
          "<strong>Elif Arslan</strong> – Guest relations; answers your questions from booking to homecoming.",
          "<strong>Yusuf Çelik</strong> – Madina guide; leads the visits to Uhud, Quba and Qiblatayn.",
        ),
      ].join("\n"),
    },
  },
  {
    key: "banka-hesaplari",
    mainGroup: "corporate",
    parentKey: "hakkimizda",
    tr: {
      slug: "banka-hesaplari",
      title: "Banka Hesap Numaralarımız",
      description: "Rihla Turizm'in TL, USD ve EUR banka hesapları ve ödeme yaparken dikkat edilecekler.",
      keywords: "rihla banka hesapları, iban, umre ödeme",
      heading: "Banka Hesaplarımız",
      bodyHtml: [
        p(
          "Ödemelerinizi yalnızca aşağıdaki <strong>Rihla Turizm Seyahat Acentası Ltd. Şti.</strong> adına kayıtlı hesaplara yapınız. Açıklama kısmına rezervasyon numaranızı ve yolcu adını yazmayı unutmayın.",
        ),
        `<table><thead><tr><th>Banka</th><th>Para birimi</th><th>IBAN</th></tr></thead><tbody>
<tr><td>Anadolu Katılım Bankası</td><td>TL</td><td>TR33 0006 1005 1978 6457 8413 26</td></tr>
<tr><td>Anadolu Katılım Bankası</td><td>USD</td><td>TR64 0006 1005 1978 6457 8413 27</td></tr>
<tr><td>Boğaziçi Bankası</td><td>TL</td><td>TR85 0001 0017 4512 3456 7850 01</td></tr>
<tr><td>Boğaziçi Bankası</td><td>EUR</td><td>TR58 0001 0017 4512 3456 7850 02</td></tr>
</tbody></table>`,
        p(
          "Bu sayfadaki banka adları ve IBAN'lar örnek verilerdir. Farklı bir hesaba ödeme talep eden mesajlara itibar etmeyin ve bizi +90 212 000 00 00 numarasından arayarak doğrulayın.",
        ),
      ].join("\n"),
    },
    en: {
      slug: "bank-accounts",
      title: "Our Bank Accounts",
      description: "Rihla Travel's TRY, USD and EUR bank accounts and what to note when paying.",
      keywords: "rihla bank accounts, iban, umrah payment",
      heading: "Bank Accounts",
      bodyHtml: [
        p(
          "Pay only into the accounts below, held in the name of <strong>Rihla Turizm Seyahat Acentası Ltd. Şti.</strong> Put your booking number and the traveller's name in the reference.",
        ),
        `<table><thead><tr><th>Bank</th><th>Currency</th><th>IBAN</th></tr></thead><tbody>
<tr><td>Anadolu Katılım Bankası</td><td>TRY</td><td>TR33 0006 1005 1978 6457 8413 26</td></tr>
<tr><td>Anadolu Katılım Bankası</td><td>USD</td><td>TR64 0006 1005 1978 6457 8413 27</td></tr>
<tr><td>Boğaziçi Bankası</td><td>TRY</td><td>TR85 0001 0017 4512 3456 7850 01</td></tr>
<tr><td>Boğaziçi Bankası</td><td>EUR</td><td>TR58 0001 0017 4512 3456 7850 02</td></tr>
</tbody></table>`,
        p(
          "The bank names and IBANs on this page are sample data. Ignore any message asking you to pay into another account and call us on +90 212 000 00 00 to check.",
        ),
      ].join("\n"),
    },
  },
  {
    key: "grup-bayi-ozel-umre",
    mainGroup: "corporate",
    photo: "scenes/madina-domes.jpg",
    tr: {
      slug: "grup-bayi-ozel-umre",
      title: "Grup, Bayi ve Kuruma Özel Umre Organizasyonu",
      description: "Dernekler, vakıflar, şirketler ve bayiler için 20 kişiden başlayan özel tarihli umre programları.",
      keywords: "grup umre, bayi umre, derneğe özel umre, kurumsal umre",
      heading: "Grup, Bayi ve Kuruma Özel Umre",
      bodyHtml: [
        p(
          "Derneğiniz, vakfınız, caminiz ya da şirketiniz için tarihini, otelini ve gün sayısını sizin seçtiğiniz bir umre programı hazırlıyoruz.",
        ),
        ul(
          "20 kişiden başlayan gruplar; her 20 kişiye 1 kafile başkanı ücretsiz.",
          "Grubunuza özel rehber ve din görevlisi, özel sohbet programı.",
          "Bayilerimize komisyon ve kendi markalı broşür.",
          "Teklif 48 saat içinde; kesin fiyat uçuş teyidiyle birlikte.",
        ),
        p(
          "Teklif almak için bilgi talep formunu doldurun ya da +90 212 000 00 01 numaralı kurumsal satış hattımızı arayın.",
        ),
      ].join("\n"),
      faq: [
        [
          "Grup umresi için en az kaç kişi gerekir?",
          "Özel tarihli grup programları 20 kişiden başlar; daha küçük gruplar için kişiye özel umre programlarımızı inceleyebilirsiniz.",
        ],
        ["Kafile başkanı ücretsiz mi?", "Evet, her 20 ücretli misafire bir kafile başkanı ücretsiz katılır."],
      ],
    },
    en: {
      slug: "group-and-dealer-umrah",
      title: "Group, Dealer and Organisation Umrah",
      description:
        "Umrah programmes on dates of your choice for associations, foundations, companies and dealers, from 20 people.",
      keywords: "group umrah, dealer umrah, corporate umrah",
      heading: "Group, Dealer and Organisation Umrah",
      bodyHtml: [
        p(
          "We build an Umrah programme for your association, foundation, mosque community or company, with the dates, hotels and length you choose.",
        ),
        ul(
          "Groups from 20 people; one group leader travels free for every 20 guests.",
          "A dedicated guide and religious teacher with a talk programme for your group.",
          "Commission and co-branded brochures for dealers.",
          "A quote within 48 hours; the final price once flights are confirmed.",
        ),
        p("Fill in the information request form or call our corporate sales line on +90 212 000 00 01."),
      ].join("\n"),
      faq: [
        [
          "How many people make a group?",
          "Private-date group programmes start at 20 people; smaller parties can choose our private Umrah tours.",
        ],
        ["Does the group leader travel free?", "Yes, one group leader travels free for every 20 paying guests."],
      ],
    },
  },
  {
    key: "hac",
    mainGroup: "hajj",
    photo: "scenes/arafat-plain.jpg",
    tr: {
      slug: "hac",
      title: "Hac 2027 Programı ve Hac Hakkında Bilgiler",
      description: "2027 hac programı, hac kayıt şartları, haccın farzları ve Arafat, Müzdelife, Mina günleri.",
      keywords: "hac 2027, hac kaydı, haccın farzları, arafat vakfesi",
      heading: "Hac 2027",
      subtitle: "Kayıtlar açık",
      bodyHtml: [
        p(
          "Hac, gücü yeten her Müslümanın ömründe bir kez yerine getirmesi farz olan ibadettir. Farzları ihram, Arafat'ta vakfe ve ziyaret tavafıdır.",
        ),
        h2("Hac günleri"),
        ol(
          "<strong>8 Zilhicce (Terviye):</strong> ihrama girilir, Mina'ya geçilir.",
          "<strong>9 Zilhicce (Arefe):</strong> öğleden sonra Arafat'ta vakfe; gece Müzdelife'de vakfe ve taş toplama.",
          "<strong>10 Zilhicce:</strong> Akabe cemresine taş atılır, kurban kesilir, tıraş olunur, ziyaret tavafı yapılır.",
          "<strong>11–13 Zilhicce:</strong> Mina'da üç cemreye taş atılır; Mekke'den ayrılırken veda tavafı yapılır.",
        ),
        h2("Kayıt"),
        p(
          "Türkiye'de hac kontenjanı Diyanet İşleri Başkanlığı tarafından kura ile belirlenir. Kurada adı çıkan ve özel hac organizasyonunu tercih eden misafirlerimizin kaydını TÜRSAB kontenjanından yapıyoruz.",
        ),
      ].join("\n"),
      faq: [
        ["Haccın farzları nelerdir?", "İhram, Arafat'ta vakfe ve ziyaret tavafı haccın farzlarıdır."],
        [
          "Özel hac kaydı nasıl yapılır?",
          "Diyanet kurasında adı çıkan adaylar, kesin kayıt süresi içinde özel hac organizasyonu düzenleyen bir acenteyi seçerek kayıt yaptırabilir.",
        ],
        [
          "2027 haccı ne zaman?",
          "Arefe gününün 2027 Mayıs ayının ortasına denk gelmesi beklenmektedir; kesin tarih Suudi Arabistan'ın ay gözlemine göre ilan edilir.",
        ],
      ],
    },
    en: {
      slug: "hajj",
      title: "Hajj 2027 Programme and About Hajj",
      description:
        "The Hajj 2027 programme, registration, the obligatory acts of Hajj and the days of Arafat, Muzdalifah and Mina.",
      keywords: "hajj 2027, hajj registration, arafat",
      heading: "Hajj 2027",
      subtitle: "Registration open",
      bodyHtml: [
        p(
          "Hajj is obligatory once in a lifetime for every Muslim who is able. Its obligatory acts are ihram, standing at Arafat and the tawaf al-ifadah.",
        ),
        h2("The days of Hajj"),
        ol(
          "<strong>8 Dhu al-Hijjah (Tarwiyah):</strong> enter ihram and move to Mina.",
          "<strong>9 Dhu al-Hijjah (Arafah):</strong> stand at Arafat in the afternoon; spend the night at Muzdalifah and gather pebbles.",
          "<strong>10 Dhu al-Hijjah:</strong> stone the Jamrat al-Aqabah, offer the sacrifice, shave and perform the tawaf al-ifadah.",
          "<strong>11–13 Dhu al-Hijjah:</strong> stone the three jamarat in Mina; perform the farewell tawaf on leaving Makkah.",
        ),
        h2("Registration"),
        p(
          "In Türkiye the Hajj quota is allocated by lottery by the Presidency of Religious Affairs. Guests drawn in the lottery who choose a private Hajj organiser are registered with us through the TÜRSAB quota.",
        ),
      ].join("\n"),
      faq: [
        ["What are the obligatory acts of Hajj?", "Ihram, standing at Arafat and the tawaf al-ifadah."],
        [
          "How do I register for private Hajj?",
          "Candidates drawn in the national lottery choose a licensed private Hajj organiser within the registration period.",
        ],
        [
          "When is Hajj in 2027?",
          "The Day of Arafah is expected in mid-May 2027; the exact date follows the Saudi moon sighting.",
        ],
      ],
    },
  },
  {
    key: "hakkimizda",
    mainGroup: "corporate",
    photo: "scenes/istanbul-skyline.jpg",
    topImage: "scenes/kaaba-dusk.jpg",
    tr: {
      slug: "hakkimizda",
      title: "Hakkımızda",
      description:
        "Rihla Turizm: 2012'den beri İstanbul merkezli, TÜRSAB belge no 7677 ile umre, hac ve kültür turları.",
      keywords: "rihla turizm hakkında, tursab 7677",
      heading: "Hakkımızda",
      subtitle: "Yolculuk (rihla), bir ömür sürecek bir hatıra",
      bodyHtml: [
        p(
          "Arapçada “yolculuk” anlamına gelen <em>rihla</em>, asırlar boyunca ilim ve ibadet için çıkılan uzun seferlerin adıydı. Biz de 2012'de İstanbul Fatih'te kurulduğumuz günden bu yana bu yolculuğu misafirlerimiz için kolay, güvenli ve huzurlu kılmaya çalışıyoruz.",
        ),
        p(
          "TÜRSAB'a kayıtlı A grubu seyahat acentesiyiz (belge no 7677). Bugüne kadar 18.000'den fazla misafiri umreye, 1.100'den fazla misafiri hacca uğurladık. Umre ve hac programlarının yanında Endülüs, Balkanlar, Özbekistan ve Fas'a kültür turları düzenliyoruz.",
        ),
        h2("Neye önem veriyoruz"),
        ul(
          "Şeffaf fiyat: ilan ettiğimiz fiyata vize, uçuş, konaklama ve rehberlik dahildir.",
          "Harem'e yürüme mesafesinde oteller.",
          "Her kafilede Diyanet onaylı rehber.",
          "Dönüşten sonra da süren iletişim.",
        ),
      ].join("\n"),
    },
    en: {
      slug: "about-us",
      title: "About Us",
      description: "Rihla Travel: Istanbul-based since 2012, TÜRSAB licence 7677, Umrah, Hajj and cultural tours.",
      keywords: "about rihla travel, tursab 7677",
      heading: "About Us",
      subtitle: "A journey (rihla) to remember for a lifetime",
      bodyHtml: [
        p(
          "<em>Rihla</em>, Arabic for “journey”, was for centuries the name of long travels undertaken for learning and worship. Since we were founded in Fatih, Istanbul in 2012, we have tried to make that journey easy, safe and peaceful for our guests.",
        ),
        p(
          "We are a TÜRSAB-registered group A travel agency (licence 7677). We have sent more than 18,000 guests on Umrah and more than 1,100 on Hajj. Besides Umrah and Hajj we run cultural tours to Andalusia, the Balkans, Uzbekistan and Morocco.",
        ),
        h2("What we care about"),
        ul(
          "Transparent prices: visa, flights, accommodation and guidance are included in the price we publish.",
          "Hotels within walking distance of the Haram.",
          "An approved religious guide with every group.",
          "Staying in touch after you come home.",
        ),
      ].join("\n"),
    },
  },
  {
    key: "yardim",
    mainGroup: "help",
    tr: {
      slug: "yardim",
      title: "Yardım ve Sıkça Sorulan Sorular",
      description: "Rezervasyon, ödeme, iptal ve iade, vize ve bagaj hakkında sıkça sorulan sorular.",
      keywords: "umre sss, rezervasyon iptal, ödeme",
      heading: "Yardım",
      bodyHtml: p(
        "Aradığınız yanıtı bulamazsanız hafta içi 09.00–19.00, cumartesi 10.00–16.00 saatleri arasında +90 212 000 00 00 numarasından bize ulaşabilirsiniz.",
      ),
      faq: [
        [
          "Rezervasyon için ne kadar ön ödeme gerekir?",
          "Kişi başı 300 USD ön ödeme ile yeriniz ayrılır; kalan tutar hareketten 21 gün önce ödenir.",
        ],
        [
          "İptal ederseniz ne kadar iade alırım?",
          "Hareketten 45 gün öncesine kadar yapılan iptallerde ön ödeme hariç tamamı iade edilir; vize çıktıktan sonra vize bedeli iade edilmez.",
        ],
        ["Taksitle ödeme yapabilir miyim?", "Evet, anlaşmalı kredi kartlarıyla 6 taksite kadar ödeme yapabilirsiniz."],
        [
          "Rezervasyonumu nasıl takip ederim?",
          "Üye girişi yaptıktan sonra Rezervasyonlarım sayfasından durumunu görebilirsiniz: Ön Rezervasyon, Onaylandı veya İptal.",
        ],
      ],
    },
    en: {
      slug: "help",
      title: "Help and Frequently Asked Questions",
      description: "Frequently asked questions about booking, payment, cancellation and refunds, visas and baggage.",
      keywords: "umrah faq, booking cancellation, payment",
      heading: "Help",
      bodyHtml: p(
        "If you cannot find your answer, call us on +90 212 000 00 00, weekdays 09:00–19:00 and Saturdays 10:00–16:00.",
      ),
      faq: [
        [
          "How much deposit do I need to book?",
          "A deposit of USD 300 per person holds your seat; the balance is due 21 days before departure.",
        ],
        [
          "What do I get back if I cancel?",
          "Up to 45 days before departure everything except the deposit is refunded; once the visa is issued its fee is not refundable.",
        ],
        ["Can I pay in instalments?", "Yes, up to 6 instalments with partner credit cards."],
        [
          "How do I follow my booking?",
          "Sign in and open My Reservations: you will see Pre-booking, Confirmed or Cancelled.",
        ],
      ],
    },
  },
  {
    key: "pasaport-dogrulama",
    mainGroup: "tools",
    tr: {
      slug: "pasaport-dogrulama",
      title: "Pasaport Geçerlilik Süresi Kontrolü",
      description:
        "Pasaportunuzun umre turu için yeterli süre geçerli olup olmadığını kontrol edin: tur tarihinden itibaren en az 6 ay.",
      keywords: "pasaport geçerlilik, pasaport kontrol, umre pasaport",
      heading: "Pasaport Doğrulama",
      bodyHtml: p(
        "Tur başlangıç tarihinizi ve pasaportunuzun son geçerlilik tarihini girin. Suudi Arabistan, pasaportun tur başlangıcından itibaren en az 6 ay geçerli olmasını şart koşar.",
      ),
    },
    en: {
      slug: "passport-date-validity-check",
      title: "Passport Validity Check",
      description:
        "Check whether your passport is valid long enough for an Umrah tour: at least 6 months after the tour date.",
      keywords: "passport validity, passport check, umrah passport",
      heading: "Passport Validity Check",
      bodyHtml: p(
        "Enter your tour start date and your passport's expiry date. Saudi Arabia requires the passport to be valid for at least 6 months after the tour starts.",
      ),
    },
  },
  {
    key: "umre-rehberi",
    mainGroup: "information",
    photo: "scenes/kaaba-dusk.jpg",
    tr: {
      slug: "umre-rehberi",
      title: "Umre Rehberi: Mekke ve Medine'de Ziyaret Yerleri",
      description:
        "Mekke'de Sevr, Hira, Arafat ve Mina; Medine'de Kuba, Kıbleteyn, Uhud ve Cennetü'l-Baki ziyaretleri.",
      keywords: "umre rehberi, mekke ziyaret yerleri, medine ziyaret yerleri",
      heading: "Umre Rehberi",
      bodyHtml: [
        h2("Mekke"),
        ul(
          "Hira Dağı ve Nur Mağarası: ilk vahyin geldiği yer.",
          "Sevr Dağı: hicret yolculuğunun başladığı mağara.",
          "Arafat, Müzdelife ve Mina: hac menasikinin yapıldığı alanlar.",
          "Ci'râne ve Tenim: tekrar umre için ihrama girilen mescitler.",
        ),
        h2("Medine"),
        ul(
          "Mescid-i Nebevi ve Ravza-i Mutahhara",
          "Kuba Mescidi: İslam'ın ilk mescidi; burada kılınan iki rekât namaz umre sevabına denk tutulmuştur.",
          "Kıbleteyn Mescidi: kıblenin Kudüs'ten Kâbe'ye çevrildiği yer.",
          "Uhud Dağı ve şehitliği",
          "Cennetü'l-Baki kabristanı",
        ),
      ].join("\n"),
    },
    en: {
      slug: "umrah-guide",
      title: "Umrah Guide: Places to Visit in Makkah and Madina",
      description: "In Makkah: Thawr, Hira, Arafat and Mina; in Madina: Quba, Qiblatayn, Uhud and Jannat al-Baqi.",
      keywords: "umrah guide, places to visit in makkah, places to visit in madina",
      heading: "Umrah Guide",
      bodyHtml: [
        h2("Makkah"),
        ul(
          "Mount Hira and the Cave of Hira, where the first revelation came.",
          "Mount Thawr, the cave where the Hijrah began.",
          "Arafat, Muzdalifah and Mina, the plains of the Hajj rites.",
          "Ji'ranah and Tan'im, the mosques where pilgrims enter ihram for another Umrah.",
        ),
        h2("Madina"),
        ul(
          "The Prophet's Mosque and the Rawdah",
          "Quba Mosque, the first mosque of Islam; two rak'ahs prayed here carry the reward of an Umrah.",
          "Qiblatayn Mosque, where the qiblah turned from Jerusalem to the Kaaba.",
          "Mount Uhud and its martyrs' cemetery",
          "The Jannat al-Baqi cemetery",
        ),
      ].join("\n"),
    },
  },
  {
    key: "umre-ve-hac-rehberi",
    mainGroup: "information",
    photo: "scenes/arafat-plain.jpg",
    tr: {
      slug: "umre-ve-hac-rehberi",
      title: "Umre ile Hac Arasındaki Farklar",
      description: "Umre ve hac arasındaki farklar: zaman, hüküm, farzlar ve menasik.",
      keywords: "umre ve hac farkı, hac rehberi",
      heading: "Umre ve Hac Rehberi",
      bodyHtml: [
        p(
          "Hac belirli günlerde yapılan ve gücü yetene farz olan bir ibadettir; umre ise yılın çoğu gününde yapılabilen bir sünnettir.",
        ),
        `<table><thead><tr><th></th><th>Umre</th><th>Hac</th></tr></thead><tbody>
<tr><td>Hükmü</td><td>Sünnet-i müekkede</td><td>Farz (ömürde bir kez)</td></tr>
<tr><td>Zamanı</td><td>Yıl boyunca</td><td>8–13 Zilhicce</td></tr>
<tr><td>Vakfe</td><td>Yok</td><td>Arafat ve Müzdelife</td></tr>
<tr><td>Süre</td><td>Birkaç saat</td><td>5–6 gün</td></tr>
</tbody></table>`,
      ].join("\n"),
      faq: [
        [
          "Umre haccın yerini tutar mı?",
          "Hayır. Umre ne kadar tekrarlanırsa tekrarlansın, gücü yeten kişi için farz olan haccın yerini tutmaz.",
        ],
      ],
    },
    en: {
      slug: "umrah-and-hajj-guide",
      title: "The Differences Between Umrah and Hajj",
      description: "How Umrah and Hajj differ: timing, ruling, obligatory acts and rites.",
      keywords: "umrah vs hajj, hajj guide",
      heading: "Umrah and Hajj Guide",
      bodyHtml: [
        p(
          "Hajj is performed on set days and is obligatory for those who are able; Umrah is a sunnah that can be performed on most days of the year.",
        ),
        `<table><thead><tr><th></th><th>Umrah</th><th>Hajj</th></tr></thead><tbody>
<tr><td>Ruling</td><td>Strongly recommended sunnah</td><td>Obligatory (once in a lifetime)</td></tr>
<tr><td>When</td><td>All year</td><td>8–13 Dhu al-Hijjah</td></tr>
<tr><td>Standing</td><td>None</td><td>Arafat and Muzdalifah</td></tr>
<tr><td>Duration</td><td>A few hours</td><td>5–6 days</td></tr>
</tbody></table>`,
      ].join("\n"),
      faq: [
        [
          "Does Umrah replace Hajj?",
          "No. However often it is repeated, Umrah does not replace Hajj for someone who is able to perform it.",
        ],
      ],
    },
  },
  {
    key: "belgeler",
    mainGroup: "corporate",
    parentKey: "hakkimizda",
    tr: {
      slug: "belgeler",
      title: "Belgelerimiz",
      description: "TÜRSAB belgesi, Kültür ve Turizm Bakanlığı işletme belgesi ve mesleki sorumluluk sigortası.",
      keywords: "tursab belgesi, acenta belgesi",
      heading: "Belgelerimiz",
      bodyHtml: ul(
        "TÜRSAB A Grubu Seyahat Acentası Belgesi, belge no 7677",
        "Kültür ve Turizm Bakanlığı işletme belgesi",
        "Hac ve umre organizasyonu yetki belgesi",
        "Mesleki sorumluluk sigortası poliçesi",
      ),
    },
    en: {
      slug: "documents",
      title: "Our Licences",
      description:
        "TÜRSAB licence, Ministry of Culture and Tourism operating licence and professional liability insurance.",
      keywords: "tursab licence, travel agency licence",
      heading: "Our Licences",
      bodyHtml: ul(
        "TÜRSAB group A travel agency licence no. 7677",
        "Ministry of Culture and Tourism operating licence",
        "Authorisation to organise Hajj and Umrah",
        "Professional liability insurance",
      ),
    },
  },
  {
    key: "tur-sozlesmesi",
    mainGroup: "corporate",
    parentKey: "hakkimizda",
    tr: {
      slug: "tur-sozlesmesi",
      title: "Paket Tur Sözleşmesi ve Koşullar",
      description: "Ödeme, iptal, iade ve sorumluluk koşulları.",
      keywords: "paket tur sözleşmesi, iptal koşulları",
      heading: "Tur Koşulları",
      bodyHtml: ol(
        "Kayıt, kişi başı 300 USD ön ödeme ve pasaport bilgilerinin iletilmesiyle kesinleşir.",
        "Kalan ödeme hareketten en geç 21 gün önce yapılır.",
        "Hareketten 45 gün öncesine kadar yapılan iptallerde ön ödeme dışındaki tutar iade edilir; 44–15 gün arasında toplam bedelin %50'si, 14 günden az kala tamamı iptal bedeli olarak alınır.",
        "Uçuş saatlerindeki değişikliklerden havayolu şirketi sorumludur; acente misafiri gecikmeksizin bilgilendirir.",
      ),
    },
    en: {
      slug: "tour-contract",
      title: "Package Tour Contract and Conditions",
      description: "Payment, cancellation, refund and liability conditions.",
      keywords: "package tour contract, cancellation terms",
      heading: "Tour Conditions",
      bodyHtml: ol(
        "A booking is confirmed by a deposit of USD 300 per person and the passport details.",
        "The balance is due at the latest 21 days before departure.",
        "Cancellations up to 45 days before departure are refunded except for the deposit; between 44 and 15 days 50% of the total is charged, and within 14 days the full price.",
        "The airline is responsible for changes to flight times; we inform guests without delay.",
      ),
    },
  },
  {
    key: "tur-fotograflari",
    mainGroup: "corporate",
    parentKey: "hakkimizda",
    photo: "scenes/madina-domes.jpg",
    tr: {
      slug: "tur-fotograflari",
      title: "Tur Fotoğrafları",
      description: "Mekke, Medine ve kültür turlarımızdan kareler.",
      keywords: "umre fotoğrafları",
      heading: "Tur Fotoğrafları",
      bodyHtml: p("Kafilelerimizden kareler. Misafirlerimizin yüzlerini yalnızca yazılı izinleriyle yayımlıyoruz."),
    },
    en: {
      slug: "tour-photos",
      title: "Tour Photos",
      description: "Pictures from our Makkah, Madina and cultural tours.",
      keywords: "umrah photos",
      heading: "Tour Photos",
      bodyHtml: p("Pictures from our groups. We publish guests' faces only with their written permission."),
    },
  },
  {
    key: "hotels",
    mainGroup: "hotels",
    photo: "hotels/facade-1.jpg",
    tr: {
      slug: "hotels",
      title: "Mekke ve Medine Otelleri",
      description:
        "Harem'e ve Mescid-i Nebevi'ye yürüme mesafesindeki otellerimiz: sınıf, manzara ve mesafeye göre filtreleyin.",
      keywords: "mekke otelleri, medine otelleri, kabe manzaralı otel",
      heading: "Oteller",
      bodyHtml: p(
        "Programlarımızda kullandığımız otelleri Harem'e ve Mescid-i Nebevi'ye olan yürüme mesafesiyle birlikte listeliyoruz. Kâbe manzaralı (KABAVIEW) odalar sınırlıdır; erken kayıtta önceliklidir.",
      ),
    },
    en: {
      slug: "hotels",
      title: "Hotels in Makkah and Madina",
      description:
        "Our hotels within walking distance of the Haram and the Prophet's Mosque: filter by class, view and distance.",
      keywords: "makkah hotels, madina hotels, kaaba view hotel",
      heading: "Hotels",
      bodyHtml: p(
        "We list the hotels of our programmes with their walking distance to the Haram and the Prophet's Mosque. Kaaba-view (KABAVIEW) rooms are limited and go first to early bookings.",
      ),
    },
  },
  {
    key: "contact",
    mainGroup: "contact",
    tr: {
      slug: "contact",
      title: "İletişim",
      description: "Rihla Turizm iletişim bilgileri: adres, telefon, WhatsApp ve e-posta.",
      keywords: "rihla iletişim",
      heading: "İletişim",
      bodyHtml: p(
        "Ofisimiz Fatih, İstanbul'dadır. Hafta içi 09.00–19.00, cumartesi 10.00–16.00 saatleri arasında bekleriz.",
      ),
    },
    en: {
      slug: "contact",
      title: "Contact",
      description: "Rihla Travel contact details: address, phone, WhatsApp and e-mail.",
      keywords: "rihla contact",
      heading: "Contact",
      bodyHtml: p("Our office is in Fatih, Istanbul. Visit us weekdays 09:00–19:00 and Saturdays 10:00–16:00."),
    },
  },
  {
    // /user/sss: the members' FAQ (spec §2); the site renders `faq`, derived from the JSON-LD.
    key: "sss",
    mainGroup: "help",
    tr: {
      slug: "sss",
      title: "Üyelik Sıkça Sorulan Sorular",
      description: "Rihla üyeliği, giriş, şifre, rezervasyonlarınız ve hesap ayarlarınız hakkında sık sorulan sorular.",
      keywords: "üyelik, giriş, şifre sıfırlama, rezervasyonlarım, sss",
      heading: "Sıkça Sorulan Sorular",
      bodyHtml: p("Hesabınız, girişiniz ve rezervasyonlarınız hakkında en çok sorulanlar."),
      faq: [
        [
          "Hesabımı nasıl etkinleştiririm?",
          "Kayıt olduktan sonra e-posta adresinize gönderdiğimiz bağlantıya tıklayın. Bağlantı 24 saat geçerlidir; süresi dolduysa giriş sayfasından yeni bir bağlantı isteyebilirsiniz.",
        ],
        [
          "Şifremi unuttum, ne yapmalıyım?",
          "Giriş sayfasındaki 'Şifremi unuttum' bağlantısıyla e-posta adresinizi girin. Size 1 saat geçerli, tek kullanımlık bir şifre belirleme bağlantısı göndeririz.",
        ],
        [
          "Rezervasyonlarımı nerede görürüm?",
          "Giriş yaptıktan sonra hesap menüsündeki 'Rezervasyonlarım' sayfasında tüm rezervasyonlarınızı ve durumlarını görebilirsiniz.",
        ],
        [
          "Başka bir cihazda açık kalan oturumumu nasıl kapatırım?",
          "Ayarlar sayfasında açık oturumlarınızı görebilir ve tanımadığınız her oturumu tek tıkla sonlandırabilirsiniz. Şifrenizi değiştirdiğinizde diğer oturumlar da kapanır.",
        ],
        [
          "Google hesabımla giriş yapabilir miyim?",
          "Evet. Google ile giriş yaptığınızda, doğrulanmış e-posta adresiniz mevcut hesabınızla eşleşirse aynı hesaba girersiniz; yoksa sizin için yeni bir hesap açılır.",
        ],
      ],
    },
    en: {
      slug: "sss",
      title: "Membership FAQ",
      description:
        "Frequently asked questions about your Rihla account, signing in, passwords, reservations and settings.",
      keywords: "membership, sign in, password reset, my reservations, faq",
      heading: "Frequently Asked Questions",
      bodyHtml: p("The questions members ask most about their account, signing in and reservations."),
      faq: [
        [
          "How do I activate my account?",
          "After signing up, click the link we sent to your e-mail address. It is valid for 24 hours; if it has expired, ask for a new one from the sign-in page.",
        ],
        [
          "I forgot my password. What should I do?",
          "Use the 'Forgot password' link on the sign-in page and enter your e-mail address. We send you a single-use link to choose a new password, valid for 1 hour.",
        ],
        [
          "Where do I see my reservations?",
          "Once signed in, open 'My Reservations' in the account menu to see all your reservations and their status.",
        ],
        [
          "How do I end a session left open on another device?",
          "The settings page lists your open sessions; end any session you do not recognise with one click. Changing your password also ends your other sessions.",
        ],
        [
          "Can I sign in with my Google account?",
          "Yes. If the verified e-mail address of your Google account matches your account, you enter that account; otherwise a new account is opened for you.",
        ],
      ],
    },
  },
];
