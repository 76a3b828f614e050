// Location documents and every in-:slug landing (4b, decision 003): web hosting in 7 countries,
// VPS in 5, dedicated servers in 7 countries and their 7 cities. Generated from per-location facts
// (facility, exchange points, latency, law, who hosts there); the structure is shared, the facts are
// the location's own. Replaces the samples location-{germany,netherlands}-*,
// variant-web-hosting-in-germany-*, variant-vps-in-netherlands-*, variant-dedicated-in-germany-*.
import { pageSourceId, type PageSource, type SectionSource } from "./page-types";
import type { Language } from "../../../schemas/lib/languages";
import { L, seo } from "./pages-content-shared";

type Text = {
  /** Country name, and the phrase "in <country>" ("в Германии"). */
  name: string;
  inName: string;
  city: string;
  inCity: string;
  /** The facility: tier, power, certifications. */
  facility: string;
  /** Exchange points and upstreams. */
  network: string;
  /** Typical round-trip times to the audiences it serves. */
  latency: string;
  /** The law your data falls under there. */
  law: string;
  /** Who hosts there and why. */
  audience: string;
  /** One sentence each for the web hosting, VPS and dedicated in- pages. */
  hosting: string;
  vps?: string;
  dedicated: string;
  /** A location-specific question and answer. */
  faq: [string, string];
  /** Keywords for the location. */
  keywords: string[];
};

type Loc = {
  slug: string;
  citySlug: string;
  code: string;
  flag: string;
  vps: boolean;
  /** Dedicated plans sold there (catalog slugs). */
  dedicatedPlans: string[];
  en: Text;
  ru: Text;
};

