// Home, the six product landings and the four info pages (4b, decision 003). Replaces the samples
// homePage-*, product-*-* and info-*-*. Numbers of spec §9 are {claim:…} tokens; prices come from the catalog.
import type { PageSource, SectionSource } from "./page-types";
import { seo } from "./pages-content-shared";
import { code, h3, p, ul } from "./dsl";
import { COMPANY_DOMAIN } from "./company";

// ——— Shared blocks ———
const trust = {
  en: {
    _type: "featureGrid",
    heading: "Why customers stay with Hostward",
    intro: "Our own infrastructure since {claim:foundedYear}, in data centres in Germany, the Netherlands, Spain, Switzerland, the USA, Ukraine and Russia.",
    items: [
      {
        icon: "speed",
        title: "NVMe everywhere",
        text: "Every hosting plan, VPS and most dedicated servers run on NVMe drives: databases and caches answer in microseconds.",
      },
      {
        icon: "shield",
        title: "DDoS protection included",
        text: "Filtering up to {claim:ddosVpsGbps} Gbps on every VPS, and up to {claim:ddosHardwareGbps} Gbps with optional hardware protection.",
      },
      {
        icon: "globe",
        title: "{claim:networkGbps} Gbps network",
        text: "Ports start at {claim:portMbps} Mbps and grow to {claim:portMaxGbps} Gbps; several upstreams and exchange points in every location.",
      },
      {
        icon: "support",
        title: "Engineers on call 24/7",
        text: "Tickets and chat are answered by engineers, not scripts; basic administration requests are handled within {claim:adminTicketHours} hours.",
      },
    ],
  } as SectionSource,
  ru: {
    _type: "featureGrid",
    heading: "Почему клиенты остаются с Hostward",
    intro: "Собственная инфраструктура с {claim:foundedYear} года в дата-центрах Германии, Нидерландов, Испании, Швейцарии, США, Украины и России.",
    items: [
      {
        icon: "speed",
        title: "Только NVMe",
        text: "Все тарифы хостинга, VPS и большинство выделенных серверов работают на NVMe: базы данных и кэши отвечают за микросекунды.",
      },
      {
        icon: "shield",
        title: "Защита от DDoS включена",
        text: "Фильтрация до {claim:ddosVpsGbps} Гбит/с на каждом VPS и до {claim:ddosHardwareGbps} Гбит/с с аппаратной защитой.",
      },
      {
        icon: "globe",
        title: "Сеть {claim:networkGbps} Гбит/с",
        text: "Порт от {claim:portMbps} Мбит/с с расширением до {claim:portMaxGbps} Гбит/с; несколько аплинков и точек обмена в каждой локации.",
      },
      {
        icon: "support",
        title: "Инженеры на связи 24/7",
        text: "В тикетах и чате отвечают инженеры, а не скрипты; базовое администрирование — в течение {claim:adminTicketHours} часов.",
      },
    ],
  } as SectionSource,
};

const promo = {
  en: {
    _type: "cta",
    heading: "{claim:newCustomerDiscountPercent}% off your first {claim:newCustomerDiscountMonths} months",
    text: "New customers get a promo code by e-mail. Leave your address in the form on the contacts page or create an account.",
    button: { label: "Create an account", href: "/auth/signup/" },
  } as SectionSource,
  ru: {
    _type: "cta",
    heading: "Скидка {claim:newCustomerDiscountPercent}% на первые {claim:newCustomerDiscountMonths} месяца",
    text: "Новые клиенты получают промокод на e-mail. Оставьте адрес в форме на странице контактов или создайте аккаунт.",
    button: { label: "Создать аккаунт", href: "/auth/signup/" },
  } as SectionSource,
};

// ——— Home ———
const home: PageSource = {
  type: "homePage",
  en: {
    title: "Hosting, VPS and dedicated servers that just keep running",
    lead: "NVMe web hosting, KVM virtual servers, dedicated hardware, VPN and storage in seven countries, with {claim:uptimePercent}% uptime and engineers answering around the clock since {claim:foundedYear}.",
    seo: seo(
      "Hostward: NVMe web hosting, KVM VPS and dedicated servers",
      "Web hosting, VPS and dedicated servers on NVMe in seven countries. DDoS protection, 99.9% uptime, 24/7 engineers and a free VPS test.",
      ["web hosting", "VPS", "dedicated server", "NVMe hosting", "KVM VPS", "VPN", "S3 storage"],
      "Hostward has been running hosting infrastructure since 2010. We sell shared web hosting on NVMe, KVM virtual private servers, dedicated servers on Intel Xeon, AMD EPYC and Ryzen, a VPN with Single-Hop and Multi-Hop routes, FTP backup storage and S3-compatible object storage.\n\nOur servers stand in data centres in Germany, the Netherlands, Spain, Switzerland, the USA, Ukraine and Russia, connected by our own network of up to 800 Gbps. Every VPS is protected from DDoS attacks up to 10 Gbps, and hardware protection up to 250 Gbps is available for servers that need more.\n\nYou can start small and grow without changing provider: a site on shared hosting moves to a VPS with up to 16 vCPU and 32 GB RAM, and then to a dedicated server tested for 48 hours before delivery. Pay by card, from your balance, by corporate invoice or in cryptocurrency, and let a saved card renew services automatically.",
    ),
    sections: [
      {
        _type: "hero",
        heading: "Launch in minutes, grow without moving",
        text: "Start with web hosting, move to a VPS with up to {claim:vpsMaxVcpu} vCPU and {claim:vpsMaxRamGb} GB RAM, or take a whole server tested for {claim:serverTestHours} hours before it is yours.",
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
      trust.en,
      {
        _type: "planTable",
        heading: "Web hosting",
        intro: "Free SSL, daily backups and one-click installs for WordPress, Joomla, 1C-Bitrix, Laravel and more.",
        productLine: "web-hosting",
      },
      {
        _type: "featureGrid",
        heading: "Everything a project needs",
        items: [
          { icon: "server", title: "Dedicated servers", text: "Intel Xeon, AMD EPYC and Ryzen with IPMI, in all seven locations." },
          { icon: "lock", title: "VPN", text: "Single-Hop for speed, Multi-Hop for privacy, with a {claim:vpnMoneyBackDays}-day money-back guarantee." },
          { icon: "backup", title: "Backup and S3 storage", text: "Keep copies in a different data centre from your servers, over FTP, SFTP or the S3 API." },
          { icon: "code", title: "API", text: "Automate servers, DNS and billing from your scripts and CI pipelines." },
        ],
      },
      {
        _type: "faq",
        heading: "Questions before you order",
        items: [
          {
            question: "Can I test a VPS before paying for a month?",
            answer:
              "Yes. VPS plans with a test badge can be tested for {claim:vpsTestDays} days, and new customers get a {claim:vpsFreeTestDays}-day free test after verification.",
          },
          {
            question: "Where are your data centres?",
            answer:
              "In Germany (Frankfurt), the Netherlands (Amsterdam), Spain (Madrid), Switzerland (Zurich), the USA (New York), Ukraine (Kyiv) and Russia (Moscow). You choose the location when you order.",
          },
          {
            question: "How do I pay?",
            answer: "By card, from your account balance, by corporate invoice or in cryptocurrency. A saved card can renew your services automatically.",
          },
          {
            question: "Will you move my site from another host?",
            answer: "Yes, for free with any new hosting plan or VPS: engineers copy files, databases and mail and check the site before you switch DNS.",
          },
          {
            question: "Do you have a partner program?",
            answer: "Yes. Recommend us and receive up to {claim:partnerCashbackPercent}% of your referrals' payments.",
          },
        ],
      },
      promo.en,
    ],
  },
  ru: {
    title: "Хостинг, VPS и выделенные серверы, которые просто работают",
    lead: "Хостинг на NVMe, виртуальные серверы KVM, выделенное железо, VPN и хранилища в семи странах: доступность {claim:uptimePercent}% и инженеры на связи круглосуточно с {claim:foundedYear} года.",
    seo: seo(
      "Hostward: хостинг на NVMe, VPS на KVM и выделенные серверы",
      "Хостинг, VPS и выделенные серверы на NVMe в семи странах. Защита от DDoS, доступность 99,9%, инженеры 24/7 и бесплатный тест VPS.",
      ["хостинг", "VPS", "VDS", "выделенный сервер", "хостинг NVMe", "VPN", "S3-хранилище"],
      "Hostward работает с 2010 года. Мы продаём хостинг на NVMe, виртуальные серверы на KVM, выделенные серверы на Intel Xeon, AMD EPYC и Ryzen, VPN с маршрутами Single-Hop и Multi-Hop, FTP-хранилище для бэкапов и S3-совместимое объектное хранилище.\n\nНаши серверы стоят в дата-центрах Германии, Нидерландов, Испании, Швейцарии, США, Украины и России и соединены собственной сетью до 800 Гбит/с. Каждый VPS защищён от DDoS-атак до 10 Гбит/с, а для серверов, которым нужно больше, доступна аппаратная защита до 250 Гбит/с.\n\nМожно начать с малого и расти, не меняя провайдера: сайт с хостинга переезжает на VPS до 16 vCPU и 32 ГБ RAM, а затем на выделенный сервер, который мы тестируем 48 часов перед выдачей. Оплачивайте картой, с баланса, по счёту для юрлиц или криптовалютой, а сохранённая карта продлит услуги автоматически.",
    ),
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
      trust.ru,
      {
        _type: "planTable",
        heading: "Хостинг сайтов",
        intro: "Бесплатный SSL, ежедневные бэкапы и установка WordPress, Joomla, 1С-Битрикс, Laravel и других в один клик.",
        productLine: "web-hosting",
      },
      {
        _type: "featureGrid",
        heading: "Всё, что нужно проекту",
        items: [
          { icon: "server", title: "Выделенные серверы", text: "Intel Xeon, AMD EPYC и Ryzen с IPMI во всех семи локациях." },
          { icon: "lock", title: "VPN", text: "Single-Hop для скорости, Multi-Hop для приватности, возврат денег в течение {claim:vpnMoneyBackDays} дней." },
          { icon: "backup", title: "Бэкапы и S3", text: "Храните копии в другом дата-центре, отдельно от серверов, по FTP, SFTP или через S3 API." },
          { icon: "code", title: "API", text: "Автоматизируйте серверы, DNS и биллинг из своих скриптов и CI." },
        ],
      },
      {
        _type: "faq",
        heading: "Вопросы перед заказом",
        items: [
          {
            question: "Можно ли протестировать VPS до оплаты месяца?",
            answer:
              "Да. Тарифы VPS с отметкой теста можно тестировать {claim:vpsTestDays} дня, а новые клиенты после верификации получают бесплатный тест на {claim:vpsFreeTestDays} дней.",
          },
          {
            question: "Где находятся дата-центры?",
            answer:
              "В Германии (Франкфурт), Нидерландах (Амстердам), Испании (Мадрид), Швейцарии (Цюрих), США (Нью-Йорк), Украине (Киев) и России (Москва). Локацию вы выбираете при заказе.",
          },
          {
            question: "Как оплатить?",
            answer: "Картой, с баланса аккаунта, по счёту для юрлиц или криптовалютой. Сохранённая карта может продлевать услуги автоматически.",
          },
          {
            question: "Перенесёте мой сайт с другого хостинга?",
            answer: "Да, бесплатно при заказе любого тарифа хостинга или VPS: инженеры перенесут файлы, базы и почту и проверят сайт до смены DNS.",
          },
          {
            question: "Есть ли партнёрская программа?",
            answer: "Да. Рекомендуйте нас и получайте до {claim:partnerCashbackPercent}% с платежей приглашённых клиентов.",
          },
        ],
      },
      promo.ru,
    ],
  },
};

