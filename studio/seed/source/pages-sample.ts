// A small set of page documents per kind (4a, decision 003), so templates are built and tested before
// the full seed lands. A document with the same _id in pages-content.ts replaces the sample.
import { h2, p, ul } from "./dsl";
import type { PageSource, SectionSource, SettingsExtras } from "./page-types";
import type { Language } from "../../../schemas/lib/languages";

const claims = {
  foundedYear: 2010,
  uptimePercent: 99.9,
  vpnMoneyBackDays: 7,
  vpsTestDays: 4,
  vpsFreeTestDays: 7,
  partnerCashbackPercent: 40,
  ddosVpsGbps: 10,
  ddosHardwareGbps: 250,
  portMbps: 100,
  portMaxGbps: 1,
  networkGbps: 800,
  serverTestHours: 48,
  adminTicketHours: 24,
  vpsMaxVcpu: 16,
  vpsMaxRamGb: 32,
  vpsMaxNvmeGb: 640,
  newCustomerDiscountPercent: 5,
  newCustomerDiscountMonths: 3,
  reviewBonusEur: 10,
  reviewBonusRuEur: 5,
};

export const settingsSamples: Record<Language, SettingsExtras> = {
  en: {
    claims: { ...claims, dataCentres: ["Germany", "Netherlands", "Spain", "Switzerland", "USA", "Ukraine", "Russia"] },
    footerColumns: [
      {
        title: "Products",
        links: [
          { label: "Web hosting", href: "/web-hosting/" },
          { label: "VPS", href: "/virtual-private-servers/" },
          { label: "Dedicated servers", href: "/dedicated-servers/" },
          { label: "VPN", href: "/vpn/" },
          { label: "S3 storage", href: "/s3-storage/" },
          { label: "Backup storage", href: "/backup-storage/" },
        ],
      },
      {
        title: "Company",
        links: [
          { label: "Services", href: "/services/" },
          { label: "API", href: "/api/" },
          { label: "News", href: "/news/" },
          { label: "Contacts", href: "/contacts/" },
          { label: "Partner program", href: "/partners/" },
        ],
      },
      {
        title: "Legal",
        links: [
          { label: "Terms of service", href: "/tos/" },
          { label: "Privacy policy", href: "/privacy/" },
          { label: "GDPR", href: "/privacy/gdpr/" },
          { label: "Recurring payment terms", href: "/recurring-payment-terms/" },
          { label: "Payment offer", href: "/payment-offer/" },
        ],
      },
    ],
  },
  ru: {
    claims: { ...claims, dataCentres: ["Германия", "Нидерланды", "Испания", "Швейцария", "США", "Украина", "Россия"] },
    footerColumns: [
      {
        title: "Услуги",
        links: [
          { label: "Хостинг", href: "/web-hosting/" },
          { label: "VPS", href: "/virtual-private-servers/" },
          { label: "Выделенные серверы", href: "/dedicated-servers/" },
          { label: "VPN", href: "/vpn/" },
          { label: "S3-хранилище", href: "/s3-storage/" },
          { label: "Хранилище для бэкапов", href: "/backup-storage/" },
        ],
      },
      {
        title: "Компания",
        links: [
          { label: "Сервисы", href: "/services/" },
          { label: "API", href: "/api/" },
          { label: "Новости", href: "/news/" },
          { label: "Контакты", href: "/contacts/" },
          { label: "Партнёрская программа", href: "/partners/" },
        ],
      },
      {
        title: "Документы",
        links: [
          { label: "Условия обслуживания", href: "/tos/" },
          { label: "Политика конфиденциальности", href: "/privacy/" },
          { label: "GDPR", href: "/privacy/gdpr/" },
          { label: "Условия рекуррентных платежей", href: "/recurring-payment-terms/" },
          { label: "Публичная оферта", href: "/payment-offer/" },
        ],
      },
    ],
  },
};

const trustEn: SectionSource = {
  _type: "featureGrid",
  heading: "Why customers stay with Hostward",
  intro: "Infrastructure we run ourselves since {claim:foundedYear}, in data centres across Europe and the USA.",
  items: [
    { icon: "speed", title: "NVMe everywhere", text: "Every plan runs on NVMe drives: databases and caches answer in microseconds, not milliseconds." },
    {
      icon: "shield",
      title: "DDoS protection included",
      text: "Filtering up to {claim:ddosVpsGbps} Gbps on every VPS, and up to {claim:ddosHardwareGbps} Gbps with optional hardware protection.",
    },
    {
      icon: "globe",
      title: "{claim:networkGbps} Gbps network",
      text: "Ports start at {claim:portMbps} Mbps and grow to {claim:portMaxGbps} Gbps when your project needs it.",
    },
    {
      icon: "support",
      title: "Engineers on call 24/7",
      text: "Tickets and chat are answered by engineers; basic administration requests are handled within {claim:adminTicketHours} hours.",
    },
  ],
};
const trustRu: SectionSource = {
  _type: "featureGrid",
  heading: "Почему клиенты остаются с Hostward",
  intro: "Собственная инфраструктура с {claim:foundedYear} года в дата-центрах Европы и США.",
  items: [
    { icon: "speed", title: "Только NVMe", text: "Все тарифы работают на NVMe-дисках: базы данных и кэши отвечают за микросекунды." },
    {
      icon: "shield",
      title: "Защита от DDoS включена",
      text: "Фильтрация до {claim:ddosVpsGbps} Гбит/с на каждом VPS и до {claim:ddosHardwareGbps} Гбит/с с аппаратной защитой.",
    },
    {
      icon: "globe",
      title: "Сеть {claim:networkGbps} Гбит/с",
      text: "Порт от {claim:portMbps} Мбит/с с расширением до {claim:portMaxGbps} Гбит/с, когда проекту это нужно.",
    },
    {
      icon: "support",
      title: "Инженеры на связи 24/7",
      text: "На тикеты и в чате отвечают инженеры; базовое администрирование — в течение {claim:adminTicketHours} часов.",
    },
  ],
};