const LOCS: Loc[] = [
  {
    slug: "germany",
    citySlug: "frankfurt",
    code: "DE",
    flag: "🇩🇪",
    vps: true,
    dedicatedPlans: ["e3-1230", "ryzen-7950x", "epyc-7302"],
    en: {
      name: "Germany",
      inName: "in Germany",
      city: "Frankfurt",
      inCity: "in Frankfurt",
      facility: "A Tier III facility in Frankfurt am Main with N+1 power and cooling, ISO 27001 certified, staffed around the clock.",
      network: "Direct ports on DE-CIX Frankfurt, the world's busiest internet exchange, plus three transit providers.",
      latency: "Around 5 ms to Amsterdam and Zurich, 10–15 ms to Paris, London and Warsaw, about 90 ms to New York.",
      law: "German and EU law: the GDPR and the Federal Data Protection Act (BDSG). We sign a data processing agreement (Art. 28 GDPR) on request.",
      audience: "Shops and SaaS products selling across the EU, German companies bound by BDSG, agencies serving the DACH region.",
      hosting: "Frankfurt is the default choice for a European audience: one location reaches most EU capitals in under 20 ms.",
      vps: "Our largest VPS cluster runs here, so every plan including VPS 16 is in stock and resizes are instant.",
      dedicated: "Every dedicated plan is in stock in Frankfurt, including AMD Ryzen 9 7950X, with remote hands in the same building.",
      faq: [
        "Is hosting in Germany GDPR compliant?",
        "Yes. The data stays in Frankfurt, inside the EU, and we sign a data processing agreement under Art. 28 GDPR on request.",
      ],
      keywords: ["Germany", "Frankfurt", "DE-CIX", "GDPR hosting"],
    },
    ru: {
      name: "Германия",
      inName: "в Германии",
      city: "Франкфурт",
      inCity: "во Франкфурте",
      facility:
        "Дата-центр уровня Tier III во Франкфурте-на-Майне с резервированием питания и охлаждения N+1, сертификат ISO 27001, дежурный персонал круглосуточно.",
      network: "Прямое подключение к DE-CIX Frankfurt, самой загруженной точке обмена трафиком в мире, и три транзитных провайдера.",
      latency: "Около 5 мс до Амстердама и Цюриха, 10–15 мс до Парижа, Лондона и Варшавы, около 90 мс до Нью-Йорка.",
      law: "Законы Германии и ЕС: GDPR и Федеральный закон о защите данных (BDSG). По запросу подписываем договор об обработке данных (ст. 28 GDPR).",
      audience: "Магазины и SaaS с клиентами по всему ЕС, немецкие компании, для которых важен BDSG, агентства, работающие на регион DACH.",
      hosting: "Франкфурт — выбор по умолчанию для европейской аудитории: из одной точки большинство столиц ЕС доступны быстрее чем за 20 мс.",
      vps: "Здесь наш крупнейший кластер VPS: в наличии все тарифы, включая VPS 16, а изменение тарифа происходит сразу.",
      dedicated: "Во Франкфурте в наличии все выделенные серверы, включая AMD Ryzen 9 7950X, а инженеры площадки работают в том же здании.",
      faq: [
        "Соответствует ли хостинг в Германии GDPR?",
        "Да. Данные остаются во Франкфурте, внутри ЕС, а по запросу мы подписываем договор об обработке данных по ст. 28 GDPR.",
      ],
      keywords: ["Германия", "Франкфурт", "DE-CIX", "хостинг GDPR"],
    },
  },
  {
    slug: "netherlands",
    citySlug: "amsterdam",
    code: "NL",
    flag: "🇳🇱",
    vps: true,
    dedicatedPlans: ["e3-1230", "ryzen-7950x", "epyc-7302"],
    en: {
      name: "Netherlands",
      inName: "in the Netherlands",
      city: "Amsterdam",
      inCity: "in Amsterdam",
      facility: "A Tier III data centre in Amsterdam Science Park, powered by certified renewable energy, ISO 27001 and ISO 14001.",
      network: "Ports on AMS-IX and NL-ix and direct peering with major European and transatlantic carriers.",
      latency: "About 5 ms to Frankfurt and London, 8 ms to Brussels and Paris, 80 ms to New York over transatlantic cables.",
      law: "Dutch and EU law: the GDPR, supervised by the Autoriteit Persoonsgegevens. A data processing agreement is available on request.",
      audience: "Streaming, gaming and VPN projects that need strong connectivity, and companies serving the UK and Benelux.",
      hosting: "Amsterdam gives the best reach to the UK and Scandinavia and a strong second location next to Frankfurt.",
      vps: "Amsterdam VPS suit projects with heavy outbound traffic: peering keeps routes short to most European networks.",
      dedicated: "All dedicated plans, including AMD Ryzen 9 7950X, are sold here; servers with 10 Gbps uplinks on request.",
      faq: [
        "Which data centre do you use in the Netherlands?",
        "A Tier III facility in Amsterdam Science Park with direct ports on AMS-IX and NL-ix, running on renewable energy.",
      ],
      keywords: ["Netherlands", "Amsterdam", "AMS-IX", "EU hosting"],
    },
    ru: {
      name: "Нидерланды",
      inName: "в Нидерландах",
      city: "Амстердам",
      inCity: "в Амстердаме",
      facility: "Дата-центр уровня Tier III в Amsterdam Science Park на сертифицированной возобновляемой энергии, ISO 27001 и ISO 14001.",
      network: "Порты на AMS-IX и NL-ix и прямой пиринг с крупными европейскими и трансатлантическими операторами.",
      latency: "Около 5 мс до Франкфурта и Лондона, 8 мс до Брюсселя и Парижа, 80 мс до Нью-Йорка по трансатлантическим кабелям.",
      law: "Законы Нидерландов и ЕС: GDPR под надзором Autoriteit Persoonsgegevens. Договор об обработке данных — по запросу.",
      audience: "Стриминговые, игровые и VPN-проекты, которым важна связность, и компании с клиентами в Великобритании и Бенилюксе.",
      hosting: "Амстердам даёт лучшую связность с Великобританией и Скандинавией и служит второй площадкой рядом с Франкфуртом.",
      vps: "VPS в Амстердаме подходят проектам с большим исходящим трафиком: пиринг сокращает маршруты до большинства европейских сетей.",
      dedicated: "Здесь продаются все выделенные серверы, включая AMD Ryzen 9 7950X; аплинк 10 Гбит/с — по запросу.",
      faq: [
        "Какой дата-центр вы используете в Нидерландах?",
        "Площадку уровня Tier III в Amsterdam Science Park с прямыми портами на AMS-IX и NL-ix, работающую на возобновляемой энергии.",
      ],
      keywords: ["Нидерланды", "Амстердам", "AMS-IX", "хостинг в Европе"],
    },
  },
  {
    slug: "spain",
    citySlug: "madrid",
    code: "ES",
    flag: "🇪🇸",
    vps: true,
    dedicatedPlans: ["e3-1230", "epyc-7302"],
    en: {
      name: "Spain",
      inName: "in Spain",
      city: "Madrid",
      inCity: "in Madrid",
      facility: "A Tier III data centre in the Madrid region with dual power feeds from separate substations and on-site diesel for 48 hours.",
      network: "Ports on ESPANIX and DE-CIX Madrid, with routes to Latin America and North Africa over the Atlantic and Mediterranean cables.",
      latency: "Under 10 ms across Spain and to Lisbon, about 25 ms to Paris and Frankfurt, 100–130 ms to São Paulo and Buenos Aires.",
      law: "EU and Spanish law: the GDPR and the Organic Law 3/2018 (LOPDGDD), supervised by the AEPD.",
      audience: "Spanish and Portuguese businesses, Spanish-language media and shops selling to both Spain and Latin America.",
      hosting: "A site hosted in Madrid opens fastest for visitors in Spain and Portugal and keeps data in the EU.",
      vps: "Madrid VPS suit projects for Southern Europe and Latin America that need a European legal base.",
      dedicated: "Intel Xeon and AMD EPYC servers are sold in Madrid; Ryzen configurations stay in Frankfurt and Amsterdam.",
      faq: [
        "Is Madrid a good location for Latin American visitors?",
        "It is the closest EU location to Latin America: 100–130 ms to São Paulo and Buenos Aires, while the data stays under the GDPR.",
      ],
      keywords: ["Spain", "Madrid", "ESPANIX", "hosting Spain"],
    },
    ru: {
      name: "Испания",
      inName: "в Испании",
      city: "Мадрид",
      inCity: "в Мадриде",
      facility: "Дата-центр уровня Tier III в Мадридском регионе с двумя вводами питания от разных подстанций и дизель-генераторами на 48 часов.",
      network: "Порты на ESPANIX и DE-CIX Madrid, маршруты в Латинскую Америку и Северную Африку по атлантическим и средиземноморским кабелям.",
      latency: "Менее 10 мс по Испании и до Лиссабона, около 25 мс до Парижа и Франкфурта, 100–130 мс до Сан-Паулу и Буэнос-Айреса.",
      law: "Законы ЕС и Испании: GDPR и Органический закон 3/2018 (LOPDGDD) под надзором AEPD.",
      audience: "Испанские и португальские компании, испаноязычные медиа и магазины, продающие в Испании и Латинской Америке.",
      hosting: "Сайт в Мадриде быстрее всего открывается у посетителей из Испании и Португалии, а данные остаются в ЕС.",
      vps: "VPS в Мадриде подходят проектам для Южной Европы и Латинской Америки, которым нужна европейская юрисдикция.",
      dedicated: "В Мадриде продаются серверы на Intel Xeon и AMD EPYC; конфигурации на Ryzen — во Франкфурте и Амстердаме.",
      faq: [
        "Подходит ли Мадрид для посетителей из Латинской Америки?",
        "Это ближайшая к Латинской Америке площадка в ЕС: 100–130 мс до Сан-Паулу и Буэнос-Айреса, при этом данные остаются под GDPR.",
      ],
      keywords: ["Испания", "Мадрид", "ESPANIX", "хостинг в Испании"],
    },
  },
  {
    slug: "switzerland",
    citySlug: "zurich",
    code: "CH",
    flag: "🇨🇭",
    vps: true,
    dedicatedPlans: ["e3-1230", "epyc-7302"],
    en: {
      name: "Switzerland",
      inName: "in Switzerland",
      city: "Zurich",
      inCity: "in Zurich",
      facility: "A Tier IV-designed data centre near Zurich with biometric access control, ISO 27001 and FINMA-audited operations.",
      network: "Ports on SwissIX and CIXP Geneva and redundant fibre to Frankfurt and Milan.",
      latency: "About 5 ms to Frankfurt, 10 ms to Milan and Munich, 15 ms to Vienna and Paris.",
      law: "Swiss law: the revised Federal Act on Data Protection (revFADP, in force since September 2023). The EU recognises Swiss protection as adequate, so data can flow between the two freely.",
      audience: "Fintech, wealth management, healthcare and privacy-focused services that want a jurisdiction outside the EU with EU-level protection.",
      hosting: "Hosting in Zurich puts your site under Swiss data protection law while staying a few milliseconds from the EU.",
      vps: "Zurich VPS are chosen for privacy and stability: Swiss law, neutral jurisdiction and Tier IV-designed power.",
      dedicated: "Intel Xeon and AMD EPYC servers are sold in Zurich, with encrypted disks and locked racks on request.",
      faq: [
        "Is Switzerland part of the GDPR?",
        "No, Switzerland is outside the EU and has its own revFADP. The EU recognises it as adequate, so EU customers can store personal data here without extra contracts.",
      ],
      keywords: ["Switzerland", "Zurich", "Swiss hosting", "revFADP"],
    },
    ru: {
      name: "Швейцария",
      inName: "в Швейцарии",
      city: "Цюрих",
      inCity: "в Цюрихе",
      facility: "Дата-центр под Цюрихом, спроектированный по уровню Tier IV, с биометрическим контролем доступа, ISO 27001 и аудитом FINMA.",
      network: "Порты на SwissIX и CIXP в Женеве, резервные оптические линии до Франкфурта и Милана.",
      latency: "Около 5 мс до Франкфурта, 10 мс до Милана и Мюнхена, 15 мс до Вены и Парижа.",
      law: "Швейцарское право: новый Федеральный закон о защите данных (revFADP, действует с сентября 2023 года). ЕС признаёт швейцарскую защиту адекватной, поэтому данные свободно передаются между ЕС и Швейцарией.",
      audience: "Финтех, управление капиталом, медицина и сервисы, ориентированные на приватность, которым нужна юрисдикция вне ЕС с защитой уровня ЕС.",
      hosting: "Хостинг в Цюрихе ставит сайт под защиту швейцарского закона о данных, оставляя его в нескольких миллисекундах от ЕС.",
      vps: "VPS в Цюрихе выбирают ради приватности и стабильности: швейцарское право, нейтральная юрисдикция и питание уровня Tier IV.",
      dedicated: "В Цюрихе продаются серверы на Intel Xeon и AMD EPYC; шифрование дисков и закрытые стойки — по запросу.",
      faq: [
        "Действует ли в Швейцарии GDPR?",
        "Нет, Швейцария вне ЕС и у неё свой закон revFADP. ЕС признаёт его адекватным, поэтому клиенты из ЕС могут хранить здесь персональные данные без дополнительных договоров.",
      ],
      keywords: ["Швейцария", "Цюрих", "хостинг в Швейцарии", "revFADP"],
    },
  },
  {
    slug: "usa",
    citySlug: "new-york",
    code: "US",
    flag: "🇺🇸",
    vps: true,
    dedicatedPlans: ["e3-1230", "epyc-7302"],
    en: {
      name: "USA",
      inName: "in the USA",
      city: "New York",
      inCity: "in New York",
      facility: "A Tier III carrier hotel in the New York metro area with SOC 2 Type II and HIPAA-ready operations.",
      network: "Ports on NYIIX and DE-CIX New York and direct transatlantic capacity to our Frankfurt and Amsterdam sites.",
      latency: "Under 10 ms to Boston, Philadelphia and Washington, about 20 ms to Toronto and Chicago, 75–90 ms to London and Frankfurt.",
      law: "US federal and New York State law. Copyright complaints follow the DMCA notice-and-takedown procedure; EU customers can use Standard Contractual Clauses.",
      audience: "Projects for North American visitors, US companies, and European businesses adding a second location across the Atlantic.",
      hosting: "A New York location halves page load times for visitors from the US East Coast and Canada compared with Europe.",
      vps: "New York VPS run trading bots, APIs and game servers close to US users and the financial exchanges of the East Coast.",
      dedicated: "Intel Xeon and AMD EPYC servers are sold in New York and delivered with US IPv4 addresses.",
      faq: [
        "Can I pay for US servers in dollars?",
        "Yes. Choose USD as the display currency; the invoice is in the currency you pay in, by card, from balance or in cryptocurrency.",
      ],
      keywords: ["USA", "New York", "US hosting", "NYIIX"],
    },
    ru: {
      name: "США",
      inName: "в США",
      city: "Нью-Йорк",
      inCity: "в Нью-Йорке",
      facility: "Операторский дата-центр уровня Tier III в агломерации Нью-Йорка с аудитом SOC 2 Type II и готовностью к HIPAA.",
      network: "Порты на NYIIX и DE-CIX New York и прямые трансатлантические каналы до наших площадок во Франкфурте и Амстердаме.",
      latency: "Менее 10 мс до Бостона, Филадельфии и Вашингтона, около 20 мс до Торонто и Чикаго, 75–90 мс до Лондона и Франкфурта.",
      law: "Федеральное право США и законы штата Нью-Йорк. Жалобы на нарушение авторских прав рассматриваются по процедуре DMCA; для клиентов из ЕС доступны стандартные договорные условия (SCC).",
      audience: "Проекты для посетителей из Северной Америки, американские компании и европейский бизнес, которому нужна вторая площадка за океаном.",
      hosting: "Площадка в Нью-Йорке вдвое ускоряет загрузку страниц для посетителей с Восточного побережья США и из Канады по сравнению с Европой.",
      vps: "На VPS в Нью-Йорке работают торговые боты, API и игровые серверы рядом с пользователями и биржами Восточного побережья.",
      dedicated: "В Нью-Йорке продаются серверы на Intel Xeon и AMD EPYC с американскими IPv4-адресами.",
      faq: [
        "Можно ли платить за серверы в США в долларах?",
        "Да. Выберите USD валютой отображения; счёт выставляется в валюте оплаты — картой, с баланса или криптовалютой.",
      ],
      keywords: ["США", "Нью-Йорк", "хостинг в США", "NYIIX"],
    },
  },
  {
    slug: "ukraine",
    citySlug: "kyiv",
    code: "UA",
    flag: "🇺🇦",
    vps: false,
    dedicatedPlans: ["e3-1230", "epyc-7302"],
    en: {
      name: "Ukraine",
      inName: "in Ukraine",
      city: "Kyiv",
      inCity: "in Kyiv",
      facility: "A Tier III data centre in Kyiv with its own generators, fuel for 72 hours and battery rooms that ride through grid outages.",
      network: "Ports on UA-IX and Giganet and diverse fibre routes to Warsaw and Frankfurt.",
      latency: "Under 10 ms across Ukraine, about 20 ms to Warsaw and 30 ms to Frankfurt.",
      law: "Ukrainian law: the Law of Ukraine on Personal Data Protection. Prices for customers in Ukraine are shown in hryvnias.",
      audience: "Ukrainian businesses, online shops and media whose visitors are in Ukraine, and state-sector contractors who must keep data in the country.",
      hosting: "Hosting in Kyiv gives Ukrainian visitors the fastest pages and keeps data in Ukraine for local compliance.",
      dedicated: "Intel Xeon and AMD EPYC servers are sold in Kyiv, with Ukrainian IP addresses and invoices in UAH.",
      faq: [
        "Does the Kyiv data centre keep working during power outages?",
        "Yes. It runs on its own generators with fuel for 72 hours and battery rooms, and has stayed online through the grid outages of recent years.",
      ],
      keywords: ["Ukraine", "Kyiv", "UA-IX", "hosting Ukraine"],
    },
    ru: {
      name: "Украина",
      inName: "в Украине",
      city: "Киев",
      inCity: "в Киеве",
      facility:
        "Дата-центр уровня Tier III в Киеве с собственными генераторами, запасом топлива на 72 часа и аккумуляторными залами на случай отключений сети.",
      network: "Порты на UA-IX и Giganet и разнесённые оптические маршруты до Варшавы и Франкфурта.",
      latency: "Менее 10 мс по Украине, около 20 мс до Варшавы и 30 мс до Франкфурта.",
      law: "Украинское законодательство: Закон Украины «О защите персональных данных». Для клиентов из Украины цены показываются в гривнах.",
      audience: "Украинские компании, интернет-магазины и медиа с аудиторией в Украине, подрядчики госсектора, обязанные хранить данные в стране.",
      hosting: "Хостинг в Киеве даёт посетителям из Украины самые быстрые страницы и оставляет данные в стране.",
      dedicated: "В Киеве продаются серверы на Intel Xeon и AMD EPYC с украинскими IP-адресами и счетами в гривнах.",
      faq: [
        "Работает ли дата-центр в Киеве при отключениях электричества?",
        "Да. Он работает от собственных генераторов с запасом топлива на 72 часа и аккумуляторных залов и оставался в сети во время отключений последних лет.",
      ],
      keywords: ["Украина", "Киев", "UA-IX", "хостинг в Украине"],
    },
  },
  {
    slug: "russia",
    citySlug: "moscow",
    code: "RU",
    flag: "🇷🇺",
    vps: false,
    dedicatedPlans: ["e3-1230", "epyc-7302"],
    en: {
      name: "Russia",
      inName: "in Russia",
      city: "Moscow",
      inCity: "in Moscow",
      facility: "A Tier III data centre in Moscow with two independent power inputs and N+1 cooling.",
      network: "Ports on MSK-IX and DATA-IX and several Russian backbone providers.",
      latency: "Under 5 ms within Moscow, 10–15 ms to Saint Petersburg, 40–60 ms to Yekaterinburg and Novosibirsk.",
      law: "Russian law: Federal Law 152-FZ requires that personal data of Russian citizens is first recorded and stored in databases in Russia. Prices for customers in Russia are shown in roubles.",
      audience: "Russian companies that must meet 152-FZ data localisation, and sites and 1C-Bitrix shops whose visitors are in Russia.",
      hosting: "Hosting in Moscow meets the 152-FZ localisation rule for personal data and gives Russian visitors the shortest routes.",
      dedicated: "Intel Xeon and AMD EPYC servers are sold in Moscow, with Russian IP addresses and closing documents for companies.",
      faq: [
        "Does hosting in Moscow meet the 152-FZ localisation requirement?",
        "Yes. The servers and databases are physically in Moscow, so personal data of Russian citizens is recorded and stored in Russia as the law requires.",
      ],
      keywords: ["Russia", "Moscow", "152-FZ", "hosting Russia"],
    },
    ru: {
      name: "Россия",
      inName: "в России",
      city: "Москва",
      inCity: "в Москве",
      facility: "Дата-центр уровня Tier III в Москве с двумя независимыми вводами питания и охлаждением N+1.",
      network: "Порты на MSK-IX и DATA-IX и несколько магистральных российских операторов.",
      latency: "Менее 5 мс по Москве, 10–15 мс до Санкт-Петербурга, 40–60 мс до Екатеринбурга и Новосибирска.",
      law: "Российское законодательство: 152-ФЗ требует, чтобы персональные данные граждан России записывались и хранились в базах данных на территории России. Для клиентов из России цены показываются в рублях.",
      audience: "Российские компании, которым нужна локализация данных по 152-ФЗ, сайты и магазины на 1С-Битрикс с аудиторией в России.",
      hosting: "Хостинг в Москве выполняет требование 152-ФЗ о локализации персональных данных и даёт посетителям из России кратчайшие маршруты.",
      dedicated: "В Москве продаются серверы на Intel Xeon и AMD EPYC с российскими IP-адресами и закрывающими документами для юрлиц.",
      faq: [
        "Выполняет ли хостинг в Москве требование 152-ФЗ о локализации?",
        "Да. Серверы и базы данных физически находятся в Москве, поэтому персональные данные граждан России записываются и хранятся в России, как требует закон.",
      ],
      keywords: ["Россия", "Москва", "152-ФЗ", "хостинг в России"],
    },
  },
];