// ——— Product landings ———
const webHosting: PageSource = {
  type: "productPage",
  productLine: "web-hosting",
  en: {
    title: "Web hosting on NVMe",
    lead: "Fast hosting for WordPress, Joomla, 1C-Bitrix, Laravel and online shops: free SSL, daily backups, one-click installs and {claim:uptimePercent}% uptime.",
    seo: seo(
      "Web hosting with NVMe, free SSL and daily backups — Hostward",
      "NVMe web hosting with free SSL, daily backups and one-click installs for WordPress, Joomla and 1C-Bitrix. Seven locations, free migration, test period.",
      ["web hosting", "NVMe hosting", "WordPress hosting", "cheap hosting", "hosting with SSL"],
      "Shared web hosting is the simplest way to put a site online: we run the servers, the web server, PHP, databases and mail, and you manage sites in a control panel. Hostward hosting runs on NVMe drives with LiteSpeed, PHP 7.4 to 8.3 selectable per site, MySQL 8 and MariaDB, Redis on higher plans and free Let's Encrypt certificates.\n\nChoose the location closest to your visitors: Frankfurt, Amsterdam, Madrid, Zurich, New York, Kyiv or Moscow. Daily backups are kept for 14 days and can be restored in a click. If you are moving from another host, our engineers copy your sites for free.",
    ),
    sections: [
      {
        _type: "hero",
        heading: "Sites that open instantly",
        text: "NVMe drives, LiteSpeed and server-side caching make pages fast without plugins tuning. Try any plan before paying.",
        primaryCta: { label: "See plans", href: "/web-hosting/#plans" },
        secondaryCta: { label: "Free migration", href: "/help/migrate-site-to-hostward/" },
        highlights: ["NVMe drives", "Free SSL", "Daily backups", "7 locations"],
      },
      {
        _type: "planTable",
        heading: "Hosting plans",
        intro: "All plans include SSL, mail on your domain, daily backups and one-click installers. Longer terms are cheaper per month.",
        productLine: "web-hosting",
      },
      {
        _type: "featureGrid",
        heading: "Included in every plan",
        items: [
          { icon: "lock", title: "Free SSL", text: "Let's Encrypt certificates are issued and renewed automatically for every domain and subdomain." },
          { icon: "backup", title: "Daily backups", text: "Files, databases and mail are backed up every night and kept for 14 days; restore in one click." },
          { icon: "code", title: "PHP 7.4–8.3, SSH, Git", text: "Choose the PHP version per site, work over SSH and SFTP, deploy with Git and Composer." },
          { icon: "speed", title: "LiteSpeed and Redis", text: "LiteSpeed web server with page cache; Redis object cache on Business and Unlimited." },
          { icon: "globe", title: "Seven locations", text: "Host in Germany, the Netherlands, Spain, Switzerland, the USA, Ukraine or Russia." },
          { icon: "support", title: "Free migration", text: "Engineers move your sites, databases and mail from your current host." },
        ],
      },
      {
        _type: "comparison",
        heading: "Web hosting or VPS?",
        intro: "Both run on the same NVMe hardware; the difference is who manages the server.",
        columns: ["Web hosting", "VPS"],
        rows: [
          { label: "Server administration", values: ["We do it", "You, or our engineers on request"] },
          { label: "Root access", values: ["No", "Yes"] },
          { label: "Control panel", values: ["Included", "Optional"] },
          { label: "Resources", values: ["Shared, with limits per account", "Reserved for you"] },
          { label: "Best for", values: ["Sites, blogs, small shops", "Apps, big shops, databases, custom software"] },
        ],
      },
      trust.en,
      {
        _type: "faq",
        heading: "Web hosting questions",
        items: [
          {
            question: "Which CMS can I install?",
            answer:
              "WordPress, Joomla, Drupal, 1C-Bitrix, OpenCart, PrestaShop, Magento and about thirty others, in one click or by uploading files. Laravel, Symfony and other frameworks work over SSH with Composer.",
          },
          { question: "Can I try hosting before paying?", answer: "Yes. Every hosting plan has a free test period; your sites and data stay if you continue." },
          {
            question: "Is there a traffic limit?",
            answer: "No. Traffic is not metered on hosting plans; limits apply to CPU and memory per account, shown in the control panel.",
          },
          {
            question: "How do I move my site to you?",
            answer: "Open a ticket with access to your current host, and engineers move the site for free. Or follow our migration guide and do it yourself.",
          },
        ],
      },
      promo.en,
    ],
  },
  ru: {
    title: "Хостинг сайтов на NVMe",
    lead: "Быстрый хостинг для WordPress, Joomla, 1С-Битрикс, Laravel и интернет-магазинов: бесплатный SSL, ежедневные бэкапы, установка в один клик и доступность {claim:uptimePercent}%.",
    seo: seo(
      "Хостинг сайтов на NVMe с бесплатным SSL и бэкапами — Hostward",
      "Хостинг на NVMe с бесплатным SSL, ежедневными бэкапами и установкой WordPress, Joomla и 1С-Битрикс в один клик. Семь локаций, бесплатный перенос.",
      ["хостинг", "хостинг сайтов", "хостинг NVMe", "хостинг для WordPress", "дешёвый хостинг"],
      "Виртуальный хостинг — самый простой способ разместить сайт: серверы, веб-сервер, PHP, базы данных и почту обслуживаем мы, а вы управляете сайтами в панели. Хостинг Hostward работает на NVMe-дисках с LiteSpeed, версией PHP от 7.4 до 8.3 для каждого сайта, MySQL 8 и MariaDB, Redis на старших тарифах и бесплатными сертификатами Let's Encrypt.\n\nВыберите локацию ближе к посетителям: Франкфурт, Амстердам, Мадрид, Цюрих, Нью-Йорк, Киев или Москва. Ежедневные бэкапы хранятся 14 дней и восстанавливаются в один клик. Если вы переезжаете от другого провайдера, инженеры бесплатно перенесут сайты.",
    ),
    sections: [
      {
        _type: "hero",
        heading: "Сайты, которые открываются мгновенно",
        text: "NVMe-диски, LiteSpeed и серверное кэширование ускоряют страницы без настройки плагинов. Попробуйте любой тариф до оплаты.",
        primaryCta: { label: "Смотреть тарифы", href: "/web-hosting/#plans" },
        secondaryCta: { label: "Бесплатный перенос", href: "/help/migrate-site-to-hostward/" },
        highlights: ["NVMe-диски", "Бесплатный SSL", "Ежедневные бэкапы", "7 локаций"],
      },
      {
        _type: "planTable",
        heading: "Тарифы хостинга",
        intro: "Во всех тарифах SSL, почта на домене, ежедневные бэкапы и установщики в один клик. Чем длиннее срок, тем дешевле месяц.",
        productLine: "web-hosting",
      },
      {
        _type: "featureGrid",
        heading: "Входит в каждый тариф",
        items: [
          { icon: "lock", title: "Бесплатный SSL", text: "Сертификаты Let's Encrypt выпускаются и продлеваются автоматически для всех доменов и поддоменов." },
          { icon: "backup", title: "Ежедневные бэкапы", text: "Файлы, базы и почта копируются каждую ночь и хранятся 14 дней; восстановление в один клик." },
          { icon: "code", title: "PHP 7.4–8.3, SSH, Git", text: "Версия PHP для каждого сайта, работа по SSH и SFTP, деплой через Git и Composer." },
          { icon: "speed", title: "LiteSpeed и Redis", text: "Веб-сервер LiteSpeed с кэшем страниц; объектный кэш Redis на тарифах Business и Unlimited." },
          { icon: "globe", title: "Семь локаций", text: "Размещайтесь в Германии, Нидерландах, Испании, Швейцарии, США, Украине или России." },
          { icon: "support", title: "Бесплатный перенос", text: "Инженеры перенесут сайты, базы и почту с текущего хостинга." },
        ],
      },
      {
        _type: "comparison",
        heading: "Хостинг или VPS?",
        intro: "Оба работают на одном NVMe-железе; разница в том, кто управляет сервером.",
        columns: ["Хостинг", "VPS"],
        rows: [
          { label: "Администрирование сервера", values: ["Мы", "Вы или наши инженеры по запросу"] },
          { label: "Root-доступ", values: ["Нет", "Да"] },
          { label: "Панель управления", values: ["Включена", "По желанию"] },
          { label: "Ресурсы", values: ["Общие, с лимитами на аккаунт", "Закреплены за вами"] },
          { label: "Подходит для", values: ["Сайтов, блогов, небольших магазинов", "Приложений, крупных магазинов, баз, своего софта"] },
        ],
      },
      trust.ru,
      {
        _type: "faq",
        heading: "Вопросы о хостинге",
        items: [
          {
            question: "Какие CMS можно установить?",
            answer:
              "WordPress, Joomla, Drupal, 1С-Битрикс, OpenCart, PrestaShop, Magento и ещё около тридцати — в один клик или загрузкой файлов. Laravel, Symfony и другие фреймворки работают по SSH с Composer.",
          },
          {
            question: "Можно попробовать хостинг до оплаты?",
            answer: "Да. У каждого тарифа хостинга есть бесплатный тестовый период; сайты и данные сохранятся, если вы продолжите.",
          },
          {
            question: "Есть ли ограничение трафика?",
            answer: "Нет. Трафик на хостинге не тарифицируется; ограничения действуют на процессор и память аккаунта и видны в панели.",
          },
          {
            question: "Как перенести сайт к вам?",
            answer: "Откройте тикет с доступом к текущему хостингу — инженеры перенесут сайт бесплатно. Или сделайте это сами по нашей инструкции.",
          },
        ],
      },
      promo.ru,
    ],
  },
};

