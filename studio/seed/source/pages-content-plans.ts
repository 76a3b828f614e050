// Plan page texts for every catalog plan of web hosting, VPS and dedicated servers (4b, decision 003).
// Plans are named by catalog slug; names, resources, locations and prices come from the catalog, so
// the texts describe who the plan is for and what runs on it, never the price.
// Replaces the sample plan-vps-vps-2-*.
import type { PageSource, SectionSource } from "./page-types";
import type { Language } from "../../../schemas/lib/languages";
import { seo } from "./pages-content-shared";
import { h3, p as para, ul } from "./dsl";

type Text = {
  lead: string;
  /** Short spec line for the SEO title, e.g. "2 vCPU, 4 GB RAM, 80 GB NVMe". */
  spec: string;
  /** Who the plan is for. */
  for: string[];
  /** What typically runs on it, one paragraph. */
  fits: string;
  /** When to move up or down. */
  next: string;
  faq: Array<[string, string]>;
};

type Plan = { line: "web-hosting" | "vps" | "dedicated"; slug: string; name: string; neighbours: string[]; en: Text; ru: Text };

const PLANS: Plan[] = [
  {
    line: "web-hosting",
    slug: "start",
    name: "Start",
    neighbours: ["start", "business"],
    en: {
      lead: "One site on NVMe hosting with free SSL, daily backups and a mailbox on your domain — the simplest way to get online.",
      spec: "1 site, 10 GB NVMe",
      for: ["A personal site or blog", "A landing page or portfolio", "A small business card site"],
      fits: "Start hosts one site with up to 10 GB of files and databases: a WordPress blog with a few thousand visitors a day, a Joomla company site or a static landing page. One-click installers, PHP 8.x, MySQL and mail are all included.",
      next: "Add a second site or run a shop and you will want Business: ten sites, twice the CPU and memory, and Redis.",
      faq: [
        ["Can I use my own domain?", "Yes. Point the domain's NS records to us or add an A record; SSL from Let's Encrypt is issued automatically."],
        ["Is e-mail included?", "Yes, mailboxes on your domain with webmail, IMAP and SMTP, counted within the plan's disk space."],
      ],
    },
    ru: {
      lead: "Один сайт на NVMe-хостинге с бесплатным SSL, ежедневными бэкапами и почтой на вашем домене — самый простой способ начать.",
      spec: "1 сайт, 10 ГБ NVMe",
      for: ["Личный сайт или блог", "Лендинг или портфолио", "Сайт-визитка небольшой компании"],
      fits: "На Start размещается один сайт до 10 ГБ файлов и баз: блог на WordPress с несколькими тысячами посетителей в день, сайт компании на Joomla или статичный лендинг. Установщики в один клик, PHP 8.x, MySQL и почта включены.",
      next: "Если нужен второй сайт или магазин, переходите на Business: десять сайтов, вдвое больше процессора и памяти и Redis.",
      faq: [
        ["Можно ли подключить свой домен?", "Да. Направьте NS-записи домена к нам или добавьте A-запись; SSL от Let's Encrypt выпускается автоматически."],
        ["Почта включена?", "Да, ящики на вашем домене с веб-почтой, IMAP и SMTP в пределах дискового пространства тарифа."],
      ],
    },
  },
  {
    line: "web-hosting",
    slug: "business",
    name: "Business",
    neighbours: ["start", "business", "unlimited"],
    en: {
      lead: "Ten sites, two CPU cores and 2 GB of memory per account with Redis object cache: for small shops, agencies and busy WordPress sites.",
      spec: "10 sites, 30 GB NVMe",
      for: ["WooCommerce, OpenCart and PrestaShop shops", "Freelancers and agencies with client sites", "Sites with tens of thousands of visits a day"],
      fits: "Business is our most popular hosting plan. Shops with up to about 20,000 products, a dozen client sites of an agency or a busy news site fit comfortably, with Redis for object cache and sessions and staging copies for safe updates.",
      next: "If CPU limits show up in the statistics at peak hours, or you need unlimited sites, move to Unlimited; beyond that a VPS.",
      faq: [
        [
          "Can I create a staging copy of a site?",
          "Yes. Create a staging copy in the control panel, test updates there and push them to the live site in one click.",
        ],
        ["Is Redis included?", "Yes, Redis is available for object cache and sessions on Business and Unlimited."],
      ],
    },
    ru: {
      lead: "Десять сайтов, два ядра и 2 ГБ памяти на аккаунт с объектным кэшем Redis: для небольших магазинов, агентств и посещаемых сайтов на WordPress.",
      spec: "10 сайтов, 30 ГБ NVMe",
      for: ["Магазины на WooCommerce, OpenCart и PrestaShop", "Фрилансеры и агентства с клиентскими сайтами", "Сайты с десятками тысяч посещений в день"],
      fits: "Business — самый популярный тариф хостинга. Магазины примерно до 20 000 товаров, десяток клиентских сайтов агентства или посещаемый новостной сайт помещаются с запасом; Redis для объектного кэша и сессий и тестовые копии для безопасных обновлений.",
      next: "Если в статистике в часы пик видны ограничения CPU или нужно неограниченное число сайтов, переходите на Unlimited, а дальше — на VPS.",
      faq: [
        ["Можно ли сделать тестовую копию сайта?", "Да. Создайте тестовую копию в панели, проверьте обновления и перенесите их на рабочий сайт в один клик."],
        ["Redis включён?", "Да, Redis доступен для объектного кэша и сессий на тарифах Business и Unlimited."],
      ],
    },
  },
  {
    line: "web-hosting",
    slug: "unlimited",
    name: "Unlimited",
    neighbours: ["business", "unlimited"],
    en: {
      lead: "Unlimited sites and NVMe space with four CPU cores and 4 GB of memory: the top of shared hosting before you need a VPS.",
      spec: "unlimited sites and NVMe",
      for: ["Agencies hosting many client sites", "Large shops and multilingual sites", "Projects with heavy cron jobs and imports"],
      fits: "Unlimited removes the limits on sites and disk space and doubles the resources of Business. Typical accounts host 30–100 sites of an agency, a Magento or Shopware shop, or a media site with a large image library.",
      next: "When one project needs root access, its own services (Elasticsearch, Node.js workers) or guaranteed cores, a VPS is the next step; we move it for free.",
      faq: [
        [
          "Is disk space really unlimited?",
          "Space is not capped for sites, mail and databases under fair use; it is not meant for backups or file archives, which belong on backup or S3 storage.",
        ],
        ["How many sites can I host?", "As many as the account's CPU and memory handle; agencies commonly run 30–100 sites."],
      ],
    },
    ru: {
      lead: "Неограниченное число сайтов и NVMe-пространство, четыре ядра и 4 ГБ памяти: вершина хостинга, перед тем как понадобится VPS.",
      spec: "безлимит сайтов и NVMe",
      for: ["Агентства с множеством клиентских сайтов", "Крупные магазины и многоязычные сайты", "Проекты с тяжёлыми задачами cron и импортами"],
      fits: "Unlimited снимает ограничения на число сайтов и дисковое пространство и удваивает ресурсы Business. Обычно на таком аккаунте 30–100 сайтов агентства, магазин на Magento или Shopware или медиасайт с большой библиотекой изображений.",
      next: "Когда проекту нужен root, свои сервисы (Elasticsearch, воркеры Node.js) или гарантированные ядра, следующий шаг — VPS; перенесём бесплатно.",
      faq: [
        [
          "Место действительно не ограничено?",
          "Для сайтов, почты и баз место не ограничено в рамках честного использования; оно не предназначено для бэкапов и файловых архивов — для них есть хранилище бэкапов и S3.",
        ],
        ["Сколько сайтов можно разместить?", "Столько, сколько выдерживают процессор и память аккаунта; агентства обычно держат 30–100 сайтов."],
      ],
    },
  },
  {
    line: "vps",
    slug: "vps-arm-1",
    name: "VPS ARM 1",
    neighbours: ["vps-arm-1", "vps-1"],
    en: {
      lead: "One ARM core at 3.0 GHz with 2 GB RAM and 40 GB NVMe: the lowest price per core for Linux services that are built for ARM64.",
      spec: "1 ARM vCPU, 2 GB RAM, 40 GB NVMe",
      for: ["Docker containers with multi-arch images", "Go, Rust and Node.js services", "Personal VPN and monitoring"],
      fits: "ARM64 runs most of today's Linux software natively: Docker images from official registries, Nginx, PostgreSQL, Node.js and Go binaries. VPS ARM 1 is the most economical way to run a small API, a Telegram bot, WireGuard or Uptime Kuma.",
      next: "Software that exists only for x86 (some commercial binaries, Windows) needs VPS 1 or higher.",
      faq: [
        [
          "Will my software run on ARM?",
          "If it is available for arm64 or aarch64 — most Linux packages and official Docker images are — yes. Check the image's platforms with docker manifest inspect.",
        ],
        ["Can I install Windows?", "No, the ARM plan runs Linux only: Ubuntu, Debian, AlmaLinux and Rocky Linux images for ARM64."],
      ],
    },
    ru: {
      lead: "Одно ядро ARM 3,0 ГГц, 2 ГБ RAM и 40 ГБ NVMe: минимальная цена за ядро для Linux-сервисов, собранных под ARM.",
      spec: "1 vCPU ARM, 2 ГБ RAM, 40 ГБ NVMe",
      for: ["Docker-контейнеры с мультиархитектурными образами", "Сервисы на Go, Rust и Node.js", "Личный VPN и мониторинг"],
      fits: "ARM64 нативно выполняет большую часть современного Linux-софта: образы Docker из официальных реестров, Nginx, PostgreSQL, Node.js и бинарники Go. VPS ARM 1 — самый экономичный способ запустить небольшой API, Telegram-бота, WireGuard или Uptime Kuma.",
      next: "Программам, которые есть только под x86 (некоторые коммерческие бинарники, Windows), нужен VPS 1 и выше.",
      faq: [
        [
          "Будет ли мой софт работать на ARM?",
          "Если он доступен для arm64 или aarch64 — а большинство пакетов Linux и официальных образов Docker доступны, — да. Платформы образа проверяются командой docker manifest inspect.",
        ],
        ["Можно ли установить Windows?", "Нет, тариф ARM только для Linux: образы Ubuntu, Debian, AlmaLinux и Rocky Linux для ARM64."],
      ],
    },
  },
  {
    line: "vps",
    slug: "vps-1",
    name: "VPS 1",
    neighbours: ["vps-arm-1", "vps-1", "vps-2"],
    en: {
      lead: "One x86 core at 3.5 GHz, 2 GB RAM and 40 GB NVMe: a real server with root access for a first project, a bot or a VPN.",
      spec: "1 vCPU, 2 GB RAM, 40 GB NVMe",
      for: ["A first VPS to learn Linux", "Bots, scrapers and small APIs", "A WordPress site that outgrew shared hosting"],
      fits: "VPS 1 handles a single web application with its database, a Telegram or Discord bot, a WireGuard VPN for a family or a small team, or a staging server for a CI pipeline. KVM, a dedicated IPv4 and DDoS filtering are included.",
      next: "Add a database that needs its own memory or a second application and VPS 2 doubles everything; resizing keeps your data.",
      faq: [
        [
          "Can I test VPS 1 before paying?",
          "Yes. VPS 1 supports the {claim:vpsTestDays}-day test, and new verified customers get {claim:vpsFreeTestDays} days free.",
        ],
        ["Is 2 GB RAM enough for WordPress?", "For one site with page caching, yes. Several sites or WooCommerce want VPS 2."],
      ],
    },
    ru: {
      lead: "Одно ядро x86 3,5 ГГц, 2 ГБ RAM и 40 ГБ NVMe: настоящий сервер с root для первого проекта, бота или VPN.",
      spec: "1 vCPU, 2 ГБ RAM, 40 ГБ NVMe",
      for: ["Первый VPS, чтобы освоить Linux", "Боты, парсеры и небольшие API", "Сайт на WordPress, которому тесно на хостинге"],
      fits: "VPS 1 справится с одним веб-приложением и его базой, ботом для Telegram или Discord, WireGuard для семьи или небольшой команды или тестовым сервером для CI. KVM, выделенный IPv4 и фильтрация DDoS включены.",
      next: "Если базе нужна своя память или появляется второе приложение, VPS 2 удвоит всё; смена тарифа сохраняет данные.",
      faq: [
        [
          "Можно ли протестировать VPS 1 до оплаты?",
          "Да. VPS 1 поддерживает тест на {claim:vpsTestDays} дня, а новые верифицированные клиенты получают {claim:vpsFreeTestDays} дней бесплатно.",
        ],
        ["Хватит ли 2 ГБ RAM для WordPress?", "Для одного сайта с кэшированием страниц — да. Для нескольких сайтов или WooCommerce нужен VPS 2."],
      ],
    },
  },
  {
    line: "vps",
    slug: "vps-2",
    name: "VPS 2",
    neighbours: ["vps-1", "vps-2", "vps-4"],
    en: {
      lead: "Two vCPU and 4 GB RAM: our most popular VPS for WordPress shops, small SaaS back-ends, Windows with RDP and CI runners.",
      spec: "2 vCPU, 4 GB RAM, 80 GB NVMe",
      for: ["WooCommerce and other shops", "Windows Server with RDP and MetaTrader", "Small SaaS and API back-ends"],
      fits: "VPS 2 runs a web stack with its database side by side, a control panel with 10–20 sites, Windows Server for remote desktop or up to four MetaTrader terminals, or a GitLab runner that builds in parallel.",
      next: "When the database grows past a few GB of hot data or Windows users multiply, VPS 4 doubles the cores and memory.",
      faq: [
        [
          "Is VPS 2 enough for a WooCommerce shop?",
          "For most shops with up to a few thousand visitors a day, yes; upgrade to VPS 4 in the account when you need more.",
        ],
        ["Can I run Windows on VPS 2?", "Yes, VPS 2 is the smallest plan we recommend for Windows Server; the licence is included in the price."],
      ],
    },
    ru: {
      lead: "Два vCPU и 4 ГБ RAM: самый популярный VPS для магазинов на WordPress, небольших SaaS, Windows с RDP и CI-раннеров.",
      spec: "2 vCPU, 4 ГБ RAM, 80 ГБ NVMe",
      for: ["WooCommerce и другие магазины", "Windows Server с RDP и MetaTrader", "Небольшие SaaS и бэкенды API"],
      fits: "На VPS 2 работают веб-стек вместе с базой, панель управления с 10–20 сайтами, Windows Server для удалённого рабочего стола или до четырёх терминалов MetaTrader, или раннер GitLab с параллельными сборками.",
      next: "Когда горячих данных в базе становится больше нескольких гигабайт или растёт число пользователей Windows, VPS 4 удвоит ядра и память.",
      faq: [
        [
          "Хватит ли VPS 2 для магазина на WooCommerce?",
          "Для большинства магазинов с посещаемостью до нескольких тысяч в день — да; при росте перейдите на VPS 4 в личном кабинете.",
        ],
        ["Можно ли поставить Windows на VPS 2?", "Да, VPS 2 — минимальный тариф, который мы рекомендуем для Windows Server; лицензия включена в цену."],
      ],
    },
  },
  {
    line: "vps",
    slug: "vps-4",
    name: "VPS 4",
    neighbours: ["vps-2", "vps-4", "vps-16"],
    en: {
      lead: "Four vCPU, 8 GB RAM and 160 GB NVMe for production: databases, Docker stacks with several services and busy shops.",
      spec: "4 vCPU, 8 GB RAM, 160 GB NVMe",
      for: ["PostgreSQL or MySQL in production", "Docker Compose stacks and small k3s clusters", "Magento, Shopware and large WooCommerce shops"],
      fits: "VPS 4 holds a production database with up to about 50 GB of data, an application stack of five to ten containers, or a shop with tens of thousands of products and a search engine. Nested virtualisation is available on request.",
      next: "For build farms, big databases or many Windows users, VPS 16 offers four times the resources; beyond that a dedicated server.",
      faq: [
        [
          "Why is there no test period for VPS 4?",
          "Tests are offered on the smaller plans; VPS 4 is usually ordered after testing VPS 1 or 2, and resizing keeps the data.",
        ],
        ["Can I get a private network between VPS?", "Yes. VPS in the same location can be connected over a private VLAN at no extra cost."],
      ],
    },
    ru: {
      lead: "Четыре vCPU, 8 ГБ RAM и 160 ГБ NVMe для рабочих нагрузок: базы данных, Docker-стеки из нескольких сервисов и посещаемые магазины.",
      spec: "4 vCPU, 8 ГБ RAM, 160 ГБ NVMe",
      for: ["PostgreSQL или MySQL в продакшене", "Стеки Docker Compose и небольшие кластеры k3s", "Magento, Shopware и крупные магазины на WooCommerce"],
      fits: "VPS 4 держит рабочую базу примерно до 50 ГБ данных, стек приложения из пяти–десяти контейнеров или магазин с десятками тысяч товаров и поисковым движком. Вложенная виртуализация — по запросу.",
      next: "Для ферм сборки, больших баз или многих пользователей Windows VPS 16 даёт вчетверо больше ресурсов, а дальше — выделенный сервер.",
      faq: [
        [
          "Почему у VPS 4 нет тестового периода?",
          "Тест доступен на младших тарифах; VPS 4 обычно заказывают после теста VPS 1 или 2, а смена тарифа сохраняет данные.",
        ],
        ["Можно ли частную сеть между VPS?", "Да. VPS в одной локации соединяются частным VLAN без доплаты."],
      ],
    },
  },
  {
    line: "vps",
    slug: "vps-16",
    name: "VPS 16",
    neighbours: ["vps-4", "vps-16"],
    en: {
      lead: "Our largest VPS: {claim:vpsMaxVcpu} vCPU, {claim:vpsMaxRamGb} GB RAM and {claim:vpsMaxNvmeGb} GB NVMe, for workloads that need a big machine without buying hardware.",
      spec: "16 vCPU, 32 GB RAM, 640 GB NVMe",
      for: ["CI/CD build servers and test farms", "Large databases and analytics", "Game servers for many players"],
      fits: "VPS 16 compiles large codebases in parallel, keeps a 100 GB PostgreSQL working set in memory, runs a Minecraft or Rust server for hundreds of players, or hosts a dozen Windows RDP users.",
      next: "If you need more than {claim:vpsMaxRamGb} GB RAM or the whole disk bandwidth of a machine, a dedicated server on AMD EPYC is the next step.",
      faq: [
        [
          "Is VPS 16 cheaper than a dedicated server?",
          "It costs less than an EPYC server and is delivered in a minute, with snapshots and instant resizing. A dedicated server wins when you need more memory or consistent disk bandwidth.",
        ],
        ["Can I scale down from VPS 16?", "Memory and CPU can be reduced; the disk cannot shrink, so plan a migration to a smaller VPS if you need less disk."],
      ],
    },
    ru: {
      lead: "Наш самый большой VPS: {claim:vpsMaxVcpu} vCPU, {claim:vpsMaxRamGb} ГБ RAM и {claim:vpsMaxNvmeGb} ГБ NVMe — для задач, которым нужна большая машина без покупки железа.",
      spec: "16 vCPU, 32 ГБ RAM, 640 ГБ NVMe",
      for: ["Серверы сборки CI/CD и тестовые фермы", "Большие базы данных и аналитика", "Игровые серверы на много игроков"],
      fits: "VPS 16 параллельно собирает большие кодовые базы, держит в памяти рабочий набор PostgreSQL на 100 ГБ, обслуживает сервер Minecraft или Rust на сотни игроков или десяток пользователей Windows RDP.",
      next: "Если нужно больше {claim:vpsMaxRamGb} ГБ RAM или вся дисковая пропускная способность машины, следующий шаг — выделенный сервер на AMD EPYC.",
      faq: [
        [
          "VPS 16 дешевле выделенного сервера?",
          "Он стоит меньше сервера на EPYC и выдаётся за минуту, со снапшотами и мгновенной сменой тарифа. Выделенный сервер выигрывает, когда нужно больше памяти или стабильная скорость дисков.",
        ],
        ["Можно ли уменьшить VPS 16?", "Память и процессор уменьшаются; диск уменьшить нельзя, поэтому для меньшего диска понадобится перенос на другой VPS."],
      ],
    },
  },
  {
    line: "dedicated",
    slug: "e3-1230",
    name: "Intel Xeon E3-1230",
    neighbours: ["e3-1230", "ryzen-7950x"],
    en: {
      lead: "Four Xeon cores, 16 GB RAM and 1 TB of storage: an affordable whole server, available in all seven of our locations.",
      spec: "4 cores, 16 GB RAM, 1 TB",
      for: ["Small shops and web projects", "VPN, proxy and game servers", "Backup targets and test environments"],
      fits: "The Xeon E3-1230 runs a web server with a database for a site of tens of thousands of daily visitors, a 1C file base for a small office, a Minecraft network or an off-site backup target — with the whole machine to yourself.",
      next: "For faster single cores and 64 GB RAM choose the Ryzen 9 7950X; for many cores and 128 GB ECC, the AMD EPYC 7302.",
      faq: [
        [
          "Is this server available in Russia and Ukraine?",
          "Yes, the Xeon E3-1230 is sold in all seven locations, including Moscow and Kyiv, with local IP addresses.",
        ],
        ["How long does delivery take?", "Servers in stock are handed over within one working day after the {claim:serverTestHours}-hour test."],
      ],
    },
    ru: {
      lead: "Четыре ядра Xeon, 16 ГБ RAM и 1 ТБ: доступный целый сервер во всех семи наших локациях.",
      spec: "4 ядра, 16 ГБ RAM, 1 ТБ",
      for: ["Небольшие магазины и веб-проекты", "VPN, прокси и игровые серверы", "Хранилища бэкапов и тестовые среды"],
      fits: "Xeon E3-1230 держит веб-сервер с базой для сайта с десятками тысяч посетителей в день, файловую базу 1С небольшого офиса, сеть серверов Minecraft или удалённое хранилище бэкапов — и вся машина только ваша.",
      next: "Для более быстрых ядер и 64 ГБ RAM выбирайте Ryzen 9 7950X, для множества ядер и 128 ГБ ECC — AMD EPYC 7302.",
      faq: [
        ["Доступен ли этот сервер в России и Украине?", "Да, Xeon E3-1230 продаётся во всех семи локациях, включая Москву и Киев, с местными IP-адресами."],
        ["Сколько ждать выдачи?", "Серверы в наличии выдаём в течение рабочего дня после теста {claim:serverTestHours} часов."],
      ],
    },
  },
  {
    line: "dedicated",
    slug: "epyc-7302",
    name: "AMD EPYC 7302",
    neighbours: ["ryzen-7950x", "epyc-7302"],
    en: {
      lead: "16 cores, 128 GB ECC memory and 3.84 TB NVMe on AMD EPYC: for virtualisation, big databases and anything that needs many threads.",
      spec: "16 cores, 128 GB ECC, 3.84 TB NVMe",
      for: ["Proxmox and ESXi hosts", "Large PostgreSQL and ClickHouse", "Kubernetes nodes and build farms"],
      fits: "EPYC 7302 hosts 20–40 virtual machines, a database with a working set of 100 GB, or a dozen containerised services with room to spare. Eight memory channels and 128 MB of L3 cache keep all 32 threads fed.",
      next: "For single-threaded speed (1C, PHP, game servers) the Ryzen 9 7950X is faster per core; for more memory ask sales for 256 GB configurations.",
      faq: [
        ["Is ECC memory included?", "Yes, all 128 GB are registered ECC DDR4."],
        ["Can I add drives?", "Yes, additional NVMe or HDDs are installed on request and tested before delivery."],
      ],
    },
    ru: {
      lead: "16 ядер, 128 ГБ памяти ECC и 3,84 ТБ NVMe на AMD EPYC: для виртуализации, больших баз и всего, что требует многих потоков.",
      spec: "16 ядер, 128 ГБ ECC, 3,84 ТБ NVMe",
      for: ["Хосты Proxmox и ESXi", "Большие PostgreSQL и ClickHouse", "Узлы Kubernetes и фермы сборки"],
      fits: "EPYC 7302 держит 20–40 виртуальных машин, базу с рабочим набором 100 ГБ или десяток сервисов в контейнерах с запасом. Восемь каналов памяти и 128 МБ кэша L3 загружают работой все 32 потока.",
      next: "Для однопоточной скорости (1С, PHP, игровые серверы) Ryzen 9 7950X быстрее на ядро; за конфигурациями с 256 ГБ памяти обращайтесь в отдел продаж.",
      faq: [
        ["Память ECC включена?", "Да, все 128 ГБ — регистровая память DDR4 с ECC."],
        ["Можно ли добавить диски?", "Да, дополнительные NVMe или HDD устанавливаются по запросу и проверяются до выдачи."],
      ],
    },
  },
  {
    line: "dedicated",
    slug: "ryzen-7950x",
    name: "AMD Ryzen 9 7950X",
    neighbours: ["e3-1230", "ryzen-7950x", "epyc-7302"],
    en: {
      lead: "16 Zen 4 cores boosting to 5.7 GHz, 64 GB DDR5 and 2 TB NVMe: the fastest single-core server we sell, in Frankfurt and Amsterdam.",
      spec: "16 cores, 64 GB DDR5, 2 TB NVMe",
      for: ["1C:Enterprise and ERP systems", "Game servers and real-time services", "PHP, Node.js and build workloads"],
      fits: "The Ryzen 9 7950X has the highest single-thread performance of any CPU we offer: 1C closes periods faster, PHP renders pages faster and game servers keep a steady tick rate. DDR5 and PCIe 4.0 NVMe keep up with it.",
      next: "For ECC memory, more RAM or virtualisation with dozens of VMs, the AMD EPYC 7302 is the better fit.",
      faq: [
        [
          "Why only Frankfurt and Amsterdam?",
          "Ryzen servers are built on a platform we stock in our two largest data centres; other locations offer Xeon and EPYC.",
        ],
        ["Does it have ECC memory?", "It uses fast DDR5 without registered ECC; for workloads that require ECC choose EPYC."],
      ],
    },
    ru: {
      lead: "16 ядер Zen 4 с частотой до 5,7 ГГц, 64 ГБ DDR5 и 2 ТБ NVMe: самый быстрый на ядро сервер из наших, во Франкфурте и Амстердаме.",
      spec: "16 ядер, 64 ГБ DDR5, 2 ТБ NVMe",
      for: ["1С:Предприятие и ERP-системы", "Игровые серверы и сервисы реального времени", "PHP, Node.js и сборки"],
      fits: "У Ryzen 9 7950X самая высокая однопоточная производительность среди наших процессоров: 1С быстрее закрывает периоды, PHP быстрее рендерит страницы, а игровые серверы держат стабильный тикрейт. DDR5 и NVMe на PCIe 4.0 не отстают.",
      next: "Если нужна память ECC, больше RAM или виртуализация с десятками ВМ, лучше подойдёт AMD EPYC 7302.",
      faq: [
        [
          "Почему только Франкфурт и Амстердам?",
          "Серверы Ryzen собираются на платформе, которую мы держим в двух крупнейших дата-центрах; в остальных локациях — Xeon и EPYC.",
        ],
        ["Есть ли память ECC?", "Используется быстрая DDR5 без регистровой ECC; для задач, где ECC обязательна, выбирайте EPYC."],
      ],
    },
  },
];