const LINE = {
  "web-hosting": { base: "/web-hosting/", en: "Web hosting", ru: "Хостинг" },
  vps: { base: "/virtual-private-servers/", en: "VPS", ru: "VPS" },
  dedicated: { base: "/dedicated-servers/", en: "Dedicated servers", ru: "Выделенные серверы" },
} as const;
type Line = keyof typeof LINE;

function lineSentence(loc: Loc, line: Line, lang: Language): string {
  const t = loc[lang];
  return line === "web-hosting" ? t.hosting : line === "vps" ? (t.vps ?? t.hosting) : t.dedicated;
}

function highlights(line: Line, lang: Language): string[] {
  if (line === "web-hosting")
    return L(
      lang,
      ["NVMe drives", "Free SSL", "Daily backups", "{claim:uptimePercent}% uptime"],
      ["NVMe-диски", "Бесплатный SSL", "Ежедневные бэкапы", "Доступность {claim:uptimePercent}%"],
    );
  if (line === "vps")
    return L(
      lang,
      ["KVM, full root", "DDoS filtering up to {claim:ddosVpsGbps} Gbps", "{claim:vpsTestDays}-day test", "IPv4 + IPv6"],
      ["KVM и полный root", "Фильтрация DDoS до {claim:ddosVpsGbps} Гбит/с", "Тест {claim:vpsTestDays} дня", "IPv4 + IPv6"],
    );
  return L(
    lang,
    [
      "Tested for {claim:serverTestHours} hours",
      "IPMI access",
      "Port {claim:portMbps} Mbps → {claim:portMaxGbps} Gbps",
      "DDoS protection up to {claim:ddosHardwareGbps} Gbps",
    ],
    [
      "Тест {claim:serverTestHours} часов",
      "Доступ к IPMI",
      "Порт {claim:portMbps} Мбит/с → {claim:portMaxGbps} Гбит/с",
      "Защита от DDoS до {claim:ddosHardwareGbps} Гбит/с",
    ],
  );
}