const vps: PageSource = {
  type: "productPage",
  productLine: "vps",
  en: {
    title: "KVM virtual private servers on NVMe",
    lead: "Full root access, your own kernel and resources that are never oversold: up to {claim:vpsMaxVcpu} vCPU, {claim:vpsMaxRamGb} GB RAM and {claim:vpsMaxNvmeGb} GB NVMe.",
    seo: seo(
      "VPS hosting on KVM with NVMe and a free test — Hostward",
      "KVM VPS with NVMe drives, DDoS protection up to 10 Gbps and a 4-day test. Servers in Germany, the Netherlands, Spain, Switzerland and the USA.",
      ["VPS", "KVM VPS", "NVMe VPS", "virtual server", "buy VPS", "VPS hosting"],
      "A virtual private server gives you a reserved slice of a physical server: guaranteed CPU cores, memory and NVMe storage, a public IPv4 address and full root access. Unlike shared hosting, you choose the operating system, install any software and tune the server for your workload.\n\nAll Hostward VPS run on KVM, so each server has its own kernel and can run Linux, Windows Server or BSD. Resources can be increased at any time: the server restarts once and the disk grows without reinstalling. Plans range from a single ARM core to 16 vCPU, 32 GB RAM and 640 GB NVMe, in Frankfurt, Amsterdam, Madrid, Zurich and New York.\n\nEvery VPS is protected from DDoS attacks up to 10 Gbps at no extra cost. Plans with a test badge can be tested for 4 days, and new verified customers get a 7-day free test.",
    ),
    sections: [
      {
        _type: "hero",
        heading: "Your server, ready in 60 seconds",
        text: "Pick a plan, choose Ubuntu, Debian, AlmaLinux or Windows and log in over SSH a minute later. Test it for {claim:vpsTestDays} days before you commit.",
        primaryCta: { label: "See plans", href: "/virtual-private-servers/#plans" },
        secondaryCta: { label: "Windows VPS", href: "/virtual-private-servers/on-windows/" },
        highlights: ["KVM virtualisation", "Up to {claim:ddosVpsGbps} Gbps DDoS filtering", "Snapshots", "IPv4 + IPv6"],
      },
      {
        _type: "planTable",
        heading: "VPS plans",
        intro: "Preset plans with resources reserved for you. Longer terms are cheaper per month.",
        productLine: "vps",
      },
      {
        _type: "featureGrid",
        heading: "What every VPS includes",
        items: [
          { icon: "cpu", title: "Reserved resources", text: "vCPU and RAM are never oversold; x86 cores run at 3.5 GHz and above." },
          { icon: "server", title: "Any OS", text: "Ubuntu, Debian, AlmaLinux, Rocky Linux, Windows Server or your own ISO through the VNC console." },
          {
            icon: "shield",
            title: "DDoS filtering",
            text: "Attacks up to {claim:ddosVpsGbps} Gbps are filtered before they reach your server, at no extra cost.",
          },
          { icon: "backup", title: "Snapshots and backups", text: "Take snapshots before risky changes and send backups to storage in another data centre." },
          {
            icon: "globe",
            title: "Five locations",
            text: "Frankfurt, Amsterdam, Madrid, Zurich and New York; private networking between VPS in one location.",
          },
          { icon: "code", title: "API and cloud-init", text: "Create and resize servers from scripts, pass cloud-init at order time." },
        ],
      },
      {
        _type: "comparison",
        heading: "Preset plans or a dedicated server?",
        intro: "A VPS is ready in a minute and grows with you; a dedicated server gives you the whole machine.",
        columns: ["VPS", "Dedicated server"],
        rows: [
          { label: "Ready in", values: ["About a minute", "One working day after a {claim:serverTestHours}-hour test"] },
          { label: "Maximum size", values: ["{claim:vpsMaxVcpu} vCPU, {claim:vpsMaxRamGb} GB RAM", "Up to 16 cores / 32 threads, 128 GB ECC and more"] },
          { label: "Resize", values: ["In the account, one restart", "Hardware change by engineers"] },
          { label: "Snapshots", values: ["Yes", "Your own backup tools"] },
        ],
      },
      trust.en,
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
          {
            question: "Will you administer the server for me?",
            answer:
              "Basic administration tickets — installing software, configuring a firewall, fixing a broken boot — are handled by our engineers within {claim:adminTicketHours} hours.",
          },
        ],
      },
      promo.en,
    ],
  },
  ru: {
    title: "Виртуальные серверы KVM на NVMe",
    lead: "Полный root-доступ, своё ядро и ресурсы без оверселлинга: до {claim:vpsMaxVcpu} vCPU, {claim:vpsMaxRamGb} ГБ RAM и {claim:vpsMaxNvmeGb} ГБ NVMe.",
    seo: seo(
      "VPS на KVM с NVMe и бесплатным тестом — Hostward",
      "VPS на KVM с NVMe-дисками, защитой от DDoS до 10 Гбит/с и тестом 4 дня. Серверы в Германии, Нидерландах, Испании, Швейцарии и США.",
      ["VPS", "VDS", "KVM VPS", "виртуальный сервер", "купить VPS", "аренда VPS"],
      "Виртуальный сервер — закреплённая за вами часть физического сервера: гарантированные ядра процессора, память и NVMe-диск, публичный IPv4 и полный root-доступ. В отличие от хостинга, вы сами выбираете операционную систему, ставите любой софт и настраиваете сервер под задачу.\n\nВсе VPS Hostward работают на KVM: у каждого сервера своё ядро, можно установить Linux, Windows Server или BSD. Ресурсы увеличиваются в любой момент: сервер перезагружается один раз, диск растёт без переустановки. Тарифы — от одного ядра ARM до 16 vCPU, 32 ГБ RAM и 640 ГБ NVMe во Франкфурте, Амстердаме, Мадриде, Цюрихе и Нью-Йорке.\n\nКаждый VPS бесплатно защищён от DDoS-атак до 10 Гбит/с. Тарифы с отметкой теста можно тестировать 4 дня, а новые верифицированные клиенты получают бесплатный тест на 7 дней.",
    ),
    sections: [
      {
        _type: "hero",
        heading: "Ваш сервер готов через 60 секунд",
        text: "Выберите тариф и Ubuntu, Debian, AlmaLinux или Windows — и через минуту подключайтесь по SSH. Тестируйте {claim:vpsTestDays} дня до оплаты.",
        primaryCta: { label: "Смотреть тарифы", href: "/virtual-private-servers/#plans" },
        secondaryCta: { label: "VPS на Windows", href: "/virtual-private-servers/on-windows/" },
        highlights: ["Виртуализация KVM", "Фильтрация DDoS до {claim:ddosVpsGbps} Гбит/с", "Снапшоты", "IPv4 + IPv6"],
      },
      {
        _type: "planTable",
        heading: "Тарифы VPS",
        intro: "Готовые тарифы с закреплёнными ресурсами. Чем длиннее срок, тем дешевле месяц.",
        productLine: "vps",
      },
      {
        _type: "featureGrid",
        heading: "Что входит в каждый VPS",
        items: [
          { icon: "cpu", title: "Закреплённые ресурсы", text: "vCPU и RAM без оверселлинга; ядра x86 работают на частоте от 3,5 ГГц." },
          { icon: "server", title: "Любая ОС", text: "Ubuntu, Debian, AlmaLinux, Rocky Linux, Windows Server или свой ISO через консоль VNC." },
          { icon: "shield", title: "Фильтрация DDoS", text: "Атаки до {claim:ddosVpsGbps} Гбит/с фильтруются до вашего сервера, без доплаты." },
          {
            icon: "backup",
            title: "Снапшоты и бэкапы",
            text: "Делайте снапшоты перед рискованными изменениями и отправляйте бэкапы в хранилище в другом дата-центре.",
          },
          { icon: "globe", title: "Пять локаций", text: "Франкфурт, Амстердам, Мадрид, Цюрих и Нью-Йорк; частная сеть между VPS в одной локации." },
          { icon: "code", title: "API и cloud-init", text: "Создавайте и масштабируйте серверы из скриптов, передавайте cloud-init при заказе." },
        ],
      },
      {
        _type: "comparison",
        heading: "VPS или выделенный сервер?",
        intro: "VPS готов за минуту и растёт вместе с вами; выделенный сервер даёт всю машину.",
        columns: ["VPS", "Выделенный сервер"],
        rows: [
          { label: "Готов через", values: ["Около минуты", "Рабочий день после теста {claim:serverTestHours} часов"] },
          { label: "Максимальный размер", values: ["{claim:vpsMaxVcpu} vCPU, {claim:vpsMaxRamGb} ГБ RAM", "До 16 ядер / 32 потоков, 128 ГБ ECC и больше"] },
          { label: "Смена тарифа", values: ["В личном кабинете, одна перезагрузка", "Замена железа инженерами"] },
          { label: "Снапшоты", values: ["Да", "Ваши средства резервного копирования"] },
        ],
      },
      trust.ru,
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
          {
            question: "Будете ли вы администрировать сервер?",
            answer:
              "Базовые тикеты по администрированию — установка софта, настройка файрвола, восстановление загрузки — наши инженеры выполняют в течение {claim:adminTicketHours} часов.",
          },
        ],
      },
      promo.ru,
    ],
  },
};