const home: PageSource = {
  type: "homePage",
  en: {
    title: "Hosting, VPS and dedicated servers that just keep running",
    lead: "NVMe web hosting, KVM virtual servers and dedicated hardware in seven countries, with {claim:uptimePercent}% uptime and engineers answering around the clock.",
    seo: {
      title: "Hostward: NVMe hosting, KVM VPS and dedicated servers",
      description:
        "Web hosting, VPS and dedicated servers on NVMe in seven countries. DDoS protection, 99.9% uptime, 24/7 engineers. Plans from the first month.",
      keywords: ["web hosting", "VPS", "dedicated server", "NVMe hosting", "KVM VPS"],
    },
    sections: [
      {
        _type: "hero",
        heading: "Launch in minutes, scale without moving",
        text: "Start with shared hosting, grow to a VPS with up to {claim:vpsMaxVcpu} vCPU and {claim:vpsMaxRamGb} GB RAM, or take a whole server tested for {claim:serverTestHours} hours before it is yours.",
        primaryCta: { label: "Choose a VPS", href: "/virtual-private-servers/" },
        secondaryCta: { label: "Web hosting plans", href: "/web-hosting/" },
        highlights: ["{claim:uptimePercent}% uptime", "DDoS protection included", "{claim:vpsFreeTestDays}-day free VPS test", "Since {claim:foundedYear}"],
      },
      {
        _type: "planTable",
        heading: "Popular VPS plans",
        intro: "KVM virtualisation, NVMe drives and a dedicated IPv4 address on every plan.",
        productLine: "vps",
        planSlugs: ["vps-1", "vps-2", "vps-4"],
      },
      trustEn,
      {
        _type: "planTable",
        heading: "Web hosting",
        intro: "Unlimited traffic, free SSL and daily backups for sites on WordPress, Joomla, Laravel and more.",
        productLine: "web-hosting",
      },
      {
        _type: "faq",
        heading: "Questions before you order",
        items: [
          {
            question: "Can I test a VPS before paying for a month?",
            answer:
              "Yes. Most VPS plans can be tested for {claim:vpsTestDays} days, and new customers get a {claim:vpsFreeTestDays}-day free test after verification.",
          },
          {
            question: "Where are your data centres?",
            answer: "In Germany, the Netherlands, Spain, Switzerland, the USA, Ukraine and Russia. You choose the location when you order.",
          },
          {
            question: "How do I pay?",
            answer: "By card, from your account balance, by corporate invoice or in cryptocurrency. A saved card can renew your services automatically.",
          },
        ],
      },
      {
        _type: "cta",
        heading: "{claim:newCustomerDiscountPercent}% off your first {claim:newCustomerDiscountMonths} months",
        text: "Leave your e-mail on any page and we send you a promo code for your first order.",
        button: { label: "Create an account", href: "/auth/signup/" },
      },
    ],
  },
  ru: {
    title: "Хостинг, VPS и выделенные серверы, которые просто работают",
    lead: "Хостинг на NVMe, виртуальные серверы KVM и выделенное железо в семи странах: доступность {claim:uptimePercent}% и инженеры на связи круглосуточно.",
    seo: {
      title: "Hostward: хостинг на NVMe, VPS на KVM и выделенные серверы",
      description: "Хостинг, VPS и выделенные серверы на NVMe в семи странах. Защита от DDoS, доступность 99,9%, инженеры 24/7.",
      keywords: ["хостинг", "VPS", "VDS", "выделенный сервер", "NVMe хостинг"],
    },
    sections: [
      {
        _type: "hero",
        heading: "Запуск за минуты, рост без переезда",
        text: "Начните с хостинга, перейдите на VPS до {claim:vpsMaxVcpu} vCPU и {claim:vpsMaxRamGb} ГБ RAM или возьмите целый сервер, который мы тестируем {claim:serverTestHours} часов перед выдачей.",
        primaryCta: { label: "Выбрать VPS", href: "/virtual-private-servers/" },
        secondaryCta: { label: "Тарифы хостинга", href: "/web-hosting/" },
        highlights: [
          "Доступность {claim:uptimePercent}%",
          "Защита от DDoS включена",
          "Бесплатный тест VPS {claim:vpsFreeTestDays} дней",
          "С {claim:foundedYear} года",
        ],
      },
      {
        _type: "planTable",
        heading: "Популярные тарифы VPS",
        intro: "Виртуализация KVM, NVMe-диски и выделенный IPv4 на каждом тарифе.",
        productLine: "vps",
        planSlugs: ["vps-1", "vps-2", "vps-4"],
      },
      trustRu,
      {
        _type: "planTable",
        heading: "Хостинг сайтов",
        intro: "Безлимитный трафик, бесплатный SSL и ежедневные бэкапы для сайтов на WordPress, Joomla, Laravel и других.",
        productLine: "web-hosting",
      },
      {
        _type: "faq",
        heading: "Вопросы перед заказом",
        items: [
          {
            question: "Можно ли протестировать VPS до оплаты месяца?",
            answer:
              "Да. Большинство тарифов VPS можно тестировать {claim:vpsTestDays} дня, а новые клиенты после верификации получают бесплатный тест на {claim:vpsFreeTestDays} дней.",
          },
          {
            question: "Где находятся дата-центры?",
            answer: "В Германии, Нидерландах, Испании, Швейцарии, США, Украине и России. Локацию вы выбираете при заказе.",
          },
          {
            question: "Как оплатить?",
            answer: "Картой, с баланса аккаунта, по счёту для юрлиц или криптовалютой. Сохранённая карта может продлевать услуги автоматически.",
          },
        ],
      },
      {
        _type: "cta",
        heading: "Скидка {claim:newCustomerDiscountPercent}% на первые {claim:newCustomerDiscountMonths} месяца",
        text: "Оставьте e-mail на любой странице, и мы пришлём промокод на первый заказ.",
        button: { label: "Создать аккаунт", href: "/auth/signup/" },
      },
    ],
  },
};