function lineFaq(line: Line, loc: Loc, lang: Language): { question: string; answer: string } {
  const t = loc[lang];
  if (line === "web-hosting")
    return L(
      lang,
      {
        question: `Can I move my site to hosting ${t.inName} for free?`,
        answer: `Yes. Open a ticket with access to your current host: engineers copy files, databases and mailboxes to ${t.city} and check the site before you switch DNS.`,
      },
      {
        question: `Перенесёте сайт на хостинг ${t.inName} бесплатно?`,
        answer: `Да. Откройте тикет с доступом к текущему хостингу: инженеры перенесут файлы, базы и почту на новый сервер ${t.inCity} и проверят сайт до смены DNS.`,
      },
    );
  if (line === "vps")
    return L(
      lang,
      {
        question: `Can I test a VPS ${t.inCity} before paying?`,
        answer:
          "Yes. VPS plans marked with a test badge can be tested for {claim:vpsTestDays} days, and new verified customers get {claim:vpsFreeTestDays} days free.",
      },
      {
        question: `Можно ли протестировать VPS ${t.inCity} до оплаты?`,
        answer:
          "Да. Тарифы VPS с отметкой теста можно тестировать {claim:vpsTestDays} дня, а новые верифицированные клиенты получают {claim:vpsFreeTestDays} дней бесплатно.",
      },
    );
  return L(
    lang,
    {
      question: `How fast is a dedicated server ${t.inCity} delivered?`,
      answer:
        "Servers in stock are handed over within one working day after a {claim:serverTestHours}-hour burn-in test of CPU, memory and disks; custom builds take three to five days.",
    },
    {
      question: `Как быстро выдаётся выделенный сервер ${t.inCity}?`,
      answer:
        "Серверы в наличии выдаём в течение рабочего дня после {claim:serverTestHours}-часового теста процессора, памяти и дисков; индивидуальные сборки — за три–пять дней.",
    },
  );
}