const dedicated: PageSource = {
  type: "productPage",
  productLine: "dedicated",
  en: {
    title: "Dedicated servers",
    lead: "Intel Xeon, AMD EPYC and Ryzen servers, each tested for {claim:serverTestHours} hours before delivery, with IPMI access and DDoS protection up to {claim:ddosHardwareGbps} Gbps.",
    seo: seo(
      "Dedicated servers: Xeon, EPYC, Ryzen in 7 countries — Hostward",
      "Rent a dedicated server on Intel Xeon, AMD EPYC or Ryzen in Europe, the USA, Ukraine or Russia. Tested 48 hours, IPMI, DDoS protection up to 250 Gbps.",
      ["dedicated server", "rent a server", "bare metal server", "AMD EPYC server", "Ryzen server"],
      "A dedicated server is a physical machine that belongs to you alone for the rental period: every core, every gigabyte of memory and all the disk bandwidth. It is the right choice for large databases, virtualisation, high-traffic sites, 1C and anything that needs consistent performance.\n\nHostward rents servers on Intel Xeon E3, AMD EPYC 7302 and AMD Ryzen 9 7950X in Frankfurt, Amsterdam, Madrid, Zurich, New York, Kyiv and Moscow. Each server is burn-in tested for 48 hours before delivery and comes with IPMI for remote console and reinstallation. Ports start at 100 Mbps and grow to 1 Gbps; hardware DDoS protection up to 250 Gbps is available as an option.",
    ),
    sections: [
      {
        _type: "hero",
        heading: "The whole machine is yours",
        text: "Choose a configuration, a location and an operating system; engineers test the server for {claim:serverTestHours} hours and hand it over with IPMI access.",
        primaryCta: { label: "See servers", href: "/dedicated-servers/#plans" },
        secondaryCta: { label: "Help me choose", href: "/contacts/" },
        highlights: ["Tested for {claim:serverTestHours} hours", "IPMI access", "Port up to {claim:portMaxGbps} Gbps", "7 countries"],
      },
      {
        _type: "planTable",
        heading: "Server configurations",
        intro: "Configurations in stock. Extra RAM, drives and IP subnets on request.",
        productLine: "dedicated",
      },
      {
        _type: "featureGrid",
        heading: "What comes with every server",
        items: [
          {
            icon: "cpu",
            title: "{claim:serverTestHours}-hour burn-in",
            text: "CPU, memory and disks run under full load for two days before the server is yours.",
          },
          { icon: "server", title: "IPMI", text: "Remote console, power control and ISO mounting, even when the operating system does not boot." },
          { icon: "shield", title: "DDoS protection", text: "Basic filtering included; hardware protection up to {claim:ddosHardwareGbps} Gbps as an option." },
          {
            icon: "globe",
            title: "Network",
            text: "{claim:portMbps} Mbps port included, upgradable to {claim:portMaxGbps} Gbps, on a backbone of up to {claim:networkGbps} Gbps.",
          },
          {
            icon: "support",
            title: "Hardware replacement",
            text: "Failed parts are replaced at our cost, usually within hours; remote hands on site around the clock.",
          },
          { icon: "lock", title: "Private VLAN", text: "Connect several servers and VPS in one location over a private network." },
        ],
      },
      {
        _type: "faq",
        heading: "Dedicated server questions",
        items: [
          {
            question: "How fast will I get my server?",
            answer:
              "Servers in stock are handed over within one working day after the {claim:serverTestHours}-hour test; custom configurations take three to five working days.",
          },
          {
            question: "Can I install my own operating system?",
            answer: "Yes. Choose Linux or Windows Server at order time, or install any system through IPMI from your own ISO.",
          },
          {
            question: "Which server should I choose?",
            answer:
              "Ryzen 9 7950X for the fastest single cores (1C, PHP, games), AMD EPYC 7302 for many cores and 128 GB ECC (virtualisation, databases), Xeon E3-1230 for a budget whole server.",
          },
          {
            question: "Do you help with administration?",
            answer: "Basic administration tickets are handled within {claim:adminTicketHours} hours; larger projects are quoted separately.",
          },
        ],
      },
      trust.en,
      promo.en,
    ],
  },
  ru: {
    title: "Выделенные серверы",
    lead: "Серверы на Intel Xeon, AMD EPYC и Ryzen, каждый проходит тест {claim:serverTestHours} часов перед выдачей, с доступом к IPMI и защитой от DDoS до {claim:ddosHardwareGbps} Гбит/с.",
    seo: seo(
      "Выделенные серверы Xeon, EPYC и Ryzen в 7 странах — Hostward",
      "Аренда выделенного сервера на Intel Xeon, AMD EPYC или Ryzen в Европе, США, Украине или России. Тест 48 часов, IPMI, защита от DDoS до 250 Гбит/с.",
      ["выделенный сервер", "аренда сервера", "dedicated сервер", "сервер AMD EPYC", "сервер Ryzen"],
      "Выделенный сервер — физическая машина, которая на время аренды принадлежит только вам: каждое ядро, каждый гигабайт памяти и вся пропускная способность дисков. Это правильный выбор для больших баз данных, виртуализации, посещаемых сайтов, 1С и всего, что требует стабильной производительности.\n\nHostward сдаёт в аренду серверы на Intel Xeon E3, AMD EPYC 7302 и AMD Ryzen 9 7950X во Франкфурте, Амстердаме, Мадриде, Цюрихе, Нью-Йорке, Киеве и Москве. Каждый сервер 48 часов тестируется под нагрузкой перед выдачей и поставляется с IPMI для удалённой консоли и переустановки. Порт от 100 Мбит/с с расширением до 1 Гбит/с; аппаратная защита от DDoS до 250 Гбит/с — как опция.",
    ),
    sections: [
      {
        _type: "hero",
        heading: "Вся машина — ваша",
        text: "Выберите конфигурацию, локацию и систему; инженеры протестируют сервер {claim:serverTestHours} часов и выдадут его с доступом к IPMI.",
        primaryCta: { label: "Смотреть серверы", href: "/dedicated-servers/#plans" },
        secondaryCta: { label: "Помогите выбрать", href: "/contacts/" },
        highlights: ["Тест {claim:serverTestHours} часов", "Доступ к IPMI", "Порт до {claim:portMaxGbps} Гбит/с", "7 стран"],
      },
      {
        _type: "planTable",
        heading: "Конфигурации серверов",
        intro: "Конфигурации в наличии. Дополнительная память, диски и подсети IP — по запросу.",
        productLine: "dedicated",
      },
      {
        _type: "featureGrid",
        heading: "Что получает каждый сервер",
        items: [
          {
            icon: "cpu",
            title: "Тест {claim:serverTestHours} часов",
            text: "Процессор, память и диски двое суток работают под полной нагрузкой, прежде чем сервер станет вашим.",
          },
          { icon: "server", title: "IPMI", text: "Удалённая консоль, управление питанием и подключение ISO, даже если система не загружается." },
          { icon: "shield", title: "Защита от DDoS", text: "Базовая фильтрация включена; аппаратная защита до {claim:ddosHardwareGbps} Гбит/с — опция." },
          {
            icon: "globe",
            title: "Сеть",
            text: "Порт {claim:portMbps} Мбит/с включён, расширяется до {claim:portMaxGbps} Гбит/с, магистраль до {claim:networkGbps} Гбит/с.",
          },
          {
            icon: "support",
            title: "Замена железа",
            text: "Неисправные детали меняем за свой счёт, обычно за несколько часов; инженеры на площадке круглосуточно.",
          },
          { icon: "lock", title: "Частный VLAN", text: "Соединяйте несколько серверов и VPS в одной локации частной сетью." },
        ],
      },
      {
        _type: "faq",
        heading: "Вопросы о выделенных серверах",
        items: [
          {
            question: "Как быстро я получу сервер?",
            answer:
              "Серверы в наличии выдаём в течение рабочего дня после теста {claim:serverTestHours} часов; индивидуальные конфигурации — за три–пять рабочих дней.",
          },
          {
            question: "Можно ли поставить свою операционную систему?",
            answer: "Да. Выберите Linux или Windows Server при заказе или установите любую систему через IPMI из своего ISO.",
          },
          {
            question: "Какой сервер выбрать?",
            answer:
              "Ryzen 9 7950X — самые быстрые ядра (1С, PHP, игры), AMD EPYC 7302 — много ядер и 128 ГБ ECC (виртуализация, базы), Xeon E3-1230 — недорогой целый сервер.",
          },
          {
            question: "Помогаете ли вы с администрированием?",
            answer: "Базовые тикеты по администрированию выполняем в течение {claim:adminTicketHours} часов; крупные проекты оцениваем отдельно.",
          },
        ],
      },
      trust.ru,
      promo.ru,
    ],
  },
};