const vps: PageSource = {
  type: "productPage",
  productLine: "vps",
  en: {
    title: "KVM virtual private servers on NVMe",
    lead: "Full root access, your own kernel and resources that are never oversold: up to {claim:vpsMaxVcpu} vCPU, {claim:vpsMaxRamGb} GB RAM and {claim:vpsMaxNvmeGb} GB NVMe.",
    seo: {
      title: "VPS hosting on KVM with NVMe — Hostward",
      description:
        "KVM VPS with NVMe drives, DDoS protection up to 10 Gbps and a free test period. Servers in Germany, the Netherlands, Spain, Switzerland and the USA.",
      keywords: ["VPS", "KVM VPS", "NVMe VPS", "virtual server"],
      longText:
        "A virtual private server gives you a dedicated slice of a physical server: guaranteed CPU cores, memory and NVMe storage, a public IPv4 address and full root access. Unlike shared hosting, you choose the operating system, install any software and tune the server for your workload.\n\nAll Hostward VPS run on KVM, so each server has its own kernel and can run Linux or Windows. Resources can be increased at any time: the server restarts once and the disk grows without reinstalling.",
    },
    sections: [
      {
        _type: "hero",
        heading: "Your server, ready in 60 seconds",
        text: "Pick a plan, choose Ubuntu, Debian, AlmaLinux or Windows and log in over SSH a minute later. Test it for {claim:vpsTestDays} days before you commit.",
        primaryCta: { label: "See plans", href: "/virtual-private-servers/#plans" },
        highlights: ["KVM virtualisation", "Up to {claim:ddosVpsGbps} Gbps DDoS filtering", "Hourly snapshots", "IPv4 + IPv6"],
      },
      { _type: "planTable", heading: "VPS plans", intro: "Prices include VAT where it applies. Longer terms are cheaper.", productLine: "vps" },
      {
        _type: "comparison",
        heading: "VPS or web hosting?",
        intro: "Both run on the same NVMe hardware; the difference is who manages the server.",
        columns: ["Web hosting", "VPS"],
        rows: [
          { label: "Root access", values: ["No", "Yes"] },
          { label: "Operating system", values: ["Managed by us", "Your choice, Linux or Windows"] },
          { label: "Control panel", values: ["Included", "Optional"] },
          { label: "Best for", values: ["Sites and small shops", "Apps, databases, trading, game servers"] },
        ],
      },
      trustEn,
      {
        _type: "faq",
        heading: "VPS questions",
        items: [
          {
            question: "Can I upgrade my VPS later?",
            answer: "Yes. Pay the difference in the account, the VPS restarts once and the disk grows; your data stays in place.",
          },
          {
            question: "Which operating systems can I install?",
            answer: "Ubuntu, Debian, AlmaLinux, Rocky Linux and Windows Server, or your own ISO image through the console.",
          },
          {
            question: "Is there a test period?",
            answer: "Plans marked with a test badge can be tested for {claim:vpsTestDays} days; new verified customers get {claim:vpsFreeTestDays} days free.",
          },
        ],
      },
    ],
  },
  ru: {
    title: "Виртуальные серверы KVM на NVMe",
    lead: "Полный root-доступ, своё ядро и ресурсы без оверселлинга: до {claim:vpsMaxVcpu} vCPU, {claim:vpsMaxRamGb} ГБ RAM и {claim:vpsMaxNvmeGb} ГБ NVMe.",
    seo: {
      title: "VPS на KVM с NVMe — Hostward",
      description: "VPS на KVM с NVMe-дисками, защитой от DDoS до 10 Гбит/с и тестовым периодом. Серверы в Германии, Нидерландах, Испании, Швейцарии и США.",
      keywords: ["VPS", "VDS", "KVM VPS", "виртуальный сервер"],
      longText:
        "Виртуальный сервер — это выделенная часть физического сервера: гарантированные ядра процессора, память и NVMe-диск, публичный IPv4-адрес и полный root-доступ. В отличие от хостинга, вы сами выбираете операционную систему и настраиваете сервер под задачу.\n\nВсе VPS Hostward работают на KVM: у каждого сервера своё ядро, можно установить Linux или Windows. Ресурсы увеличиваются в любой момент: сервер перезагружается один раз, диск растёт без переустановки.",
    },
    sections: [
      {
        _type: "hero",
        heading: "Ваш сервер готов через 60 секунд",
        text: "Выберите тариф и Ubuntu, Debian, AlmaLinux или Windows, и через минуту подключайтесь по SSH. Тестируйте {claim:vpsTestDays} дня до оплаты.",
        primaryCta: { label: "Смотреть тарифы", href: "/virtual-private-servers/#plans" },
        highlights: ["Виртуализация KVM", "Фильтрация DDoS до {claim:ddosVpsGbps} Гбит/с", "Снапшоты каждый час", "IPv4 + IPv6"],
      },
      { _type: "planTable", heading: "Тарифы VPS", intro: "Цены с НДС, где он применяется. Чем длиннее срок, тем дешевле месяц.", productLine: "vps" },
      {
        _type: "comparison",
        heading: "VPS или хостинг?",
        intro: "Оба работают на одном NVMe-железе; разница в том, кто управляет сервером.",
        columns: ["Хостинг", "VPS"],
        rows: [
          { label: "Root-доступ", values: ["Нет", "Да"] },
          { label: "Операционная система", values: ["Управляем мы", "На ваш выбор, Linux или Windows"] },
          { label: "Панель управления", values: ["Включена", "По желанию"] },
          { label: "Подходит для", values: ["Сайтов и небольших магазинов", "Приложений, баз данных, трейдинга, игровых серверов"] },
        ],
      },
      trustRu,
      {
        _type: "faq",
        heading: "Вопросы о VPS",
        items: [
          {
            question: "Можно ли потом увеличить VPS?",
            answer: "Да. Оплатите разницу в личном кабинете, VPS перезагрузится один раз, и диск вырастет; данные останутся на месте.",
          },
          { question: "Какие системы можно установить?", answer: "Ubuntu, Debian, AlmaLinux, Rocky Linux и Windows Server или свой ISO-образ через консоль." },
          {
            question: "Есть ли тестовый период?",
            answer:
              "Тарифы с отметкой теста можно тестировать {claim:vpsTestDays} дня; новые верифицированные клиенты получают {claim:vpsFreeTestDays} дней бесплатно.",
          },
        ],
      },
    ],
  },
};

