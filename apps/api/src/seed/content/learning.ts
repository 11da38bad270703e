/**
 * The members' learning area (issue 13): Umrah step-by-step guides as short lessons, grouped into
 * courses, in both locales. Written for this project; plain paragraphs, no HTML.
 */
interface LessonText {
  title: string;
  summary: string;
  body: string[];
}

interface CourseContent {
  key: string;
  tr: { slug: string; title: string; summary: string };
  en: { slug: string; title: string; summary: string };
  lessons: { minutes: number; tr: LessonText; en: LessonText }[];
}

export const courseContents: CourseContent[] = [
  {
    key: "umre-adim-adim",
    tr: {
      slug: "umre-adim-adim",
      title: "Adım Adım Umre",
      summary: "İhramdan tıraşa, umrenin her adımı sırasıyla ve kısaca.",
    },
    en: {
      slug: "umrah-step-by-step",
      title: "Umrah Step by Step",
      summary: "From ihram to shaving, every step of Umrah in order and in short.",
    },
    lessons: [
      {
        minutes: 5,
        tr: {
          title: "İhrama girmek",
          summary: "Mîkat, niyet ve telbiye.",
          body: [
            "Umre, mîkat sınırını geçmeden ihrama girmekle başlar. Türkiye'den uçakla gelenler için mîkat genellikle uçuş sırasında geçilir; kafile rehberi ihrama ne zaman girileceğini önceden duyurur.",
            "Erkekler dikişsiz iki parça ihram örtüsü giyer, kadınlar ise tesettüre uygun olağan kıyafetleriyle ihrama girer. Gusül ya da abdest alınır, iki rekât ihram namazı kılınır.",
            "Ardından umreye niyet edilir ve telbiye getirilir: 'Lebbeyk Allâhümme lebbeyk...' Telbiye ile birlikte ihram yasakları başlar.",
          ],
        },
        en: {
          title: "Entering ihram",
          summary: "The miqat, the intention and the talbiyah.",
          body: [
            "Umrah begins by entering ihram before crossing the miqat boundary. Pilgrims flying in usually cross the miqat during the flight; the group guide announces in advance when to enter ihram.",
            "Men wear two unstitched pieces of cloth; women enter ihram in their ordinary modest clothes. A full bath or ablution is taken and two rak'ahs of ihram prayer are performed.",
            "Then the intention for Umrah is made and the talbiyah is recited: 'Labbayk Allahumma labbayk...' With the talbiyah the restrictions of ihram begin.",
          ],
        },
      },
      {
        minutes: 4,
        tr: {
          title: "İhram yasakları",
          summary: "İhramlıyken nelerden kaçınılır?",
          body: [
            "İhramlı kişi saç ve tırnak kesmez, koku sürünmez, avlanmaz ve tartışmaktan kaçınır. Erkekler başlarını örtmez, dikişli elbise giymez.",
            "Kokusuz sabun ve şampuan kullanmak yasakların çiğnenmesini önler. Bir yasak bilmeden çiğnenirse rehbere danışılır; bazı durumlarda ceza (fidye) gerekir.",
          ],
        },
        en: {
          title: "The restrictions of ihram",
          summary: "What to avoid while in ihram.",
          body: [
            "A pilgrim in ihram does not cut hair or nails, does not use perfume, does not hunt and avoids quarrels. Men do not cover their heads or wear stitched clothes.",
            "Unscented soap and shampoo keep you clear of the restrictions. If one is broken unknowingly, ask the guide; some cases call for an expiation (fidyah).",
          ],
        },
      },
      {
        minutes: 6,
        tr: {
          title: "Tavaf",
          summary: "Kâbe'nin etrafında yedi şavt.",
          body: [
            "Mescid-i Haram'a girildiğinde tavafa Hacer-i Esved hizasından başlanır. Kâbe sol tarafta kalacak şekilde yedi şavt dönülür.",
            "Her şavtın başında Hacer-i Esved'e el kaldırılarak selam verilir (istilâm). Erkekler umre tavafında sağ omzu açar (ıztıbâ) ve ilk üç şavtta çalımlı yürür (remel).",
            "Tavaftan sonra mümkünse Makâm-ı İbrâhim'in arkasında iki rekât tavaf namazı kılınır ve zemzem içilir.",
          ],
        },
        en: {
          title: "Tawaf",
          summary: "Seven circuits around the Kaaba.",
          body: [
            "On entering the Sacred Mosque, tawaf begins in line with the Black Stone. Seven circuits are walked with the Kaaba on your left.",
            "At the start of each circuit you raise your hand towards the Black Stone in greeting (istilam). In the tawaf of Umrah men uncover the right shoulder (idtiba) and walk briskly in the first three circuits (raml).",
            "After tawaf, two rak'ahs are prayed behind the Station of Abraham where possible, and Zamzam water is drunk.",
          ],
        },
      },
      {
        minutes: 5,
        tr: {
          title: "Sa'y",
          summary: "Safa ile Merve arasında yedi gidiş.",
          body: [
            "Sa'y, Safa tepesinden başlar. Safa'dan Merve'ye gitmek bir, Merve'den Safa'ya dönmek ikinci şavt sayılır; yedinci şavt Merve'de biter.",
            "Yeşil ışıklarla işaretli bölümde erkekler hafifçe koşar (hervele). Sa'y sırasında abdest şart değildir ama tavsiye edilir.",
          ],
        },
        en: {
          title: "Sa'i",
          summary: "Seven walks between Safa and Marwa.",
          body: [
            "Sa'i begins at the hill of Safa. Safa to Marwa counts as one walk, Marwa back to Safa as the second; the seventh ends at Marwa.",
            "Between the green lights men walk briskly (harwalah). Ablution is not required for sa'i but is recommended.",
          ],
        },
      },
      {
        minutes: 3,
        tr: {
          title: "Tıraş ve ihramdan çıkış",
          summary: "Umrenin son adımı.",
          body: [
            "Sa'yin ardından erkekler saçlarını kazıtır ya da kısaltır; kadınlar saçlarının ucundan bir miktar keser. Bununla ihramdan çıkılır ve umre tamamlanır.",
            "Mekke'de kalınan süre boyunca yeni umreler için Ten'îm ya da Ci'râne'de yeniden ihrama girilebilir.",
          ],
        },
        en: {
          title: "Shaving and leaving ihram",
          summary: "The last step of Umrah.",
          body: [
            "After sa'i men shave or shorten their hair; women cut a little from the ends of their hair. With this you leave ihram and the Umrah is complete.",
            "While staying in Mecca you may enter ihram again at Tan'im or Ji'ranah for further Umrahs.",
          ],
        },
      },
    ],
  },
  {
    key: "yolculuga-hazirlik",
    tr: {
      slug: "yolculuga-hazirlik",
      title: "Yolculuğa Hazırlık",
      summary: "Belgelerden bavula, Medine ziyaretinden dönüşe kadar pratik bilgiler.",
    },
    en: {
      slug: "preparing-for-the-journey",
      title: "Preparing for the Journey",
      summary: "Practical advice from documents and luggage to the visit to Medina and the way home.",
    },
    lessons: [
      {
        minutes: 4,
        tr: {
          title: "Pasaport ve vize",
          summary: "Belgeleriniz hazır mı?",
          body: [
            "Pasaportunuzun, tur başlangıç tarihinden itibaren en az altı ay geçerli olması gerekir. Vize başvurusunu acenteniz sizin adınıza yapar.",
            "Pasaportunuzun ve vizenizin birer kopyasını yanınızda, birer kopyasını da evde bırakın.",
          ],
        },
        en: {
          title: "Passport and visa",
          summary: "Are your documents ready?",
          body: [
            "Your passport must be valid for at least six months from the tour's start date. Your agency applies for the visa on your behalf.",
            "Keep one copy of your passport and visa with you and leave another at home.",
          ],
        },
      },
      {
        minutes: 4,
        tr: {
          title: "Bavul hazırlığı",
          summary: "Ne götürmeli, ne bırakmalı?",
          body: [
            "Erkekler için iki takım ihram, kemer ve kokusuz temizlik ürünleri; herkes için rahat ayakkabı, kişisel ilaçlar ve küçük bir sırt çantası yeterlidir.",
            "Havayolunun bagaj hakkını kontrol edin; dönüşte zemzem için yer bırakın.",
          ],
        },
        en: {
          title: "Packing",
          summary: "What to take and what to leave.",
          body: [
            "Two sets of ihram and a belt for men, unscented toiletries, comfortable shoes, personal medicines and a small backpack for everyone are enough.",
            "Check your airline's baggage allowance and leave room for Zamzam water on the way home.",
          ],
        },
      },
      {
        minutes: 3,
        tr: {
          title: "Sağlık",
          summary: "Aşılar ve sıcakla başa çıkmak.",
          body: [
            "Yola çıkmadan önce gerekli aşıları yaptırın ve düzenli kullandığınız ilaçları yeterli miktarda alın.",
            "Sıcakta bol su için, öğle saatlerinde gölgede kalın ve uzun yürüyüşleri akşama bırakın.",
          ],
        },
        en: {
          title: "Health",
          summary: "Vaccinations and coping with the heat.",
          body: [
            "Get the required vaccinations before you travel and take enough of any medicine you use regularly.",
            "In the heat drink plenty of water, stay in the shade at midday and keep long walks for the evening.",
          ],
        },
      },
      {
        minutes: 5,
        tr: {
          title: "Medine ziyareti",
          summary: "Mescid-i Nebevî ve çevresi.",
          body: [
            "Programların çoğu Medine ile başlar ya da biter. Mescid-i Nebevî'de namazlar kılınır, Ravza-i Mutahhara ziyareti için randevu uygulaması kullanılır.",
            "Kuba Mescidi, Uhud ve Kıbleteyn Mescidi rehber eşliğinde ziyaret edilir.",
          ],
        },
        en: {
          title: "Visiting Medina",
          summary: "The Prophet's Mosque and its surroundings.",
          body: [
            "Most programmes begin or end in Medina. Prayers are performed at the Prophet's Mosque; a visit to the Rawdah needs an appointment through the official app.",
            "Quba Mosque, Uhud and the Mosque of the Two Qiblas are visited with the guide.",
          ],
        },
      },
      {
        minutes: 3,
        tr: {
          title: "Dönüş",
          summary: "Veda tavafı ve eve dönüş.",
          body: [
            "Mekke'den ayrılmadan önce veda tavafı yapılması güzeldir. Havalimanına kafileyle birlikte ve erken gidilir.",
            "Zemzem, havayolunun belirlediği kurallara göre paketlenmiş olarak taşınır.",
          ],
        },
        en: {
          title: "Going home",
          summary: "The farewell tawaf and the way back.",
          body: [
            "Before leaving Mecca a farewell tawaf is recommended. Go to the airport early, together with the group.",
            "Zamzam is carried packed as the airline's rules require.",
          ],
        },
      },
    ],
  },
];