const vpn: PageSource = {
  type: "productPage",
  productLine: "vpn",
  en: {
    title: "VPN with Single-Hop and Multi-Hop routes",
    lead: "WireGuard and OpenVPN on our own servers in five countries, no activity logs, and a {claim:vpnMoneyBackDays}-day money-back guarantee.",
    seo: seo(
      "No-logs VPN with Single-Hop and Multi-Hop — Hostward",
      "A no-logs VPN on Hostward's own servers in five countries. Single-Hop for speed, Multi-Hop for privacy, WireGuard and OpenVPN. 7-day money-back.",
      ["VPN", "multi-hop VPN", "double VPN", "WireGuard VPN", "no-logs VPN"],
      "Most VPN services rent servers from hosting providers. Hostward is the hosting provider: the VPN runs on our own hardware in Frankfurt, Amsterdam, Madrid, Zurich and New York, on our own network, so no third party sits between you and the exit.\n\nSingle-Hop sends your traffic through one server you choose — the fastest way to protect yourself on public Wi-Fi or reach content from another country. Multi-Hop chains two servers in different jurisdictions, so the entry server knows who you are but not where you go, and the exit server sees where you go but not who you are.\n\nWe do not log the sites you visit, your DNS queries or your traffic. If the VPN does not suit you, ask for a refund within 7 days of the first payment.",
    ),
    vpnModes: [
      {
        mode: "single-hop",
        title: "Single-Hop",
        planSlug: "vpn-single-hop",
        text: "Your traffic leaves through one server of your choice: the fastest option for streaming, downloads, gaming and everyday privacy on public Wi-Fi.",
        features: ["Exit servers in 5 countries", "WireGuard and OpenVPN", "Up to 5 devices at once", "Full speed of the server's port"],
      },
      {
        mode: "multi-hop",
        title: "Multi-Hop",
        planSlug: "vpn-multi-hop",
        text: "Traffic passes two servers in different countries, so neither sees both who you are and where you go. For journalists, researchers, activists and anyone who needs more than one tunnel.",
        features: ["Two servers in different jurisdictions", "Entry and exit chosen by you", "Up to 5 devices at once", "Encrypted twice between the hops"],
      },
    ],
    sections: [
      {
        _type: "hero",
        heading: "Private by design, fast by default",
        text: "Install the WireGuard app, scan the QR code from your account and you are connected. Switch between Single-Hop and Multi-Hop at any time.",
        primaryCta: { label: "Choose a mode", href: "/vpn/#plans" },
        secondaryCta: { label: "How to connect", href: "/help/connect-to-vpn/" },
        highlights: ["No activity logs", "WireGuard and OpenVPN", "{claim:vpnMoneyBackDays}-day money-back", "5 countries"],
      },
      {
        _type: "featureGrid",
        heading: "Built on our own network",
        items: [
          { icon: "lock", title: "No logs", text: "We do not store visited addresses, DNS queries or traffic; only the fact of an active subscription." },
          { icon: "speed", title: "WireGuard", text: "Modern cryptography, reconnects in milliseconds when you switch from Wi-Fi to mobile." },
          { icon: "server", title: "Our own servers", text: "VPN nodes run on Hostward hardware in Frankfurt, Amsterdam, Madrid, Zurich and New York." },
          { icon: "globe", title: "Private DNS", text: "DNS queries go through our resolvers inside the tunnel, with optional ad and tracker blocking." },
          { icon: "code", title: "Every platform", text: "Windows, macOS, Linux, iOS, Android and routers with OpenWrt or Keenetic." },
          {
            icon: "money",
            title: "{claim:vpnMoneyBackDays}-day money-back",
            text: "Not happy in the first {claim:vpnMoneyBackDays} days? We refund the payment, no questions asked.",
          },
        ],
      },
      {
        _type: "comparison",
        heading: "Single-Hop or Multi-Hop?",
        columns: ["Single-Hop", "Multi-Hop"],
        rows: [
          { label: "Servers on the route", values: ["One", "Two, in different countries"] },
          { label: "Speed", values: ["Highest", "Slightly lower, extra hop"] },
          { label: "Who can link you to your traffic", values: ["Only the exit server", "No single server"] },
          { label: "Best for", values: ["Streaming, public Wi-Fi, everyday use", "Sensitive work, research, journalism"] },
        ],
      },
      {
        _type: "faq",
        heading: "VPN questions",
        items: [
          {
            question: "What is the difference between Single-Hop and Multi-Hop?",
            answer:
              "Single-Hop sends traffic through one server and is faster. Multi-Hop chains two servers in different countries so that no single server knows both your address and your destination.",
          },
          {
            question: "Can I get my money back?",
            answer:
              "Yes, within {claim:vpnMoneyBackDays} days of the first payment. Write to billing from your account and we refund to the original payment method.",
          },
          { question: "How many devices can I connect?", answer: "Up to five devices at the same time on one subscription." },
          {
            question: "Is the VPN available everywhere?",
            answer: "The VPN can be ordered from most countries. Visitors from Russia need to sign in to see and order it.",
          },
        ],
      },
    ],
  },
  ru: {
    title: "VPN с маршрутами Single-Hop и Multi-Hop",
    lead: "WireGuard и OpenVPN на наших собственных серверах в пяти странах, без журналов активности и с возвратом денег в течение {claim:vpnMoneyBackDays} дней.",
    seo: seo(
      "VPN без логов: Single-Hop и Multi-Hop — Hostward",
      "VPN без логов на собственных серверах Hostward в пяти странах. Single-Hop для скорости, Multi-Hop для приватности, WireGuard и OpenVPN. Возврат 7 дней.",
      ["VPN", "multi-hop VPN", "двойной VPN", "WireGuard VPN", "VPN без логов"],
      "Большинство VPN-сервисов арендуют серверы у хостинг-провайдеров. Hostward и есть хостинг-провайдер: VPN работает на нашем железе во Франкфурте, Амстердаме, Мадриде, Цюрихе и Нью-Йорке, в нашей сети, поэтому между вами и выходным узлом нет третьих лиц.\n\nSingle-Hop направляет трафик через один выбранный вами сервер — самый быстрый способ защититься в публичном Wi-Fi или открыть контент другой страны. Multi-Hop соединяет два сервера в разных юрисдикциях: входной сервер знает, кто вы, но не знает, куда вы идёте, а выходной видит адрес назначения, но не знает вас.\n\nМы не храним посещённые сайты, DNS-запросы и трафик. Если VPN не подошёл, попросите возврат в течение 7 дней после первой оплаты.",
    ),
    vpnModes: [
      {
        mode: "single-hop",
        title: "Single-Hop",
        planSlug: "vpn-single-hop",
        text: "Трафик выходит через один сервер на ваш выбор: самый быстрый вариант для видео, загрузок, игр и защиты в публичных Wi-Fi.",
        features: ["Выходные серверы в 5 странах", "WireGuard и OpenVPN", "До 5 устройств одновременно", "Полная скорость порта сервера"],
      },
      {
        mode: "multi-hop",
        title: "Multi-Hop",
        planSlug: "vpn-multi-hop",
        text: "Трафик проходит через два сервера в разных странах, поэтому ни один из них не видит одновременно, кто вы и куда идёте. Для журналистов, исследователей, активистов и всех, кому мало одного туннеля.",
        features: ["Два сервера в разных юрисдикциях", "Вход и выход выбираете вы", "До 5 устройств одновременно", "Двойное шифрование между узлами"],
      },
    ],
    sections: [
      {
        _type: "hero",
        heading: "Приватность по умолчанию и высокая скорость",
        text: "Установите приложение WireGuard, отсканируйте QR-код из личного кабинета — и вы подключены. Переключайтесь между Single-Hop и Multi-Hop в любой момент.",
        primaryCta: { label: "Выбрать режим", href: "/vpn/#plans" },
        secondaryCta: { label: "Как подключиться", href: "/help/connect-to-vpn/" },
        highlights: ["Без журналов активности", "WireGuard и OpenVPN", "Возврат {claim:vpnMoneyBackDays} дней", "5 стран"],
      },
      {
        _type: "featureGrid",
        heading: "На собственной сети",
        items: [
          { icon: "lock", title: "Без логов", text: "Мы не храним посещённые адреса, DNS-запросы и трафик — только факт действующей подписки." },
          { icon: "speed", title: "WireGuard", text: "Современная криптография, переподключение за миллисекунды при переходе с Wi-Fi на мобильную сеть." },
          { icon: "server", title: "Свои серверы", text: "Узлы VPN работают на железе Hostward во Франкфурте, Амстердаме, Мадриде, Цюрихе и Нью-Йорке." },
          { icon: "globe", title: "Приватный DNS", text: "DNS-запросы идут через наши резолверы внутри туннеля, с блокировкой рекламы и трекеров по желанию." },
          { icon: "code", title: "Все платформы", text: "Windows, macOS, Linux, iOS, Android и роутеры на OpenWrt или Keenetic." },
          {
            icon: "money",
            title: "Возврат {claim:vpnMoneyBackDays} дней",
            text: "Не подошло в первые {claim:vpnMoneyBackDays} дней? Вернём деньги без вопросов.",
          },
        ],
      },
      {
        _type: "comparison",
        heading: "Single-Hop или Multi-Hop?",
        columns: ["Single-Hop", "Multi-Hop"],
        rows: [
          { label: "Серверов на маршруте", values: ["Один", "Два, в разных странах"] },
          { label: "Скорость", values: ["Максимальная", "Чуть ниже из-за дополнительного узла"] },
          { label: "Кто может связать вас с трафиком", values: ["Только выходной сервер", "Ни один сервер в отдельности"] },
          { label: "Подходит для", values: ["Видео, публичного Wi-Fi, каждого дня", "Чувствительной работы, исследований, журналистики"] },
        ],
      },
      {
        _type: "faq",
        heading: "Вопросы о VPN",
        items: [
          {
            question: "Чем Single-Hop отличается от Multi-Hop?",
            answer:
              "Single-Hop пропускает трафик через один сервер и работает быстрее. Multi-Hop соединяет два сервера в разных странах, чтобы ни один сервер не знал одновременно ваш адрес и адрес назначения.",
          },
          {
            question: "Можно ли вернуть деньги?",
            answer:
              "Да, в течение {claim:vpnMoneyBackDays} дней после первой оплаты. Напишите в отдел биллинга из личного кабинета — вернём деньги тем же способом оплаты.",
          },
          { question: "Сколько устройств можно подключить?", answer: "До пяти устройств одновременно на одной подписке." },
          {
            question: "VPN доступен везде?",
            answer: "VPN можно заказать из большинства стран. Посетителям из России нужно войти в аккаунт, чтобы увидеть и заказать его.",
          },
        ],
      },
    ],
  },
};