const vpn: PageSource = {
  type: "productPage",
  productLine: "vpn",
  en: {
    title: "VPN with Single-Hop and Multi-Hop routes",
    lead: "WireGuard and OpenVPN on our own servers, no logs, and a {claim:vpnMoneyBackDays}-day money-back guarantee.",
    seo: {
      title: "VPN: Single-Hop and Multi-Hop, no logs — Hostward",
      description: "A no-logs VPN on Hostward's own servers in five countries. Single-Hop for speed, Multi-Hop for privacy. 7-day money-back guarantee.",
      keywords: ["VPN", "multi-hop VPN", "WireGuard VPN"],
    },
    vpnModes: [
      {
        mode: "single-hop",
        title: "Single-Hop",
        planSlug: "vpn-single-hop",
        text: "Your traffic leaves through one server of your choice: the fastest option for streaming, downloads and everyday privacy on public Wi-Fi.",
        features: ["One exit server in 5 countries", "WireGuard and OpenVPN", "Up to 5 devices"],
      },
      {
        mode: "multi-hop",
        title: "Multi-Hop",
        planSlug: "vpn-multi-hop",
        text: "Traffic passes two servers in different countries, so neither sees both who you are and where you go. For journalists, researchers and anyone who needs more than a single tunnel.",
        features: ["Two servers in different jurisdictions", "Entry and exit chosen by you", "Up to 5 devices"],
      },
    ],
    sections: [
      {
        _type: "featureGrid",
        heading: "Built on our own network",
        items: [
          { icon: "lock", title: "No logs", text: "We do not store connection logs, visited addresses or DNS queries." },
          { icon: "speed", title: "WireGuard", text: "Modern cryptography and reconnects in milliseconds when you change networks." },
          {
            icon: "money",
            title: "{claim:vpnMoneyBackDays}-day money-back",
            text: "Not happy in the first {claim:vpnMoneyBackDays} days? We refund the payment, no questions asked.",
          },
        ],
      },
      {
        _type: "faq",
        heading: "VPN questions",
        items: [
          {
            question: "What is the difference between Single-Hop and Multi-Hop?",
            answer: "Single-Hop sends traffic through one server and is faster. Multi-Hop chains two servers in different countries for more privacy.",
          },
          { question: "Can I get my money back?", answer: "Yes, within {claim:vpnMoneyBackDays} days of the first payment." },
        ],
      },
    ],
  },
  ru: {
    title: "VPN с маршрутами Single-Hop и Multi-Hop",
    lead: "WireGuard и OpenVPN на наших собственных серверах, без логов, с возвратом денег в течение {claim:vpnMoneyBackDays} дней.",
    seo: {
      title: "VPN: Single-Hop и Multi-Hop без логов — Hostward",
      description: "VPN без логов на собственных серверах Hostward в пяти странах. Single-Hop для скорости, Multi-Hop для приватности. Возврат денег 7 дней.",
      keywords: ["VPN", "multi-hop VPN", "WireGuard"],
    },
    vpnModes: [
      {
        mode: "single-hop",
        title: "Single-Hop",
        planSlug: "vpn-single-hop",
        text: "Трафик выходит через один сервер на ваш выбор: самый быстрый вариант для видео, загрузок и защиты в публичных Wi-Fi.",
        features: ["Выходной сервер в 5 странах", "WireGuard и OpenVPN", "До 5 устройств"],
      },
      {
        mode: "multi-hop",
        title: "Multi-Hop",
        planSlug: "vpn-multi-hop",
        text: "Трафик проходит через два сервера в разных странах, поэтому ни один из них не видит одновременно, кто вы и куда идёте.",
        features: ["Два сервера в разных юрисдикциях", "Вход и выход выбираете вы", "До 5 устройств"],
      },
    ],
    sections: [
      {
        _type: "featureGrid",
        heading: "На собственной сети",
        items: [
          { icon: "lock", title: "Без логов", text: "Мы не храним журналы подключений, посещённые адреса и DNS-запросы." },
          { icon: "speed", title: "WireGuard", text: "Современная криптография и переподключение за миллисекунды при смене сети." },
          {
            icon: "money",
            title: "Возврат {claim:vpnMoneyBackDays} дней",
            text: "Не подошло в первые {claim:vpnMoneyBackDays} дней? Вернём деньги без вопросов.",
          },
        ],
      },
      {
        _type: "faq",
        heading: "Вопросы о VPN",
        items: [
          {
            question: "Чем Single-Hop отличается от Multi-Hop?",
            answer:
              "Single-Hop пропускает трафик через один сервер и работает быстрее. Multi-Hop соединяет два сервера в разных странах для большей приватности.",
          },
          { question: "Можно ли вернуть деньги?", answer: "Да, в течение {claim:vpnMoneyBackDays} дней после первой оплаты." },
        ],
      },
    ],
  },
};

function simpleProduct(line: "web-hosting" | "dedicated" | "s3" | "backup", en: [string, string, string], ru: [string, string, string]): PageSource {
  const page = (lang: Language, [title, lead, description]: [string, string, string]) => ({
    title,
    lead,
    seo: { title: `${title} — Hostward`, description },
    sections: [
      { _type: "planTable" as const, heading: lang === "en" ? "Plans and prices" : "Тарифы и цены", productLine: line },
      lang === "en" ? trustEn : trustRu,
    ],
  });
  return { type: "productPage", productLine: line, en: page("en", en), ru: page("ru", ru) };
}