const LINE_NAME = {
  "web-hosting": { en: "web hosting", ru: "хостинг" },
  vps: { en: "VPS", ru: "VPS" },
  dedicated: { en: "dedicated server", ru: "выделенный сервер" },
} as const;

function page(p: Plan, lang: Language) {
  const x = p[lang];
  const en = lang === "en";
  const sections: SectionSource[] = [
    {
      _type: "richText",
      heading: en ? `Who ${p.name} is for` : `Кому подходит ${p.name}`,
      body: [para(x.fits), ul(...x.for), h3(en ? "When to choose another plan" : "Когда выбрать другой тариф"), para(x.next)],
    },
    { _type: "planTable", heading: en ? "Compare with neighbouring plans" : "Сравните с соседними тарифами", productLine: p.line, planSlugs: p.neighbours },
    { _type: "faq", heading: en ? `About ${p.name}` : `О тарифе ${p.name}`, items: x.faq.map(([question, answer]) => ({ question, answer })) },
  ];
  const what = LINE_NAME[p.line][lang];
  return {
    lead: x.lead,
    sections,
    seo: seo(`${p.name}: ${x.spec} — Hostward`, `${p.name} ${what}: ${x.lead}`, [
      p.name,
      `${p.name} ${what}`,
      ...x.for.slice(0, 2).map((s) => s.toLowerCase()),
    ]),
  };
}

export const planPages: PageSource[] = PLANS.map((p) => ({ type: "planPage", productLine: p.line, planSlug: p.slug, en: page(p, "en"), ru: page(p, "ru") }));