const s3: PageSource = {
  type: "productPage",
  productLine: "s3",
  en: {
    title: "S3-compatible object storage",
    lead: "Store backups, media and static files behind an S3 API that works with rclone, restic, Veeam and every AWS SDK, in Frankfurt or Amsterdam.",
    seo: seo(
      "S3-compatible object storage in the EU — Hostward",
      "S3-compatible object storage in Germany and the Netherlands. Works with rclone, restic, Veeam and AWS SDKs. Buckets, policies and versioning.",
      ["S3 storage", "object storage", "S3 compatible", "S3 hosting Europe"],
      "Object storage keeps files as objects in buckets and serves them over HTTP through the S3 API — the same API as Amazon S3. Applications, backup tools and static site generators that speak S3 work with Hostward storage by changing the endpoint and keys.\n\nStorage runs in our Frankfurt and Amsterdam data centres under EU law, on erasure-coded disks that survive the loss of whole servers. Use it for backups from restic, Veeam or Proxmox, for user uploads of your application, or for media served to a CDN.",
    ),
    sections: [
      {
        _type: "hero",
        heading: "Your own S3, in the EU",
        text: "Create a bucket, generate keys and point rclone, restic or your application at our endpoint. Data stays in Germany or the Netherlands.",
        primaryCta: { label: "See plans", href: "/s3-storage/#plans" },
        secondaryCta: { label: "Connect with AWS CLI", href: "/help/s3-storage-aws-cli/" },
        highlights: ["S3 API", "EU data centres", "Versioning", "Bucket policies"],
      },
      { _type: "planTable", heading: "Storage plans", intro: "Fixed volume per plan; upgrade when you need more space.", productLine: "s3" },
      {
        _type: "featureGrid",
        heading: "Works with your tools",
        items: [
          { icon: "code", title: "S3 API", text: "Buckets, multipart uploads, presigned URLs and lifecycle rules, compatible with AWS SDKs and the AWS CLI." },
          { icon: "backup", title: "Backups", text: "restic, Borg via rclone, Veeam, Proxmox Backup Server and Duplicati write straight to a bucket." },
          {
            icon: "lock",
            title: "Policies and versioning",
            text: "Restrict access per key and bucket, keep old versions of objects to survive accidental deletes.",
          },
          { icon: "server", title: "Erasure coding", text: "Objects are split across servers so the loss of a disk or a whole node does not lose data." },
        ],
      },
      {
        _type: "faq",
        heading: "S3 storage questions",
        items: [
          {
            question: "Is it really compatible with Amazon S3?",
            answer:
              "Yes for the common API: buckets, objects, multipart uploads, presigned URLs, versioning and bucket policies. Amazon-specific services such as Glacier classes are not available.",
          },
          {
            question: "Where is the data stored?",
            answer: "In Frankfurt (Germany) or Amsterdam (the Netherlands), chosen when you order; data does not leave the EU.",
          },
          {
            question: "Can I host a static website from a bucket?",
            answer: "Yes. Make the bucket public for reading and serve it through your CDN or a reverse proxy with your domain.",
          },
        ],
      },
      trust.en,
    ],
  },
  ru: {
    title: "S3-совместимое объектное хранилище",
    lead: "Храните бэкапы, медиа и статику за S3 API, который работает с rclone, restic, Veeam и любым AWS SDK, во Франкфурте или Амстердаме.",
    seo: seo(
      "S3-совместимое объектное хранилище в ЕС — Hostward",
      "S3-совместимое объектное хранилище в Германии и Нидерландах. Работает с rclone, restic, Veeam и AWS SDK. Бакеты, политики и версионирование.",
      ["S3-хранилище", "объектное хранилище", "S3 совместимое", "S3 в Европе"],
      "Объектное хранилище держит файлы как объекты в бакетах и отдаёт их по HTTP через S3 API — тот же API, что у Amazon S3. Приложения, программы резервного копирования и генераторы статических сайтов, которые умеют S3, работают с хранилищем Hostward после смены адреса и ключей.\n\nХранилище работает в наших дата-центрах во Франкфурте и Амстердаме под законодательством ЕС, на дисках с избыточным кодированием, которое переживает потерю целых серверов. Используйте его для бэкапов из restic, Veeam или Proxmox, для пользовательских загрузок приложения или медиа, которые отдаёт CDN.",
    ),
    sections: [
      {
        _type: "hero",
        heading: "Свой S3 в Евросоюзе",
        text: "Создайте бакет, получите ключи и направьте rclone, restic или приложение на наш адрес. Данные остаются в Германии или Нидерландах.",
        primaryCta: { label: "Смотреть тарифы", href: "/s3-storage/#plans" },
        secondaryCta: { label: "Подключение через AWS CLI", href: "/help/s3-storage-aws-cli/" },
        highlights: ["S3 API", "Дата-центры ЕС", "Версионирование", "Политики бакетов"],
      },
      {
        _type: "planTable",
        heading: "Тарифы хранилища",
        intro: "Фиксированный объём на тариф; увеличьте его, когда понадобится больше места.",
        productLine: "s3",
      },
      {
        _type: "featureGrid",
        heading: "Работает с вашими инструментами",
        items: [
          {
            icon: "code",
            title: "S3 API",
            text: "Бакеты, многочастная загрузка, подписанные ссылки и правила жизненного цикла, совместимо с AWS SDK и AWS CLI.",
          },
          { icon: "backup", title: "Бэкапы", text: "restic, Borg через rclone, Veeam, Proxmox Backup Server и Duplicati пишут прямо в бакет." },
          {
            icon: "lock",
            title: "Политики и версии",
            text: "Ограничивайте доступ по ключам и бакетам, храните старые версии объектов на случай случайного удаления.",
          },
          {
            icon: "server",
            title: "Избыточное кодирование",
            text: "Объекты распределяются по серверам, поэтому потеря диска или целого узла не приводит к потере данных.",
          },
        ],
      },
      {
        _type: "faq",
        heading: "Вопросы об S3-хранилище",
        items: [
          {
            question: "Оно действительно совместимо с Amazon S3?",
            answer:
              "Да, в части основного API: бакеты, объекты, многочастная загрузка, подписанные ссылки, версионирование и политики бакетов. Специфичных сервисов Amazon, таких как классы Glacier, нет.",
          },
          { question: "Где хранятся данные?", answer: "Во Франкфурте (Германия) или Амстердаме (Нидерланды) — выбирается при заказе; данные не покидают ЕС." },
          {
            question: "Можно ли разместить статический сайт в бакете?",
            answer: "Да. Откройте бакет на чтение и отдавайте его через свой CDN или обратный прокси со своим доменом.",
          },
        ],
      },
      trust.ru,
    ],
  },
};

const backup: PageSource = {
  type: "productPage",
  productLine: "backup",
  en: {
    title: "Backup storage over FTP and SFTP",
    lead: "A separate disk for your backups, reachable over FTP, FTPS and SFTP from any server, in a different data centre from your data.",
    seo: seo(
      "FTP and SFTP backup storage apart from your servers — Hostward",
      "Backup storage over FTP, FTPS and SFTP in Germany and the Netherlands, separate from your servers. Works with control panels, rsync and Borg. From 100 GB.",
      ["backup storage", "FTP backup", "SFTP storage", "offsite backup"],
      "Backups on the same server as the data are not backups: a disk failure, a ransomware attack or a mistaken rm -rf takes both. Backup storage is a separate volume in a different data centre that your servers write to over FTP, FTPS or SFTP.\n\nControl panels such as FASTPANEL, ISPmanager, Plesk and cPanel can send scheduled backups to it out of the box; from the command line use rsync, Borg or restic over SFTP. Storage is available in Frankfurt and Amsterdam, in 100 GB and 500 GB volumes.",
    ),
    sections: [
      {
        _type: "hero",
        heading: "Backups that survive the server",
        text: "Keep copies away from production: a separate volume in another data centre, reachable only with your credentials.",
        primaryCta: { label: "See plans", href: "/backup-storage/#plans" },
        secondaryCta: { label: "Restore from backup storage", href: "/help/restore-from-backup-storage/" },
        highlights: ["FTP, FTPS, SFTP", "Separate data centre", "rsync and Borg", "From 100 GB"],
      },
      { _type: "planTable", heading: "Backup storage plans", intro: "Choose the volume; the location is set when you order.", productLine: "backup" },
      {
        _type: "featureGrid",
        heading: "How customers use it",
        items: [
          { icon: "server", title: "Panel backups", text: "FASTPANEL, ISPmanager, Plesk and cPanel send scheduled backups over FTP without scripts." },
          { icon: "code", title: "rsync, Borg, restic", text: "Incremental, deduplicated backups over SFTP with your SSH key." },
          { icon: "lock", title: "Access control", text: "Allow connections only from your servers' IP addresses; FTPS and SFTP encrypt the transfer." },
          { icon: "backup", title: "Another data centre", text: "Order storage in Amsterdam for servers in Frankfurt, or the other way round." },
        ],
      },
      {
        _type: "faq",
        heading: "Backup storage questions",
        items: [
          {
            question: "What is the difference from S3 storage?",
            answer:
              "Backup storage is a file volume over FTP and SFTP, ideal for panels and rsync. S3 storage is object storage with an API, better for applications and tools that speak S3.",
          },
          {
            question: "Can I use it from a server at another provider?",
            answer: "Yes. Any server on the internet can connect with your credentials; restrict access by IP address for safety.",
          },
          {
            question: "Do you back up the backup storage?",
            answer: "The volume runs on redundant RAID, but it is a single copy; for critical data keep a second copy in S3 or another location.",
          },
        ],
      },
      trust.en,
    ],
  },
  ru: {
    title: "Хранилище для бэкапов по FTP и SFTP",
    lead: "Отдельный диск для резервных копий, доступный по FTP, FTPS и SFTP с любого сервера, в другом дата-центре, чем ваши данные.",
    seo: seo(
      "FTP- и SFTP-хранилище для бэкапов отдельно от серверов — Hostward",
      "Хранилище для бэкапов по FTP, FTPS и SFTP в Германии и Нидерландах отдельно от ваших серверов. Работает с панелями, rsync и Borg. От 100 ГБ.",
      ["хранилище для бэкапов", "FTP для бэкапов", "SFTP хранилище", "удалённый бэкап"],
      "Бэкап на том же сервере, что и данные, — не бэкап: отказ диска, шифровальщик или ошибочный rm -rf уничтожат и то и другое. Хранилище для бэкапов — отдельный том в другом дата-центре, куда ваши серверы пишут по FTP, FTPS или SFTP.\n\nПанели FASTPANEL, ISPmanager, Plesk и cPanel умеют отправлять туда бэкапы по расписанию из коробки; из командной строки используйте rsync, Borg или restic по SFTP. Хранилище доступно во Франкфурте и Амстердаме, объёмом 100 ГБ и 500 ГБ.",
    ),
    sections: [
      {
        _type: "hero",
        heading: "Бэкапы, которые переживут сервер",
        text: "Храните копии отдельно от рабочих серверов: отдельный том в другом дата-центре, доступный только с вашими учётными данными.",
        primaryCta: { label: "Смотреть тарифы", href: "/backup-storage/#plans" },
        secondaryCta: { label: "Восстановление из хранилища", href: "/help/restore-from-backup-storage/" },
        highlights: ["FTP, FTPS, SFTP", "Отдельный дата-центр", "rsync и Borg", "От 100 ГБ"],
      },
      { _type: "planTable", heading: "Тарифы хранилища для бэкапов", intro: "Выберите объём; локация задаётся при заказе.", productLine: "backup" },
      {
        _type: "featureGrid",
        heading: "Как его используют клиенты",
        items: [
          { icon: "server", title: "Бэкапы из панели", text: "FASTPANEL, ISPmanager, Plesk и cPanel отправляют бэкапы по FTP по расписанию без скриптов." },
          { icon: "code", title: "rsync, Borg, restic", text: "Инкрементные бэкапы с дедупликацией по SFTP с вашим SSH-ключом." },
          { icon: "lock", title: "Контроль доступа", text: "Разрешите подключения только с IP-адресов ваших серверов; FTPS и SFTP шифруют передачу." },
          { icon: "backup", title: "Другой дата-центр", text: "Закажите хранилище в Амстердаме для серверов во Франкфурте или наоборот." },
        ],
      },
      {
        _type: "faq",
        heading: "Вопросы о хранилище для бэкапов",
        items: [
          {
            question: "Чем оно отличается от S3-хранилища?",
            answer:
              "Хранилище для бэкапов — файловый том по FTP и SFTP, идеальный для панелей и rsync. S3 — объектное хранилище с API, лучше для приложений и инструментов, умеющих S3.",
          },
          {
            question: "Можно ли пользоваться им с сервера у другого провайдера?",
            answer: "Да. Подключиться может любой сервер в интернете с вашими учётными данными; для безопасности ограничьте доступ по IP.",
          },
          {
            question: "Вы делаете бэкап хранилища для бэкапов?",
            answer: "Том работает на избыточном RAID, но это одна копия; для критичных данных держите вторую копию в S3 или другой локации.",
          },
        ],
      },
      trust.ru,
    ],
  },
};