const products: PageSource[] = [
  home,
  vps,
  vpn,
  simpleProduct(
    "web-hosting",
    [
      "Unlimited web hosting on NVMe",
      "Fast hosting for WordPress, Joomla, Laravel and online shops: free SSL, daily backups and {claim:uptimePercent}% uptime.",
      "NVMe web hosting with free SSL, daily backups and one-click installs for WordPress, Joomla and 1C-Bitrix. Test any plan before paying.",
    ],
    [
      "Безлимитный хостинг на NVMe",
      "Быстрый хостинг для WordPress, Joomla, Laravel и интернет-магазинов: бесплатный SSL, ежедневные бэкапы и доступность {claim:uptimePercent}%.",
      "Хостинг на NVMe с бесплатным SSL, ежедневными бэкапами и установкой WordPress, Joomla и 1С-Битрикс в один клик.",
    ],
  ),
  simpleProduct(
    "dedicated",
    [
      "Dedicated servers",
      "Intel Xeon and AMD EPYC servers, each tested for {claim:serverTestHours} hours before delivery, with DDoS protection up to {claim:ddosHardwareGbps} Gbps.",
      "Dedicated servers on Intel Xeon, AMD EPYC and Ryzen in Europe and the USA. Burn-in tested for 48 hours, hardware DDoS protection available.",
    ],
    [
      "Выделенные серверы",
      "Серверы на Intel Xeon и AMD EPYC, каждый проходит тест {claim:serverTestHours} часов перед выдачей; защита от DDoS до {claim:ddosHardwareGbps} Гбит/с.",
      "Выделенные серверы на Intel Xeon, AMD EPYC и Ryzen в Европе и США. Тест 48 часов перед выдачей, аппаратная защита от DDoS.",
    ],
  ),
  simpleProduct(
    "s3",
    [
      "S3-compatible object storage",
      "Store backups, media and static files behind an S3 API that works with rclone, restic and every AWS SDK.",
      "S3-compatible object storage in Germany and the Netherlands. Works with rclone, restic and AWS SDKs. No egress surprises.",
    ],
    [
      "S3-совместимое объектное хранилище",
      "Храните бэкапы, медиа и статику за S3 API, который работает с rclone, restic и любым AWS SDK.",
      "S3-совместимое хранилище в Германии и Нидерландах. Работает с rclone, restic и AWS SDK.",
    ],
  ),
  simpleProduct(
    "backup",
    [
      "Backup storage over FTP",
      "A separate disk for your backups, reachable over FTP and SFTP from any server, in a different data centre from your data.",
      "Backup storage over FTP and SFTP in Germany and the Netherlands, separate from your servers. From 100 GB.",
    ],
    [
      "Хранилище для бэкапов по FTP",
      "Отдельный диск для резервных копий, доступный по FTP и SFTP с любого сервера, в другом дата-центре.",
      "Хранилище для бэкапов по FTP и SFTP в Германии и Нидерландах, отдельно от ваших серверов. От 100 ГБ.",
    ],
  ),
];

const locations: PageSource[] = [
  {
    type: "location",
    slug: "germany",
    kind: "country",
    countryCode: "DE",
    catalogLocation: "germany",
    flag: "🇩🇪",
    en: { name: "Germany", city: "Frankfurt" },
    ru: { name: "Германия", city: "Франкфурт" },
  },
  {
    type: "location",
    slug: "netherlands",
    kind: "country",
    countryCode: "NL",
    catalogLocation: "netherlands",
    flag: "🇳🇱",
    en: { name: "Netherlands", city: "Amsterdam" },
    ru: { name: "Нидерланды", city: "Амстердам" },
  },
];

const software: PageSource[] = [
  {
    type: "software",
    slug: "wordpress",
    kind: "cms",
    en: { name: "WordPress", description: "The most widely used CMS for blogs, company sites and WooCommerce shops." },
    ru: { name: "WordPress", description: "Самая популярная CMS для блогов, сайтов компаний и магазинов на WooCommerce." },
  },
  {
    type: "software",
    slug: "ubuntu",
    kind: "os",
    en: { name: "Ubuntu", description: "Ubuntu Server LTS with five years of security updates." },
    ru: { name: "Ubuntu", description: "Ubuntu Server LTS с пятью годами обновлений безопасности." },
  },
];

function variant(
  productLine: "web-hosting" | "vps" | "dedicated",
  prefix: "for" | "in" | "on" | "with",
  slug: string,
  refs: { location?: string; software?: string },
  en: { title: string; lead: string; description: string; faq: [string, string] },
  ru: { title: string; lead: string; description: string; faq: [string, string] },
): PageSource {
  const page = (lang: Language, t: typeof en) => ({
    title: t.title,
    lead: t.lead,
    seo: { title: `${t.title} — Hostward`, description: t.description },
    sections: [
      { _type: "planTable" as const, heading: lang === "en" ? "Plans" : "Тарифы", productLine },
      { _type: "faq" as const, heading: lang === "en" ? "Questions" : "Вопросы", items: [{ question: t.faq[0], answer: t.faq[1] }] },
    ],
  });
  return { type: "variantPage", productLine, prefix, slug, ...refs, en: page("en", en), ru: page("ru", ru) };
}