function variant(loc: Loc, line: Line, lang: Language, byCity: boolean) {
  const t = loc[lang];
  const en = lang === "en";
  const where = byCity ? t.inCity : t.inName;
  const place = byCity ? t.city : t.name;
  const product = LINE[line][lang];
  const title = `${product} ${where}`;
  const lead = byCity ? `${t.facility} ${lineSentence(loc, line, lang)}` : `${lineSentence(loc, line, lang)} ${t.audience}`;
  const planSlugs = line === "dedicated" ? loc.dedicatedPlans : undefined;
  const sections: SectionSource[] = [
    {
      _type: "hero",
      heading: en ? `${product} ${where}, ${byCity ? t.name : t.city}` : `${product} ${where}, ${byCity ? t.name : t.city}`,
      text: byCity ? t.network : t.facility,
      primaryCta: { label: en ? "See plans" : "Смотреть тарифы", href: `${LINE[line].base}in-${byCity ? loc.citySlug : loc.slug}/#plans` },
      secondaryCta: { label: en ? "Ask an engineer" : "Спросить инженера", href: "/contacts/" },
      highlights: highlights(line, lang),
    },
    {
      _type: "planTable",
      heading: en ? `Plans ${where}` : `Тарифы ${where}`,
      intro: en
        ? `Only plans available ${where} are listed. Prices come from our billing and include VAT where it applies.`
        : `Показаны только тарифы, доступные ${where}. Цены берутся из биллинга и включают НДС, где он применяется.`,
      productLine: line,
      ...(planSlugs ? { planSlugs } : {}),
    },
    {
      _type: "featureGrid",
      heading: en ? `Why ${place}` : `Почему ${place}`,
      items: [
        { icon: "server", title: en ? "The data centre" : "Дата-центр", text: t.facility },
        {
          icon: "globe",
          title: en ? "Network" : "Сеть",
          text: `${t.network} ${en ? "Our backbone carries up to {claim:networkGbps} Gbps." : "Наша магистраль — до {claim:networkGbps} Гбит/с."}`,
        },
        { icon: "speed", title: en ? "Latency" : "Задержки", text: t.latency },
        { icon: "lock", title: en ? "Law and your data" : "Законы и ваши данные", text: t.law },
      ],
    },
    {
      _type: "faq",
      heading: en
        ? `Questions about ${line === "vps" ? product : product.toLowerCase()} ${where}`
        : `Вопросы: ${line === "vps" ? product : product.toLowerCase()} ${where}`,
      items: [
        { question: t.faq[0], answer: t.faq[1] },
        lineFaq(line, loc, lang),
        en
          ? {
              question: "Can I add a second location later?",
              answer: `Yes. Order the same plan in another of our data centres from the same account; ${line === "web-hosting" ? "sites can be copied between locations in the control panel" : "snapshots and backups can be restored in any location"}.`,
            }
          : {
              question: "Можно ли позже добавить вторую локацию?",
              answer: `Да. Закажите такой же тариф в другом нашем дата-центре из того же аккаунта; ${line === "web-hosting" ? "сайты копируются между локациями в панели управления" : "снапшоты и бэкапы восстанавливаются в любой локации"}.`,
            },
      ],
    },
    {
      _type: "cta",
      heading: en ? `Who hosts ${where}` : `Кто размещается ${where}`,
      text: t.audience,
      button: { label: en ? "Talk to sales" : "Написать в отдел продаж", href: "/contacts/" },
    },
  ];
  const seoTitle = en ? `${product} ${where} (${byCity ? t.name : t.city}) — Hostward` : `${product} ${where} (${byCity ? t.name : t.city}) — Hostward`;
  const description = `${title}: ${lineSentence(loc, line, lang)}`;
  const longText = `${t.facility} ${t.network}\n\n${t.latency} ${t.law}\n\n${t.audience}`;
  // A city's dedicated page repeats its country's (issue 36: 90–93 % of the text in common): the country page counts.
  const canonical = line === "dedicated" && byCity ? { canonicalDocument: pageSourceId(inPage(loc, line, false), lang) } : {};
  return { title, lead, sections, seo: { ...seo(seoTitle, description, [title.toLowerCase(), ...t.keywords], longText), ...canonical } };
}