// ——— Info pages ———
const api: PageSource = {
  type: "infoPage",
  kind: "api",
  en: {
    title: "Hostward API",
    lead: "Automate servers, DNS and billing over a REST API with tokens scoped per project: everything you do in the account, from a script.",
    seo: seo(
      "Hosting REST API for VPS, DNS and billing — Hostward",
      "Create and manage VPS, DNS records, orders and invoices over the Hostward REST API with project-scoped tokens. JSON over HTTPS, examples in curl.",
      ["hosting API", "VPS API", "DNS API", "REST API"],
      "The Hostward API is a JSON REST API over HTTPS. It covers the same operations as the account: ordering and resizing VPS, reinstalling an operating system, taking snapshots, managing DNS zones and records, reading invoices and topping up the balance. Tokens are created in the account and scoped to a project, so a CI pipeline can manage its own servers without access to the rest of your account.",
    ),
    sections: [
      {
        _type: "hero",
        heading: "Infrastructure as code, on our hardware",
        text: "Create a token in the account, choose its project and permissions, and call the API with curl, Terraform or your own code.",
        primaryCta: { label: "Create a token", href: "/auth/login/" },
        secondaryCta: { label: "Contact us about integrations", href: "/contacts/" },
        highlights: ["REST + JSON", "Project-scoped tokens", "Rate limits per token", "Webhooks"],
      },
      {
        _type: "featureGrid",
        heading: "What you can automate",
        items: [
          {
            icon: "server",
            title: "Servers",
            text: "Create, resize, reinstall, reboot and snapshot VPS; read the status of dedicated servers and use IPMI power actions.",
          },
          { icon: "globe", title: "DNS", text: "Create zones, add and update records for domains served by our name servers — handy for ACME DNS challenges." },
          { icon: "money", title: "Billing", text: "Read invoices, transactions and balance, renew orders and top up from a saved card." },
          {
            icon: "lock",
            title: "Tokens and scopes",
            text: "Read-only or read-write tokens per project; revoke a token in one click without touching others.",
          },
        ],
      },
      {
        _type: "richText",
        heading: "A first call",
        body: [
          p("Every request carries the token in the `Authorization` header. Responses are JSON; errors have an HTTP status and a `detail` message."),
          p("List your servers:"),
          code("bash", `curl -H "Authorization: Bearer $HOSTWARD_TOKEN" https://api.${COMPANY_DOMAIN}/v1/servers/`),
          h3("Limits"),
          ul(
            "Up to 60 requests per minute per token; a 429 response tells you when to retry.",
            "Long operations (reinstall, resize) return a task id that you poll or receive by webhook.",
            "The API is versioned in the path; old versions stay available for at least 12 months after a new one.",
          ),
        ],
      },
      {
        _type: "faq",
        heading: "API questions",
        items: [
          {
            question: "Is there a Terraform provider?",
            answer: "Not yet an official one; the API is simple enough to use with the generic REST provider, and an official provider is on our roadmap.",
          },
          {
            question: "Can a token order new services?",
            answer: "Yes, if it has the billing scope; orders are paid from the account balance, so set a balance limit you are comfortable with.",
          },
          {
            question: "Is the API available for web hosting?",
            answer: "Hosting accounts are managed in the control panel; the API covers VPS, dedicated servers, DNS and billing.",
          },
        ],
      },
    ],
  },
  ru: {
    title: "API Hostward",
    lead: "Автоматизируйте серверы, DNS и биллинг через REST API с токенами на уровне проекта: всё, что вы делаете в личном кабинете, — из скрипта.",
    seo: seo(
      "REST API хостинга для VPS, DNS и биллинга — Hostward",
      "Создавайте и управляйте VPS, DNS-записями, заказами и счетами через REST API Hostward с токенами проекта. JSON по HTTPS, примеры на curl.",
      ["API хостинга", "API VPS", "API DNS", "REST API"],
      "API Hostward — REST API на JSON поверх HTTPS. Он покрывает те же операции, что и личный кабинет: заказ и изменение VPS, переустановку системы, снапшоты, управление DNS-зонами и записями, получение счетов и пополнение баланса. Токены создаются в личном кабинете и привязываются к проекту, поэтому CI может управлять своими серверами без доступа к остальному аккаунту.",
    ),
    sections: [
      {
        _type: "hero",
        heading: "Инфраструктура как код на нашем железе",
        text: "Создайте токен в личном кабинете, выберите проект и права и вызывайте API через curl, Terraform или свой код.",
        primaryCta: { label: "Создать токен", href: "/auth/login/" },
        secondaryCta: { label: "Обсудить интеграцию", href: "/contacts/" },
        highlights: ["REST + JSON", "Токены на проект", "Лимиты на токен", "Вебхуки"],
      },
      {
        _type: "featureGrid",
        heading: "Что можно автоматизировать",
        items: [
          {
            icon: "server",
            title: "Серверы",
            text: "Создавайте, масштабируйте, переустанавливайте, перезагружайте VPS и делайте снапшоты; смотрите статус выделенных серверов и управляйте питанием через IPMI.",
          },
          { icon: "globe", title: "DNS", text: "Создавайте зоны, добавляйте и меняйте записи доменов на наших NS — удобно для DNS-проверок ACME." },
          { icon: "money", title: "Биллинг", text: "Получайте счета, транзакции и баланс, продлевайте заказы и пополняйте баланс с сохранённой карты." },
          { icon: "lock", title: "Токены и права", text: "Токены только для чтения или для записи на проект; отзыв одного токена не затрагивает другие." },
        ],
      },
      {
        _type: "richText",
        heading: "Первый запрос",
        body: [
          p("Каждый запрос передаёт токен в заголовке `Authorization`. Ответы — JSON; у ошибок есть HTTP-статус и сообщение `detail`."),
          p("Список серверов:"),
          code("bash", `curl -H "Authorization: Bearer $HOSTWARD_TOKEN" https://api.${COMPANY_DOMAIN}/v1/servers/`),
          h3("Ограничения"),
          ul(
            "До 60 запросов в минуту на токен; ответ 429 сообщает, когда повторить.",
            "Долгие операции (переустановка, смена тарифа) возвращают id задачи, который можно опрашивать или получить вебхуком.",
            "Версия API указана в пути; старые версии доступны не меньше 12 месяцев после выхода новой.",
          ),
        ],
      },
      {
        _type: "faq",
        heading: "Вопросы об API",
        items: [
          {
            question: "Есть ли провайдер для Terraform?",
            answer: "Официального пока нет; API достаточно прост для универсального REST-провайдера, а официальный провайдер в наших планах.",
          },
          {
            question: "Может ли токен заказывать новые услуги?",
            answer: "Да, если у него есть право на биллинг; заказы оплачиваются с баланса, поэтому держите на нём комфортную для вас сумму.",
          },
          {
            question: "Доступен ли API для хостинга?",
            answer: "Аккаунты хостинга управляются в панели; API покрывает VPS, выделенные серверы, DNS и биллинг.",
          },
        ],
      },
    ],
  },
};