const variants: PageSource[] = [
  variant(
    "web-hosting",
    "for",
    "wordpress",
    { software: "wordpress" },
    {
      title: "WordPress hosting",
      lead: "WordPress installed in one click on NVMe hosting with LiteSpeed cache, free SSL and daily backups.",
      description: "Managed WordPress hosting on NVMe: one-click install, LiteSpeed cache, free SSL and daily backups. Move your site for free.",
      faq: ["Will you move my WordPress site?", "Yes. Open a ticket with access to the old host and our engineers move the site and database for free."],
    },
    {
      title: "Хостинг для WordPress",
      lead: "WordPress в один клик на NVMe-хостинге с кэшем LiteSpeed, бесплатным SSL и ежедневными бэкапами.",
      description: "Хостинг для WordPress на NVMe: установка в один клик, кэш LiteSpeed, бесплатный SSL и ежедневные бэкапы.",
      faq: ["Перенесёте мой сайт на WordPress?", "Да. Откройте тикет с доступом к старому хостингу, и инженеры бесплатно перенесут сайт и базу."],
    },
  ),
  variant(
    "web-hosting",
    "in",
    "germany",
    { location: "germany" },
    {
      title: "Web hosting in Germany",
      lead: "Host your site in Frankfurt, close to customers across Europe and under EU data protection law.",
      description: "Web hosting in Frankfurt, Germany: NVMe, free SSL, daily backups and GDPR-compliant data processing.",
      faq: ["Is hosting in Germany GDPR compliant?", "Yes. The data stays in Frankfurt and we sign a data processing agreement on request."],
    },
    {
      title: "Хостинг в Германии",
      lead: "Разместите сайт во Франкфурте — рядом с клиентами по всей Европе и под защитой законов ЕС.",
      description: "Хостинг во Франкфурте: NVMe, бесплатный SSL, ежедневные бэкапы и обработка данных по GDPR.",
      faq: ["Соответствует ли хостинг в Германии GDPR?", "Да. Данные остаются во Франкфурте, по запросу подписываем договор об обработке данных."],
    },
  ),
  variant(
    "vps",
    "in",
    "netherlands",
    { location: "netherlands" },
    {
      title: "VPS in the Netherlands",
      lead: "KVM servers in Amsterdam, one of Europe's best-connected internet hubs, with low latency to the whole continent.",
      description: "KVM VPS in Amsterdam, the Netherlands: NVMe drives, DDoS protection and low latency across Europe.",
      faq: ["Which data centre do you use in the Netherlands?", "A Tier III facility in Amsterdam with direct links to AMS-IX."],
    },
    {
      title: "VPS в Нидерландах",
      lead: "Серверы KVM в Амстердаме — одном из самых связанных узлов интернета в Европе.",
      description: "VPS на KVM в Амстердаме: NVMe-диски, защита от DDoS и низкие задержки по всей Европе.",
      faq: ["Какой дата-центр в Нидерландах?", "Дата-центр уровня Tier III в Амстердаме с прямым подключением к AMS-IX."],
    },
  ),
  variant(
    "vps",
    "on",
    "ubuntu",
    { software: "ubuntu" },
    {
      title: "Ubuntu VPS",
      lead: "Ubuntu Server LTS pre-installed with your SSH key, ready to deploy in a minute.",
      description: "VPS with Ubuntu Server LTS pre-installed: your SSH key, KVM, NVMe and DDoS protection. Ready in 60 seconds.",
      faq: ["Which Ubuntu versions are available?", "The current and the previous LTS release; other versions install from an ISO."],
    },
    {
      title: "VPS на Ubuntu",
      lead: "Ubuntu Server LTS с вашим SSH-ключом, готов к работе через минуту.",
      description: "VPS с Ubuntu Server LTS: ваш SSH-ключ, KVM, NVMe и защита от DDoS. Готов через 60 секунд.",
      faq: ["Какие версии Ubuntu доступны?", "Текущий и предыдущий LTS-релиз; другие версии ставятся из ISO."],
    },
  ),
  variant(
    "dedicated",
    "in",
    "germany",
    { location: "germany" },
    {
      title: "Dedicated servers in Germany",
      lead: "Bare-metal servers in Frankfurt, tested for {claim:serverTestHours} hours and delivered with IPMI access.",
      description: "Dedicated servers in Frankfurt, Germany: Intel Xeon, AMD EPYC and Ryzen, IPMI access, DDoS protection.",
      faq: ["How fast is a server delivered?", "Servers in stock are handed over within a day after the {claim:serverTestHours}-hour test."],
    },
    {
      title: "Выделенные серверы в Германии",
      lead: "Серверы во Франкфурте с тестом {claim:serverTestHours} часов и доступом к IPMI.",
      description: "Выделенные серверы во Франкфурте: Intel Xeon, AMD EPYC и Ryzen, доступ к IPMI, защита от DDoS.",
      faq: ["Как быстро выдаётся сервер?", "Серверы в наличии выдаём в течение суток после теста {claim:serverTestHours} часов."],
    },
  ),
  variant(
    "dedicated",
    "for",
    "database",
    {},
    {
      title: "Dedicated servers for databases",
      lead: "Lots of RAM, NVMe in RAID 1 and fast cores for PostgreSQL, MySQL and ClickHouse.",
      description: "Dedicated servers for databases: up to 128 GB RAM, NVMe RAID and AMD EPYC cores for PostgreSQL, MySQL and ClickHouse.",
      faq: ["Can you set up RAID for me?", "Yes. We deliver the server with software RAID 1 or RAID 10 on request."],
    },
    {
      title: "Выделенные серверы для баз данных",
      lead: "Много памяти, NVMe в RAID 1 и быстрые ядра для PostgreSQL, MySQL и ClickHouse.",
      description: "Серверы для баз данных: до 128 ГБ RAM, NVMe в RAID и ядра AMD EPYC для PostgreSQL, MySQL и ClickHouse.",
      faq: ["Настроите RAID?", "Да. По запросу выдаём сервер с программным RAID 1 или RAID 10."],
    },
  ),
];

const planPages: PageSource[] = [
  {
    type: "planPage",
    productLine: "vps",
    planSlug: "vps-2",
    en: {
      lead: "Two vCPU and 4 GB RAM: our most popular VPS for WordPress shops, small SaaS back-ends and CI runners.",
      seo: {
        title: "VPS 2: 2 vCPU, 4 GB RAM, 80 GB NVMe — Hostward",
        description: "VPS 2 on KVM: 2 vCPU, 4 GB RAM and 80 GB NVMe with DDoS protection and a test period. Order by the month or save on a year.",
      },
      sections: [
        {
          _type: "faq",
          heading: "About VPS 2",
          items: [
            {
              question: "Is VPS 2 enough for a WooCommerce shop?",
              answer: "For most shops with up to a few thousand visitors a day, yes; upgrade to VPS 4 in the account when you need more.",
            },
          ],
        },
      ],
    },
    ru: {
      lead: "Два vCPU и 4 ГБ RAM: самый популярный VPS для магазинов на WordPress, небольших SaaS и CI-раннеров.",
      seo: {
        title: "VPS 2: 2 vCPU, 4 ГБ RAM, 80 ГБ NVMe — Hostward",
        description: "VPS 2 на KVM: 2 vCPU, 4 ГБ RAM и 80 ГБ NVMe с защитой от DDoS и тестовым периодом.",
      },
      sections: [
        {
          _type: "faq",
          heading: "О тарифе VPS 2",
          items: [
            {
              question: "Хватит ли VPS 2 для магазина на WooCommerce?",
              answer: "Для большинства магазинов с посещаемостью до нескольких тысяч в день — да; при росте перейдите на VPS 4 в личном кабинете.",
            },
          ],
        },
      ],
    },
  },
];