export const locationDocs: PageSource[] = LOCS.flatMap((l): PageSource[] => [
  {
    type: "location",
    slug: l.slug,
    kind: "country",
    countryCode: l.code,
    catalogLocation: l.slug,
    flag: l.flag,
    en: { name: l.en.name, city: l.en.city },
    ru: { name: l.ru.name, city: l.ru.city },
  },
  {
    type: "location",
    slug: l.citySlug,
    kind: "city",
    countryCode: l.code,
    catalogLocation: l.slug,
    flag: l.flag,
    en: { name: l.en.city, city: l.en.city },
    ru: { name: l.ru.city, city: l.ru.city },
  },
]);

const inPage = (l: Loc, line: Line, byCity: boolean): PageSource => ({
  type: "variantPage",
  productLine: line,
  prefix: "in",
  slug: byCity ? l.citySlug : l.slug,
  location: byCity ? l.citySlug : l.slug,
  en: variant(l, line, "en", byCity),
  ru: variant(l, line, "ru", byCity),
});

export const hostingInPages = LOCS.map((l) => inPage(l, "web-hosting", false));
export const vpsInPages = LOCS.filter((l) => l.vps).map((l) => inPage(l, "vps", false));
export const dedicatedInPages = LOCS.flatMap((l) => [inPage(l, "dedicated", false), inPage(l, "dedicated", true)]);
export const locationPages: PageSource[] = [...locationDocs, ...hostingInPages, ...vpsInPages, ...dedicatedInPages];