const services: PageSource = {
  type: "infoPage",
  kind: "services",
  en: {
    title: "Services",
    lead: "Everything we run for you, from a single site to a rack of servers, and the work our engineers do on top of it.",
    seo: seo(
      "All Hostward services: hosting, servers, VPN, storage, admin",
      "Web hosting, VPS, dedicated servers, VPN, S3 and backup storage, server administration, migration, DDoS protection and the partner program.",
      ["hosting services", "server administration", "site migration", "partner program"],
    ),
    sections: [
      {
        _type: "featureGrid",
        heading: "Products",
        items: [
          { icon: "server", title: "Web hosting", text: "NVMe hosting with free SSL and daily backups in seven countries." },
          { icon: "cpu", title: "VPS", text: "KVM servers up to {claim:vpsMaxVcpu} vCPU and {claim:vpsMaxRamGb} GB RAM, with a {claim:vpsTestDays}-day test." },
          { icon: "server", title: "Dedicated servers", text: "Xeon, EPYC and Ryzen, tested for {claim:serverTestHours} hours before delivery." },
          { icon: "lock", title: "VPN", text: "Single-Hop and Multi-Hop with a {claim:vpnMoneyBackDays}-day money-back guarantee." },
          { icon: "backup", title: "Backup and S3 storage", text: "FTP/SFTP volumes and S3 buckets in Frankfurt and Amsterdam." },
          { icon: "code", title: "API", text: "Automate servers, DNS and billing with project-scoped tokens." },
        ],
      },
      {
        _type: "featureGrid",
        heading: "Work our engineers do",
        items: [
          {
            icon: "support",
            title: "Server administration",
            text: "Basic administration tickets — software installs, firewall rules, mail and DNS fixes — are handled within {claim:adminTicketHours} hours. They have the lowest priority in the queue, after incidents.",
          },
          {
            icon: "globe",
            title: "Free migration",
            text: "We move sites, databases and mail from your current host to our hosting or a VPS, and check them before DNS changes.",
          },
          {
            icon: "shield",
            title: "DDoS protection",
            text: "Included up to {claim:ddosVpsGbps} Gbps on every VPS; hardware protection up to {claim:ddosHardwareGbps} Gbps for servers under attack.",
          },
          {
            icon: "speed",
            title: "Port upgrades",
            text: "Ports from {claim:portMbps} Mbps to {claim:portMaxGbps} Gbps on a backbone of up to {claim:networkGbps} Gbps.",
          },
        ],
      },
      {
        _type: "featureGrid",
        heading: "Programmes",
        items: [
          {
            icon: "money",
            title: "Partner program",
            text: "Recommend us and receive up to {claim:partnerCashbackPercent}% of your referrals' payments, paid to your balance.",
          },
          {
            icon: "money",
            title: "New-customer discount",
            text: "{claim:newCustomerDiscountPercent}% off the first {claim:newCustomerDiscountMonths} months with a promo code sent by e-mail.",
          },
          {
            icon: "support",
            title: "Reviews",
            text: "Write an honest review about us and receive {claim:reviewBonusEur} EUR to your balance ({claim:reviewBonusRuEur} EUR for reviews in Russian).",
          },
        ],
      },
      {
        _type: "cta",
        heading: "Not sure what you need?",
        text: "Describe your project and our engineers suggest a configuration and a location.",
        button: { label: "Write to sales", href: "/contacts/" },
      },
    ],
  },
  ru: {
    title: "Услуги",
    lead: "Всё, что мы делаем для вас, — от одного сайта до стойки серверов, и работа наших инженеров поверх этого.",
    seo: seo(
      "Услуги Hostward: хостинг, серверы, VPN, S3, администрирование",
      "Хостинг, VPS, выделенные серверы, VPN, S3 и хранилище бэкапов, администрирование серверов, перенос сайтов, защита от DDoS и партнёрская программа.",
      ["услуги хостинга", "администрирование серверов", "перенос сайта", "партнёрская программа"],
    ),
    sections: [
      {
        _type: "featureGrid",
        heading: "Продукты",
        items: [
          { icon: "server", title: "Хостинг", text: "Хостинг на NVMe с бесплатным SSL и ежедневными бэкапами в семи странах." },
          { icon: "cpu", title: "VPS", text: "Серверы KVM до {claim:vpsMaxVcpu} vCPU и {claim:vpsMaxRamGb} ГБ RAM с тестом {claim:vpsTestDays} дня." },
          { icon: "server", title: "Выделенные серверы", text: "Xeon, EPYC и Ryzen с тестом {claim:serverTestHours} часов перед выдачей." },
          { icon: "lock", title: "VPN", text: "Single-Hop и Multi-Hop с возвратом денег в течение {claim:vpnMoneyBackDays} дней." },
          { icon: "backup", title: "Хранилища для бэкапов и S3", text: "Тома FTP/SFTP и бакеты S3 во Франкфурте и Амстердаме." },
          { icon: "code", title: "API", text: "Автоматизация серверов, DNS и биллинга с токенами на проект." },
        ],
      },
      {
        _type: "featureGrid",
        heading: "Работа наших инженеров",
        items: [
          {
            icon: "support",
            title: "Администрирование серверов",
            text: "Базовые тикеты — установка софта, правила файрвола, исправление почты и DNS — выполняем в течение {claim:adminTicketHours} часов. У них самый низкий приоритет в очереди, после инцидентов.",
          },
          {
            icon: "globe",
            title: "Бесплатный перенос",
            text: "Переносим сайты, базы и почту с текущего хостинга на наш хостинг или VPS и проверяем их до смены DNS.",
          },
          {
            icon: "shield",
            title: "Защита от DDoS",
            text: "Включена до {claim:ddosVpsGbps} Гбит/с на каждом VPS; аппаратная защита до {claim:ddosHardwareGbps} Гбит/с для серверов под атакой.",
          },
          {
            icon: "speed",
            title: "Расширение порта",
            text: "Порт от {claim:portMbps} Мбит/с до {claim:portMaxGbps} Гбит/с на магистрали до {claim:networkGbps} Гбит/с.",
          },
        ],
      },
      {
        _type: "featureGrid",
        heading: "Программы",
        items: [
          {
            icon: "money",
            title: "Партнёрская программа",
            text: "Рекомендуйте нас и получайте до {claim:partnerCashbackPercent}% с платежей приглашённых клиентов на баланс.",
          },
          {
            icon: "money",
            title: "Скидка новым клиентам",
            text: "{claim:newCustomerDiscountPercent}% на первые {claim:newCustomerDiscountMonths} месяца по промокоду из письма.",
          },
          {
            icon: "support",
            title: "Отзывы",
            text: "Напишите честный отзыв о нас и получите {claim:reviewBonusRuEur} EUR на баланс за отзыв на русском ({claim:reviewBonusEur} EUR — на других языках).",
          },
        ],
      },
      {
        _type: "cta",
        heading: "Не знаете, что выбрать?",
        text: "Опишите проект, и инженеры предложат конфигурацию и локацию.",
        button: { label: "Написать в отдел продаж", href: "/contacts/" },
      },
    ],
  },
};

const contacts: PageSource = {
  type: "infoPage",
  kind: "contacts",
  en: {
    title: "Contacts",
    lead: "Engineers answer tickets and chat around the clock; sales, billing and the legal team reply on working days, usually within a few hours.",
    seo: seo(
      "Contact Hostward: support, sales, billing and abuse",
      "Write to Hostward support, sales, billing or abuse. Tickets and chat 24/7, company details, postal address and the contact form.",
      ["Hostward contacts", "hosting support", "contact hosting provider"],
    ),
    contactSubjects: [
      { value: "sales", label: "Sales: plans, custom servers, quotes" },
      { value: "support", label: "Technical support" },
      { value: "billing", label: "Billing, invoices and refunds" },
      { value: "abuse", label: "Report abuse (spam, phishing, copyright)" },
      { value: "partnership", label: "Partnership and resellers" },
    ],
    sections: [
      {
        _type: "featureGrid",
        heading: "Who to write to",
        items: [
          {
            icon: "support",
            title: "Customers: open a ticket",
            text: "If you have an account, a ticket from the account is the fastest way: we see your services and answer 24/7.",
          },
          {
            icon: "money",
            title: "Sales and billing",
            text: "Questions about plans, custom configurations, corporate invoices and refunds: choose the subject in the form below.",
          },
          {
            icon: "shield",
            title: "Abuse",
            text: "Spam, phishing, malware or copyright complaints about addresses in our network: include the IP, time and evidence; we react within 24 hours.",
          },
          { icon: "globe", title: "Partners", text: "Resellers, agencies and integrators: tell us about your customers and volumes." },
        ],
      },
      {
        _type: "faq",
        heading: "Before you write",
        items: [
          {
            question: "How fast do you answer?",
            answer:
              "Technical support answers around the clock, usually within 15 minutes for incidents. Basic administration requests are handled within {claim:adminTicketHours} hours; sales and billing answer on working days.",
          },
          {
            question: "Can I call you?",
            answer:
              "Sales can be reached by phone on working days. Technical issues are handled in tickets, so engineers can see your services and keep a record.",
          },
          {
            question: "Where do I send legal requests?",
            answer:
              "Use the form with the subject Billing or Abuse, or send a letter to the postal address above; requests from authorities are answered under the law of the country where the server stands.",
          },
        ],
      },
    ],
  },
  ru: {
    title: "Контакты",
    lead: "Инженеры отвечают в тикетах и чате круглосуточно; отдел продаж, биллинг и юристы — в рабочие дни, обычно в течение нескольких часов.",
    seo: seo(
      "Контакты Hostward: поддержка, продажи, биллинг и abuse",
      "Напишите в поддержку, отдел продаж, биллинг или abuse Hostward. Тикеты и чат 24/7, реквизиты, почтовый адрес и форма обратной связи.",
      ["контакты Hostward", "поддержка хостинга", "связаться с хостинг-провайдером"],
    ),
    contactSubjects: [
      { value: "sales", label: "Отдел продаж: тарифы, индивидуальные серверы, расчёт" },
      { value: "support", label: "Техническая поддержка" },
      { value: "billing", label: "Оплата, счета и возвраты" },
      { value: "abuse", label: "Сообщить о нарушении (спам, фишинг, авторские права)" },
      { value: "partnership", label: "Сотрудничество и реселлеры" },
    ],
    sections: [
      {
        _type: "featureGrid",
        heading: "Куда писать",
        items: [
          {
            icon: "support",
            title: "Клиентам: тикет",
            text: "Если у вас есть аккаунт, тикет из личного кабинета — самый быстрый путь: мы видим ваши услуги и отвечаем 24/7.",
          },
          {
            icon: "money",
            title: "Продажи и биллинг",
            text: "Вопросы о тарифах, индивидуальных конфигурациях, счетах для юрлиц и возвратах — выберите тему в форме ниже.",
          },
          {
            icon: "shield",
            title: "Жалобы (abuse)",
            text: "Жалобы на спам, фишинг, вредоносный код или нарушение авторских прав с адресов нашей сети: укажите IP, время и доказательства; реагируем в течение 24 часов.",
          },
          { icon: "globe", title: "Партнёрам", text: "Реселлерам, агентствам и интеграторам: расскажите о своих клиентах и объёмах." },
        ],
      },
      {
        _type: "faq",
        heading: "Прежде чем написать",
        items: [
          {
            question: "Как быстро вы отвечаете?",
            answer:
              "Техническая поддержка отвечает круглосуточно, по инцидентам обычно в течение 15 минут. Базовое администрирование — в течение {claim:adminTicketHours} часов; продажи и биллинг отвечают в рабочие дни.",
          },
          {
            question: "Можно ли позвонить?",
            answer: "Отдел продаж доступен по телефону в рабочие дни. Технические вопросы решаются в тикетах, чтобы инженеры видели ваши услуги и историю.",
          },
          {
            question: "Куда направлять юридические запросы?",
            answer:
              "Используйте форму с темой «Оплата» или «Нарушение» либо отправьте письмо на почтовый адрес выше; на запросы органов мы отвечаем по закону страны, где стоит сервер.",
          },
        ],
      },
    ],
  },
};

const newsIndex: PageSource = {
  type: "infoPage",
  kind: "news",
  en: {
    title: "News",
    lead: "New locations, products, price changes and maintenance that matters to our customers.",
    seo: seo(
      "Hostward news: new locations, products and updates",
      "New data-centre locations, product launches, payment methods and service changes at Hostward.",
      ["Hostward news", "hosting news"],
    ),
    sections: [],
  },
  ru: {
    title: "Новости",
    lead: "Новые локации, продукты, изменения цен и работы, важные для наших клиентов.",
    seo: seo("Новости Hostward: локации, продукты и обновления", "Новые дата-центры, запуски продуктов, способы оплаты и изменения в услугах Hostward.", [
      "новости Hostward",
      "новости хостинга",
    ]),
    sections: [],
  },
};

export const mainPages: PageSource[] = [home, webHosting, vps, dedicated, vpn, s3, backup, api, services, contacts, newsIndex];