const news: PageSource[] = [
  {
    type: "newsPost",
    slug: "vps-in-switzerland",
    publishedAt: "2026-03-10T09:00:00Z",
    en: {
      title: "VPS now available in Zurich",
      excerpt: "KVM servers in our new Swiss location, with the same prices as Frankfurt and Amsterdam.",
      body: [
        p("From today you can order any VPS plan in Zurich, Switzerland."),
        h2("What you get"),
        ul("NVMe drives and KVM virtualisation", "DDoS protection included", "Swiss data protection law"),
      ],
    },
    ru: {
      title: "VPS теперь доступны в Цюрихе",
      excerpt: "Серверы KVM в новой швейцарской локации по тем же ценам, что во Франкфурте и Амстердаме.",
      body: [
        p("С сегодняшнего дня любой тариф VPS можно заказать в Цюрихе, Швейцария."),
        h2("Что вы получаете"),
        ul("NVMe-диски и виртуализация KVM", "Защита от DDoS включена", "Швейцарское законодательство о защите данных"),
      ],
    },
  },
  {
    type: "newsPost",
    slug: "crypto-payments",
    publishedAt: "2026-02-18T09:00:00Z",
    en: {
      title: "Pay with USDT, Bitcoin and Ethereum",
      excerpt: "Top up your balance or pay an order in cryptocurrency; confirmations are tracked live in your account.",
      body: [
        p("Cryptocurrency payments are now available for every order from 100 EUR."),
        h2("Supported networks"),
        ul("Tron (USDT, TRX)", "Bitcoin", "Ethereum (ETH, USDC)"),
      ],
    },
    ru: {
      title: "Оплата в USDT, Bitcoin и Ethereum",
      excerpt: "Пополняйте баланс и оплачивайте заказы криптовалютой; подтверждения видны в личном кабинете в реальном времени.",
      body: [
        p("Оплата криптовалютой доступна для любого заказа от 100 EUR."),
        h2("Поддерживаемые сети"),
        ul("Tron (USDT, TRX)", "Bitcoin", "Ethereum (ETH, USDC)"),
      ],
    },
  },
];

function legal(
  kind: "privacy" | "gdpr" | "tos" | "personal-data-processing-policy" | "personal-data-processing-consent" | "recurring-payment-terms",
  en: [string, string[]],
  ru: [string, string[]],
): PageSource {
  return {
    type: "legalPage",
    kind,
    effectiveDate: "2026-01-01",
    en: { title: en[0], body: [h2("Summary"), ...en[1].map((t) => p(t))] },
    ru: { title: ru[0], body: [h2("Кратко"), ...ru[1].map((t) => p(t))] },
  };
}

const legalPages: PageSource[] = [
  legal(
    "privacy",
    [
      "Privacy policy",
      [
        "We process the personal data you give us to provide hosting services, bill you and answer your requests.",
        "We never sell personal data. Payment data is handled by certified payment providers; we only keep the last digits of a saved card.",
      ],
    ],
    [
      "Политика конфиденциальности",
      [
        "Мы обрабатываем персональные данные, которые вы нам передаёте, чтобы оказывать услуги хостинга, выставлять счета и отвечать на обращения.",
        "Мы не продаём персональные данные. Платёжные данные обрабатывают сертифицированные платёжные провайдеры; мы храним только последние цифры сохранённой карты.",
      ],
    ],
  ),
  legal(
    "gdpr",
    [
      "GDPR",
      [
        "Customers in the European Economic Area have the rights of access, rectification, erasure, restriction, portability and objection.",
        "Write to support with the subject “GDPR request”; we answer within 30 days and sign a data processing agreement on request.",
      ],
    ],
    [
      "GDPR: ваши права на данные",
      [
        "Клиенты из Европейской экономической зоны имеют право на доступ, исправление, удаление, ограничение обработки, переносимость данных и возражение.",
        "Напишите в поддержку с темой «Запрос GDPR»; мы ответим в течение 30 дней и по запросу подпишем договор об обработке данных.",
      ],
    ],
  ),
  legal(
    "tos",
    [
      "Terms of service",
      [
        "These terms govern the use of Hostward hosting, servers, VPN and storage services.",
        "Services are prepaid for the chosen term. A paid order cancelled by the customer stays active until the end of the paid period.",
      ],
    ],
    [
      "Условия обслуживания",
      [
        "Эти условия регулируют использование хостинга, серверов, VPN и хранилищ Hostward.",
        "Услуги оплачиваются заранее за выбранный срок. Оплаченный заказ, отменённый клиентом, работает до конца оплаченного периода.",
      ],
    ],
  ),
  legal(
    "personal-data-processing-policy",
    [
      "Personal data processing policy",
      [
        "This policy lists the categories of personal data we process, the purposes and the legal grounds.",
        "Account data is kept for the duration of the contract and for the retention periods required by tax law.",
      ],
    ],
    [
      "Политика обработки персональных данных",
      [
        "Политика описывает категории персональных данных, которые мы обрабатываем, цели и правовые основания.",
        "Данные аккаунта хранятся на время действия договора и в течение сроков, установленных налоговым законодательством.",
      ],
    ],
  ),
  legal(
    "personal-data-processing-consent",
    [
      "Consent to personal data processing",
      [
        "By creating an account you consent to the processing of your name, e-mail address, country and address for providing the services.",
        "You can withdraw consent at any time by writing to support; services that need the data will then end.",
      ],
    ],
    [
      "Согласие на обработку персональных данных",
      [
        "Создавая аккаунт, вы соглашаетесь на обработку имени, e-mail, страны и адреса для оказания услуг.",
        "Согласие можно отозвать в любой момент, написав в поддержку; услуги, которым нужны эти данные, будут прекращены.",
      ],
    ],
  ),
  legal(
    "recurring-payment-terms",
    [
      "Recurring payment terms",
      [
        "With auto-renewal switched on, a saved card is charged on the renewal date for the next term of the service.",
        "You can switch auto-renewal off or remove the card in the account at any time.",
      ],
    ],
    [
      "Условия рекуррентных платежей",
      [
        "При включённом автопродлении сохранённая карта списывается в дату продления за следующий срок услуги.",
        "Автопродление можно отключить, а карту удалить в личном кабинете в любой момент.",
      ],
    ],
  ),
];

const info: PageSource[] = [
  {
    type: "infoPage",
    kind: "api",
    en: {
      title: "Hostward API",
      lead: "Automate servers, DNS and billing over a REST API with tokens scoped per project.",
      seo: {
        title: "Hosting API for servers, DNS and billing — Hostward",
        description: "Create and manage VPS, DNS records and invoices over the Hostward REST API with project-scoped tokens.",
      },
      sections: [
        {
          _type: "featureGrid",
          heading: "What you can automate",
          items: [
            { icon: "server", title: "Servers", text: "Create, resize, reinstall and snapshot VPS from your CI pipeline." },
            { icon: "globe", title: "DNS", text: "Manage zones and records for domains hosted with us." },
            { icon: "money", title: "Billing", text: "Read invoices and balance, top up and renew orders." },
          ],
        },
      ],
    },
    ru: {
      title: "API Hostward",
      lead: "Автоматизируйте серверы, DNS и биллинг через REST API с токенами на уровне проекта.",
      seo: {
        title: "API для серверов, DNS и биллинга — Hostward",
        description: "Создавайте VPS, управляйте DNS-записями и счетами через REST API Hostward с токенами проекта.",
      },
      sections: [
        {
          _type: "featureGrid",
          heading: "Что можно автоматизировать",
          items: [
            { icon: "server", title: "Серверы", text: "Создавайте, масштабируйте, переустанавливайте VPS и делайте снапшоты из CI." },
            { icon: "globe", title: "DNS", text: "Управляйте зонами и записями доменов, обслуживаемых у нас." },
            { icon: "money", title: "Биллинг", text: "Получайте счета и баланс, пополняйте и продлевайте заказы." },
          ],
        },
      ],
    },
  },
  {
    type: "infoPage",
    kind: "services",
    en: {
      title: "Services",
      lead: "Everything we run for you, from a single site to a rack of servers.",
      seo: {
        title: "All hosting services — Hostward",
        description: "Web hosting, VPS, dedicated servers, VPN, S3 and backup storage, administration and partner program.",
      },
      sections: [
        {
          _type: "featureGrid",
          heading: "Our services",
          items: [
            { icon: "server", title: "Server administration", text: "Basic administration tickets are handled within {claim:adminTicketHours} hours." },
            {
              icon: "money",
              title: "Partner program",
              text: "Recommend us and earn up to {claim:partnerCashbackPercent}% cashback on your referrals' payments.",
            },
            { icon: "backup", title: "Backups", text: "FTP backup storage and S3 buckets in a different data centre from your servers." },
          ],
        },
      ],
    },
    ru: {
      title: "Услуги",
      lead: "Всё, что мы делаем для вас: от одного сайта до стойки серверов.",
      seo: {
        title: "Все услуги хостинга — Hostward",
        description: "Хостинг, VPS, выделенные серверы, VPN, S3 и хранилище бэкапов, администрирование и партнёрская программа.",
      },
      sections: [
        {
          _type: "featureGrid",
          heading: "Наши услуги",
          items: [
            {
              icon: "server",
              title: "Администрирование серверов",
              text: "Базовые тикеты по администрированию обрабатываем в течение {claim:adminTicketHours} часов.",
            },
            {
              icon: "money",
              title: "Партнёрская программа",
              text: "Рекомендуйте нас и получайте до {claim:partnerCashbackPercent}% с платежей приглашённых клиентов.",
            },
            { icon: "backup", title: "Бэкапы", text: "FTP-хранилище и S3-бакеты в другом дата-центре, отдельно от ваших серверов." },
          ],
        },
      ],
    },
  },
  {
    type: "infoPage",
    kind: "contacts",
    en: {
      title: "Contacts",
      lead: "Engineers answer tickets and chat around the clock; sales and billing reply on working days.",
      seo: {
        title: "Contact Hostward support and sales",
        description: "Write to Hostward support, sales or billing. Tickets and chat 24/7, company details and postal address.",
      },
      sections: [],
      contactSubjects: [
        { value: "sales", label: "Sales question" },
        { value: "support", label: "Technical support" },
        { value: "billing", label: "Billing and invoices" },
        { value: "abuse", label: "Report abuse" },
        { value: "partnership", label: "Partnership" },
      ],
    },
    ru: {
      title: "Контакты",
      lead: "Инженеры отвечают в тикетах и чате круглосуточно; отделы продаж и бухгалтерия — в рабочие дни.",
      seo: {
        title: "Связаться с поддержкой и продажами Hostward",
        description: "Напишите в поддержку, отдел продаж или бухгалтерию Hostward. Тикеты и чат 24/7, реквизиты и почтовый адрес.",
      },
      sections: [],
      contactSubjects: [
        { value: "sales", label: "Вопрос отделу продаж" },
        { value: "support", label: "Техническая поддержка" },
        { value: "billing", label: "Оплата и счета" },
        { value: "abuse", label: "Сообщить о нарушении" },
        { value: "partnership", label: "Сотрудничество" },
      ],
    },
  },
  {
    type: "infoPage",
    kind: "news",
    en: {
      title: "News",
      lead: "New locations, products and changes to our services.",
      seo: {
        title: "Hostward news: locations, products and updates",
        description: "New data-centre locations, product launches and service changes at Hostward.",
      },
      sections: [],
    },
    ru: {
      title: "Новости",
      lead: "Новые локации, продукты и изменения в наших услугах.",
      seo: { title: "Новости Hostward: локации, продукты и обновления", description: "Новые дата-центры, запуски продуктов и изменения в услугах Hostward." },
      sections: [],
    },
  },
];

export const pageSamples: PageSource[] = [...products, ...locations, ...software, ...variants, ...planPages, ...news, ...legalPages, ...info];
