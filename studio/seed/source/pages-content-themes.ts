// Theme landings generated from per-item data (4b, decision 003): VPS on-/for-/with- pages
// (operating systems, purposes, virtualisation) and dedicated for- pages (workloads, hardware, offers).
// Each item carries its own recommended configuration, use cases, features and FAQ.
// Replaces the samples variant-vps-on-ubuntu-*, variant-dedicated-for-database-* and software-ubuntu-*.
import type { PageSource, SectionSource } from "./page-types";
import type { FeatureIcon, VariantPrefix } from "../../../schemas/lib/site-model";
import type { Language } from "../../../schemas/lib/languages";
import { seo } from "./pages-content-shared";

type Text = {
  title: string;
  /** SEO title, different from the heading. */
  seoTitle: string;
  description: string;
  lead: string;
  /** The hero's heading and text. */
  hero: [string, string];
  /** Recommended configuration, one sentence. */
  config: string;
  /** Typical workloads. */
  uses: string[];
  features: Array<[FeatureIcon, string, string]>;
  faq: Array<[string, string]>;
  keywords: string[];
  longText: string;
};

type Theme = {
  line: "vps" | "dedicated";
  prefix: VariantPrefix;
  slug: string;
  software?: string;
  plans: string[];
  en: Text;
  ru: Text;
};

const VPS_BASE = "/virtual-private-servers/";
const DED_BASE = "/dedicated-servers/";

const THEMES: Theme[] = [
  // ——— VPS by operating system ———
  {
    line: "vps",
    prefix: "on",
    slug: "windows",
    software: "windows",
    plans: ["vps-2", "vps-4", "vps-16"],
    en: {
      title: "Windows VPS",
      seoTitle: "Windows Server VPS with RDP access on KVM — Hostward",
      description: "Windows Server 2019, 2022 and 2025 VPS with RDP, NVMe and DDoS protection. Licence included, ready in 15 minutes, test period available.",
      lead: "Windows Server 2022 or 2025 with the licence included, Remote Desktop ready a few minutes after payment.",
      hero: [
        "Windows Server with RDP, licence included",
        "We install Windows Server from our own image with current updates and enable Remote Desktop; you log in with the password from the order e-mail.",
      ],
      config: "VPS 2 (2 vCPU, 4 GB RAM) is the minimum we recommend for Windows Server; VPS 4 for 1C, MS SQL Express or several RDP users.",
      uses: [
        "Remote desktop for accounting and 1C",
        "MetaTrader terminals and trading robots",
        ".NET and IIS web applications",
        "MS SQL Server Express and Standard",
      ],
      features: [
        ["server", "Licence included", "Windows Server Standard licensing is part of the monthly price; no separate SPLA contract is needed."],
        [
          "lock",
          "RDP on a custom port",
          "Change the RDP port and enable Network Level Authentication in one click from the control panel to keep brute-force bots away.",
        ],
        ["cpu", "VirtIO drivers", "Storage and network run on VirtIO drivers, so NVMe speed reaches the guest without emulation overhead."],
        ["backup", "Snapshots before updates", "Take a snapshot before Patch Tuesday and roll back in a minute if an update breaks something."],
      ],
      faq: [
        [
          "Which Windows versions can I install?",
          "Windows Server 2019, 2022 and 2025 in Standard edition, with or without Desktop Experience. Desktop versions of Windows are not licensed for hosting.",
        ],
        [
          "How many users can connect over RDP?",
          "Two administrative sessions are included. For more simultaneous users you need Remote Desktop Services CALs, which we can rent to you monthly.",
        ],
        [
          "Why is Windows not available on VPS 1 and ARM plans?",
          "Windows Server needs at least 2 GB RAM and runs poorly on one core; the ARM plans run Linux only.",
        ],
      ],
      keywords: ["Windows VPS", "Windows Server VPS", "RDP VPS", "VPS with Windows"],
      longText:
        "A Windows VPS is a virtual server with Windows Server installed and licensed by us. It is the simplest way to run software that exists only for Windows: 1C:Enterprise, MetaTrader, .NET Framework applications, MS SQL Server or a shared remote desktop for a small office.\n\nEvery Windows VPS runs on KVM with VirtIO drivers and NVMe storage. You get the Administrator password by e-mail, connect with any RDP client, and can reinstall the system or take a snapshot from the control panel at any time.",
    },
    ru: {
      title: "VPS на Windows",
      seoTitle: "VPS с Windows Server и доступом по RDP — Hostward",
      description: "VPS с Windows Server 2019, 2022 и 2025: RDP, NVMe и защита от DDoS. Лицензия включена, готов за 15 минут, есть тестовый период.",
      lead: "Windows Server 2022 или 2025 с лицензией в цене; удалённый рабочий стол готов через несколько минут после оплаты.",
      hero: [
        "Windows Server с RDP и лицензией",
        "Мы ставим Windows Server из своего образа с актуальными обновлениями и включаем удалённый рабочий стол; вы входите с паролем из письма о заказе.",
      ],
      config: "Минимум для Windows Server — VPS 2 (2 vCPU, 4 ГБ RAM); для 1С, MS SQL Express или нескольких пользователей RDP — VPS 4.",
      uses: [
        "Удалённый рабочий стол для бухгалтерии и 1С",
        "Терминалы MetaTrader и торговые роботы",
        "Веб-приложения на .NET и IIS",
        "MS SQL Server Express и Standard",
      ],
      features: [
        ["server", "Лицензия включена", "Лицензия Windows Server Standard входит в ежемесячную цену, отдельный договор SPLA не нужен."],
        [
          "lock",
          "RDP на своём порту",
          "Смените порт RDP и включите проверку подлинности на уровне сети в один клик из панели — боты перебора паролей останутся ни с чем.",
        ],
        ["cpu", "Драйверы VirtIO", "Диск и сеть работают на драйверах VirtIO, поэтому скорость NVMe доходит до системы без потерь на эмуляцию."],
        ["backup", "Снапшот перед обновлениями", "Сделайте снапшот перед вторником обновлений и откатитесь за минуту, если патч что-то сломает."],
      ],
      faq: [
        [
          "Какие версии Windows можно установить?",
          "Windows Server 2019, 2022 и 2025 редакции Standard, с графическим интерфейсом или без. Настольные версии Windows не лицензируются для хостинга.",
        ],
        [
          "Сколько пользователей могут подключаться по RDP?",
          "Включены два административных сеанса. Для большего числа одновременных пользователей нужны лицензии RDS CAL — их можно арендовать у нас помесячно.",
        ],
        [
          "Почему Windows недоступна на VPS 1 и тарифах ARM?",
          "Windows Server нужно не меньше 2 ГБ RAM, а на одном ядре она работает медленно; тарифы ARM — только для Linux.",
        ],
      ],
      keywords: ["VPS Windows", "VDS Windows", "VPS с RDP", "Windows Server VPS"],
      longText:
        "VPS на Windows — виртуальный сервер с Windows Server, установленной и лицензированной нами. Это самый простой способ запустить программы, которые есть только под Windows: 1С:Предприятие, MetaTrader, приложения на .NET Framework, MS SQL Server или общий удалённый рабочий стол для небольшого офиса.\n\nКаждый VPS на Windows работает на KVM с драйверами VirtIO и NVMe-дисками. Пароль администратора приходит на e-mail, подключиться можно любым RDP-клиентом, а переустановить систему или сделать снапшот — в панели управления в любой момент.",
    },
  },
  {
    line: "vps",
    prefix: "on",
    slug: "ubuntu",
    software: "ubuntu",
    plans: ["vps-arm-1", "vps-1", "vps-2", "vps-4"],
    en: {
      title: "Ubuntu VPS",
      seoTitle: "Ubuntu Server LTS VPS, ready in 60 seconds — Hostward",
      description: "VPS with Ubuntu 24.04 or 22.04 LTS pre-installed, your SSH key added, KVM, NVMe and DDoS protection. x86 and ARM plans.",
      lead: "Ubuntu 24.04 LTS or 22.04 LTS with your SSH key, cloud-init and unattended security updates, on x86 or ARM.",
      hero: [
        "Ubuntu Server LTS in 60 seconds",
        "Choose the release, paste your SSH key or cloud-init script, and connect as soon as the server shows Running.",
      ],
      config: "VPS 1 for a single web app or bot, VPS 2 for a LEMP stack with a database, VPS ARM 1 for the lowest price per core.",
      uses: ["LEMP and LAMP stacks", "Docker and Docker Compose hosts", "Node.js, Python and Go services", "Self-hosted Git, CI runners and monitoring"],
      features: [
        ["code", "cloud-init", "Pass a cloud-init script at order time: users, packages and your first deployment are done before you log in."],
        ["shield", "Security updates on", "unattended-upgrades installs security patches daily; reboots stay under your control."],
        ["cpu", "x86 or ARM", "Ubuntu runs on our x86 plans at 3.5 GHz and on the ARM plan; both get the same official images."],
        ["backup", "Snapshots", "Snapshot before a do-release-upgrade and restore in a minute if something goes wrong."],
      ],
      faq: [
        [
          "Which Ubuntu versions are available?",
          "Ubuntu 24.04 LTS and 22.04 LTS as ready images; other releases can be installed from an ISO through the VNC console.",
        ],
        ["Is Ubuntu Pro included?", "The free Ubuntu Pro tier for up to five machines works on our VPS; attach it with pro attach and your token."],
        ["Can I upgrade from 22.04 to 24.04 in place?", "Yes, with do-release-upgrade. Take a snapshot first so you can roll back."],
      ],
      keywords: ["Ubuntu VPS", "Ubuntu server", "VPS Ubuntu 24.04", "cloud-init VPS"],
      longText:
        "An Ubuntu VPS is the most common starting point for a new project: the largest package archive, five years of security updates for every LTS release and documentation for almost any software you want to run.\n\nHostward images are the official Ubuntu cloud images with our VirtIO and QEMU guest agent settings. Your SSH key is added for the root user and password login is disabled, so the server is safe from the first minute.",
    },
    ru: {
      title: "VPS на Ubuntu",
      seoTitle: "VPS с Ubuntu Server LTS за 60 секунд — Hostward",
      description: "VPS с Ubuntu 24.04 или 22.04 LTS, вашим SSH-ключом, KVM, NVMe и защитой от DDoS. Тарифы на x86 и ARM.",
      lead: "Ubuntu 24.04 LTS или 22.04 LTS с вашим SSH-ключом, cloud-init и автоматическими обновлениями безопасности на x86 или ARM.",
      hero: [
        "Ubuntu Server LTS за 60 секунд",
        "Выберите релиз, добавьте SSH-ключ или скрипт cloud-init и подключайтесь, как только сервер перейдёт в статус «Работает».",
      ],
      config: "VPS 1 — для одного веб-приложения или бота, VPS 2 — для LEMP со своей базой, VPS ARM 1 — минимальная цена за ядро.",
      uses: ["Стеки LEMP и LAMP", "Хосты Docker и Docker Compose", "Сервисы на Node.js, Python и Go", "Свой Git, CI-раннеры и мониторинг"],
      features: [
        ["code", "cloud-init", "Передайте скрипт cloud-init при заказе: пользователи, пакеты и первый деплой будут готовы до того, как вы войдёте."],
        ["shield", "Обновления безопасности", "unattended-upgrades ежедневно ставит патчи безопасности, а перезагрузки остаются под вашим контролем."],
        ["cpu", "x86 или ARM", "Ubuntu работает на тарифах x86 с частотой 3,5 ГГц и на тарифе ARM с одинаковыми официальными образами."],
        ["backup", "Снапшоты", "Сделайте снапшот перед do-release-upgrade и восстановитесь за минуту, если что-то пойдёт не так."],
      ],
      faq: [
        ["Какие версии Ubuntu доступны?", "Готовые образы Ubuntu 24.04 LTS и 22.04 LTS; другие релизы ставятся из ISO через консоль VNC."],
        ["Работает ли Ubuntu Pro?", "Бесплатный уровень Ubuntu Pro на пять машин работает на наших VPS: подключите его командой pro attach с вашим токеном."],
        ["Можно ли обновиться с 22.04 до 24.04 без переустановки?", "Да, через do-release-upgrade. Сначала сделайте снапшот, чтобы можно было откатиться."],
      ],
      keywords: ["VPS Ubuntu", "VDS Ubuntu", "Ubuntu 24.04 сервер", "cloud-init"],
      longText:
        "VPS на Ubuntu — самый частый старт нового проекта: крупнейший репозиторий пакетов, пять лет обновлений безопасности для каждого LTS-релиза и документация почти для любого софта.\n\nОбразы Hostward — официальные облачные образы Ubuntu с нашими настройками VirtIO и гостевого агента QEMU. Ваш SSH-ключ добавляется пользователю root, вход по паролю отключён, поэтому сервер защищён с первой минуты.",
    },
  },
  {
    line: "vps",
    prefix: "on",
    slug: "linux",
    software: "linux",
    plans: ["vps-arm-1", "vps-1", "vps-2", "vps-4", "vps-16"],
    en: {
      title: "Linux VPS",
      seoTitle: "Linux VPS: Debian, AlmaLinux, Rocky, Ubuntu on KVM — Hostward",
      description: "Linux VPS with Debian, Ubuntu, AlmaLinux, Rocky Linux or your own ISO. KVM, NVMe, full root and DDoS protection up to 10 Gbps.",
      lead: "Debian, Ubuntu, AlmaLinux, Rocky Linux, Fedora or any distribution from your own ISO, with full root and your own kernel.",
      hero: [
        "Any Linux, your kernel",
        "KVM gives every server its own kernel: load modules, run WireGuard, tune sysctl or boot a custom ISO through the console.",
      ],
      config: "VPS 1 for a small service, VPS 4 for production workloads with a database, VPS 16 for build servers and large containers.",
      uses: ["Web servers and reverse proxies", "Kubernetes nodes (k3s, RKE2)", "Mail servers with rDNS", "VPN gateways with WireGuard"],
      features: [
        ["code", "Ready images", "Debian 12, Ubuntu 24.04 and 22.04, AlmaLinux 9, Rocky Linux 9 and Fedora, updated every month."],
        ["server", "Custom ISO", "Mount an ISO by URL and install Arch, NixOS, FreeBSD or a hardened image through the VNC console."],
        ["globe", "rDNS and IPv6", "Set the PTR record for your IPv4 and get a /64 IPv6 subnet — important for mail servers."],
        ["shield", "DDoS filtering", "Traffic is filtered up to {claim:ddosVpsGbps} Gbps before it reaches your server, at no extra cost."],
      ],
      faq: [
        [
          "Which distribution should I choose?",
          "Debian for long-lived servers with minimal changes, Ubuntu for the widest software support, AlmaLinux or Rocky for software certified for RHEL.",
        ],
        ["Can I run Docker and Kubernetes?", "Yes. KVM exposes a full kernel, so Docker, Podman, k3s and nested cgroups work without limits."],
        ["Do you support BSD?", "FreeBSD and OpenBSD install from an ISO through the console; we do not provide ready images for them."],
      ],
      keywords: ["Linux VPS", "Debian VPS", "AlmaLinux VPS", "KVM Linux server"],
      longText:
        "A Linux VPS gives you a complete server with root access and your own kernel. Unlike container-based virtualisation, KVM does not limit kernel modules, iptables or nftables rules, so anything that runs on a physical Linux machine runs here.\n\nChoose a ready image at order time or install your own from an ISO. All plans include an IPv4 address, an IPv6 subnet, rDNS management and DDoS filtering.",
    },
    ru: {
      title: "VPS на Linux",
      seoTitle: "VPS на Linux: Debian, AlmaLinux, Rocky, Ubuntu — Hostward",
      description: "VPS на Linux: Debian, Ubuntu, AlmaLinux, Rocky Linux или свой ISO. KVM, NVMe, полный root и защита от DDoS до 10 Гбит/с.",
      lead: "Debian, Ubuntu, AlmaLinux, Rocky Linux, Fedora или любой дистрибутив из своего ISO — с полным root и своим ядром.",
      hero: [
        "Любой Linux, своё ядро",
        "KVM даёт каждому серверу собственное ядро: загружайте модули, запускайте WireGuard, настраивайте sysctl или ставьте систему из своего ISO через консоль.",
      ],
      config: "VPS 1 — для небольшого сервиса, VPS 4 — для рабочей нагрузки с базой данных, VPS 16 — для серверов сборки и крупных контейнеров.",
      uses: ["Веб-серверы и обратные прокси", "Узлы Kubernetes (k3s, RKE2)", "Почтовые серверы с rDNS", "VPN-шлюзы на WireGuard"],
      features: [
        ["code", "Готовые образы", "Debian 12, Ubuntu 24.04 и 22.04, AlmaLinux 9, Rocky Linux 9 и Fedora, обновляются каждый месяц."],
        ["server", "Свой ISO", "Подключите ISO по ссылке и установите Arch, NixOS, FreeBSD или защищённый образ через консоль VNC."],
        ["globe", "rDNS и IPv6", "Настройте PTR-запись для IPv4 и получите подсеть IPv6 /64 — это важно для почтовых серверов."],
        ["shield", "Фильтрация DDoS", "Трафик фильтруется до {claim:ddosVpsGbps} Гбит/с ещё до вашего сервера, без доплаты."],
      ],
      faq: [
        [
          "Какой дистрибутив выбрать?",
          "Debian — для долгоживущих серверов с минимумом изменений, Ubuntu — для самой широкой поддержки софта, AlmaLinux или Rocky — для программ, сертифицированных под RHEL.",
        ],
        ["Можно ли запускать Docker и Kubernetes?", "Да. KVM даёт полноценное ядро, поэтому Docker, Podman, k3s и вложенные cgroups работают без ограничений."],
        ["Поддерживаете ли вы BSD?", "FreeBSD и OpenBSD ставятся из ISO через консоль; готовых образов для них нет."],
      ],
      keywords: ["VPS Linux", "VDS Linux", "VPS Debian", "VPS AlmaLinux"],
      longText:
        "VPS на Linux — полноценный сервер с root-доступом и собственным ядром. В отличие от контейнерной виртуализации, KVM не ограничивает модули ядра и правила iptables или nftables: всё, что работает на физической Linux-машине, работает и здесь.\n\nВыберите готовый образ при заказе или установите свой из ISO. Во все тарифы входят IPv4-адрес, подсеть IPv6, управление rDNS и фильтрация DDoS.",
    },
  },
  // ——— VPS by purpose ———
  {
    line: "vps",
    prefix: "for",
    slug: "website-hosting",
    plans: ["vps-1", "vps-2", "vps-4"],
    en: {
      title: "VPS for website hosting",
      seoTitle: "VPS for websites with a control panel — Hostward",
      description: "A VPS for sites that outgrew shared hosting: dedicated resources, NVMe, free control panel, PHP versions per site and free migration.",
      lead: "When shared hosting gets tight: your own resources, any PHP version per site and a control panel so you do not need to be a sysadmin.",
      hero: [
        "Sites that outgrew shared hosting",
        "Move to a VPS with a free control panel: sites, databases, mail and SSL are managed as on shared hosting, but nothing is shared.",
      ],
      config: "VPS 1 for one busy WordPress site, VPS 2 for an agency with 10–20 sites, VPS 4 for a WooCommerce or Magento shop.",
      uses: ["WordPress and WooCommerce", "Agency portfolios of client sites", "Laravel and Symfony applications", "Forums and communities"],
      features: [
        ["server", "Control panel included", "FASTPANEL or aaPanel pre-installed on request: sites, databases, FTP, mail and Let's Encrypt in a browser."],
        ["speed", "Your own PHP-FPM pools", "Each site gets its own PHP version and pool, so one heavy site does not slow the others."],
        ["support", "Free migration", "Engineers move sites from your current host and check them before DNS changes."],
        ["backup", "Daily backups", "Enable automatic backups in the panel and keep copies on our separate backup storage."],
      ],
      faq: [
        [
          "When should I move from shared hosting to a VPS?",
          "When you hit CPU or process limits at peak times, need a PHP extension we do not provide on shared hosting, or host more sites than your plan allows.",
        ],
        [
          "Do I need to administer the server myself?",
          "With a control panel most tasks are clicks. Basic administration tickets are handled by our engineers within {claim:adminTicketHours} hours.",
        ],
        ["Can I host e-mail on the VPS?", "Yes. Port 25 opens after a short check for new accounts; set rDNS in the control panel so your mail is delivered."],
      ],
      keywords: ["VPS for websites", "VPS with control panel", "WordPress VPS", "hosting on VPS"],
      longText:
        "Shared hosting is perfect until one site needs more than its share. A VPS gives you guaranteed CPU and memory, your own IP address and full control over PHP, caches and the web server, while a control panel keeps daily work as simple as on shared hosting.\n\nWe install the panel, move your sites and set up backups; you keep root access for everything else.",
    },
    ru: {
      title: "VPS для сайтов",
      seoTitle: "VPS для сайтов с панелью управления — Hostward",
      description: "VPS для сайтов, которым тесно на хостинге: свои ресурсы, NVMe, бесплатная панель, версия PHP для каждого сайта и бесплатный перенос.",
      lead: "Когда на хостинге становится тесно: свои ресурсы, любая версия PHP для каждого сайта и панель, чтобы не быть системным администратором.",
      hero: [
        "Сайты, которым тесно на хостинге",
        "Переезжайте на VPS с бесплатной панелью: сайты, базы, почта и SSL управляются как на хостинге, но ресурсы ни с кем не делятся.",
      ],
      config: "VPS 1 — для одного посещаемого сайта на WordPress, VPS 2 — для агентства с 10–20 сайтами, VPS 4 — для магазина на WooCommerce или Magento.",
      uses: ["WordPress и WooCommerce", "Клиентские сайты агентств", "Приложения на Laravel и Symfony", "Форумы и сообщества"],
      features: [
        ["server", "Панель управления", "FASTPANEL или aaPanel по запросу: сайты, базы, FTP, почта и Let's Encrypt в браузере."],
        ["speed", "Свои пулы PHP-FPM", "У каждого сайта своя версия PHP и свой пул, поэтому тяжёлый сайт не тормозит остальные."],
        ["support", "Бесплатный перенос", "Инженеры перенесут сайты с текущего хостинга и проверят их до смены DNS."],
        ["backup", "Ежедневные бэкапы", "Включите автоматические бэкапы в панели и храните копии в нашем отдельном хранилище."],
      ],
      faq: [
        [
          "Когда пора переходить с хостинга на VPS?",
          "Когда в часы пик упираетесь в лимиты CPU или процессов, нужен модуль PHP, которого нет на хостинге, или сайтов больше, чем позволяет тариф.",
        ],
        [
          "Придётся ли администрировать сервер самому?",
          "С панелью большинство задач решается мышкой. Базовые тикеты по администрированию наши инженеры выполняют в течение {claim:adminTicketHours} часов.",
        ],
        [
          "Можно ли держать почту на VPS?",
          "Да. Для новых аккаунтов порт 25 открывается после короткой проверки; настройте rDNS в панели, чтобы письма доходили.",
        ],
      ],
      keywords: ["VPS для сайта", "VDS для сайтов", "VPS с панелью", "VPS для WordPress"],
      longText:
        "Хостинг идеален, пока одному сайту не понадобится больше своей доли. VPS даёт гарантированные процессор и память, собственный IP и полный контроль над PHP, кэшами и веб-сервером, а панель управления делает повседневную работу такой же простой, как на хостинге.\n\nМы установим панель, перенесём сайты и настроим бэкапы; root-доступ остаётся у вас для всего остального.",
    },
  },
  {
    line: "vps",
    prefix: "for",
    slug: "databases",
    plans: ["vps-2", "vps-4", "vps-16"],
    en: {
      title: "VPS for databases",
      seoTitle: "Database VPS for PostgreSQL, MySQL and Redis — Hostward",
      description: "VPS for PostgreSQL, MySQL, MariaDB, MongoDB and Redis: NVMe with low latency, up to 32 GB RAM, private network and hourly snapshots.",
      lead: "PostgreSQL, MySQL, MongoDB and Redis on NVMe with guaranteed memory, a private network to your app servers and hourly snapshots.",
      hero: [
        "Databases on NVMe, memory guaranteed",
        "Database performance is about RAM and disk latency. Every VPS has memory that is never oversold and NVMe drives with sub-millisecond latency.",
      ],
      config:
        "VPS 4 (4 vCPU, 8 GB RAM) for a production PostgreSQL or MySQL up to about 50 GB of data; VPS 16 (32 GB RAM) when the working set needs to fit in memory.",
      uses: [
        "PostgreSQL primaries and replicas",
        "MySQL and MariaDB for web applications",
        "Redis and Valkey caches and queues",
        "MongoDB and ClickHouse for analytics",
      ],
      features: [
        ["speed", "NVMe latency", "Random reads well under a millisecond: indexes that do not fit in RAM still answer quickly."],
        ["cpu", "Memory never oversold", "The RAM you pay for is reserved for your VPS, so shared_buffers and innodb_buffer_pool stay in memory."],
        ["lock", "Private network", "Connect app servers and replicas over a private VLAN; keep the database port closed to the internet."],
        ["backup", "Snapshots and dumps", "Hourly snapshots for quick rollback plus pg_dump or mysqldump to our backup storage in another data centre."],
      ],
      faq: [
        [
          "Should I run the database on the same VPS as the application?",
          "For small projects, yes. Once the database needs more than half of the server's RAM, move it to its own VPS on the private network.",
        ],
        [
          "Can I set up replication between locations?",
          "Yes. Run a primary in Frankfurt and a replica in Amsterdam over an encrypted tunnel; latency between them is about 5 ms.",
        ],
        [
          "Is it better than a managed database?",
          "You keep full control of versions, extensions and settings at a lower price. If you want no administration at all, our engineers can set up and tune the server for you.",
        ],
      ],
      keywords: ["database VPS", "PostgreSQL VPS", "MySQL server", "Redis VPS"],
      longText:
        "A database server is only as fast as its memory and disks. Hostward VPS reserve the RAM you pay for and run on NVMe drives, so PostgreSQL, MySQL or MongoDB get predictable latency even under heavy write loads.\n\nUse a private network between the database and the application, schedule snapshots and dumps, and scale up to 16 vCPU and 32 GB RAM without reinstalling.",
    },
    ru: {
      title: "VPS для баз данных",
      seoTitle: "VPS для PostgreSQL, MySQL и Redis на NVMe — Hostward",
      description: "VPS для PostgreSQL, MySQL, MariaDB, MongoDB и Redis: NVMe с низкими задержками, до 32 ГБ RAM, частная сеть и снапшоты каждый час.",
      lead: "PostgreSQL, MySQL, MongoDB и Redis на NVMe с гарантированной памятью, частной сетью до серверов приложений и снапшотами каждый час.",
      hero: [
        "Базы данных на NVMe, память гарантирована",
        "Скорость базы — это память и задержки диска. У каждого VPS память без оверселлинга и NVMe-диски с задержкой меньше миллисекунды.",
      ],
      config:
        "VPS 4 (4 vCPU, 8 ГБ RAM) — для рабочей PostgreSQL или MySQL примерно до 50 ГБ данных; VPS 16 (32 ГБ RAM) — когда рабочий набор должен помещаться в памяти.",
      uses: ["Основные и реплики PostgreSQL", "MySQL и MariaDB для веб-приложений", "Кэши и очереди Redis и Valkey", "MongoDB и ClickHouse для аналитики"],
      features: [
        ["speed", "Задержки NVMe", "Случайное чтение значительно быстрее миллисекунды: даже индексы, не поместившиеся в RAM, отвечают быстро."],
        ["cpu", "Память без оверселлинга", "Оплаченная память закреплена за вашим VPS, поэтому shared_buffers и innodb_buffer_pool остаются в RAM."],
        ["lock", "Частная сеть", "Соединяйте серверы приложений и реплики через частный VLAN, а порт базы закройте от интернета."],
        ["backup", "Снапшоты и дампы", "Снапшоты каждый час для быстрого отката и pg_dump или mysqldump в наше хранилище бэкапов в другом дата-центре."],
      ],
      faq: [
        [
          "Держать ли базу на одном VPS с приложением?",
          "Для небольших проектов — да. Когда базе нужно больше половины памяти сервера, вынесите её на отдельный VPS в частной сети.",
        ],
        [
          "Можно ли настроить репликацию между локациями?",
          "Да. Основная база во Франкфурте и реплика в Амстердаме через шифрованный туннель — задержка между ними около 5 мс.",
        ],
        [
          "Чем это лучше управляемой базы?",
          "Вы полностью контролируете версии, расширения и настройки и платите меньше. Если администрировать не хочется, наши инженеры установят и настроят сервер за вас.",
        ],
      ],
      keywords: ["VPS для базы данных", "VPS PostgreSQL", "сервер MySQL", "VPS Redis"],
      longText:
        "Сервер базы данных быстр настолько, насколько быстры его память и диски. VPS Hostward резервируют оплаченную память и работают на NVMe, поэтому PostgreSQL, MySQL или MongoDB получают предсказуемые задержки даже при интенсивной записи.\n\nИспользуйте частную сеть между базой и приложением, настройте снапшоты и дампы и растите до 16 vCPU и 32 ГБ RAM без переустановки.",
    },
  },
  {
    line: "vps",
    prefix: "for",
    slug: "trading",
    plans: ["vps-1", "vps-2", "vps-4"],
    en: {
      title: "VPS for trading",
      seoTitle: "Forex VPS for MetaTrader 4/5 and trading bots — Hostward",
      description: "Trading VPS for MetaTrader 4 and 5, cTrader and crypto bots: low latency to brokers in London, Frankfurt and New York, 99.9% uptime.",
      lead: "Run MetaTrader, cTrader and crypto bots around the clock on a server a few milliseconds from your broker, not on a laptop that sleeps.",
      hero: [
        "Your terminal never sleeps",
        "Expert Advisors and bots keep trading when your computer is off. Pick the location closest to your broker's servers: Frankfurt, Amsterdam or New York.",
      ],
      config: "VPS 1 on Linux for one or two crypto bots; VPS 2 with Windows for up to four MetaTrader terminals; VPS 4 for many terminals or backtesting.",
      uses: [
        "MetaTrader 4 and 5 with Expert Advisors",
        "cTrader and NinjaTrader",
        "Crypto bots: Freqtrade, Hummingbot, 3Commas agents",
        "Copy-trading and signal servers",
      ],
      features: [
        ["speed", "Close to brokers", "1–2 ms from Frankfurt to Equinix FR2 and from Amsterdam to AM3; New York for US brokers and exchanges."],
        ["server", "{claim:uptimePercent}% uptime", "Redundant power and network; hardware faults move your VPS to another host automatically."],
        ["cpu", "3.5 GHz cores", "High clock speeds matter for single-threaded terminals like MetaTrader 4."],
        ["shield", "DDoS protection", "Filtering up to {claim:ddosVpsGbps} Gbps keeps bots connected during attacks on exchanges and networks."],
      ],
      faq: [
        [
          "How do I measure latency to my broker?",
          "In MetaTrader the ping is shown in the bottom right corner; with a test VPS you can compare Frankfurt, Amsterdam and New York within the {claim:vpsTestDays}-day test.",
        ],
        [
          "How many MetaTrader terminals fit on a VPS?",
          "About two per GB of RAM with typical Expert Advisors: VPS 2 with 4 GB runs four terminals comfortably on Windows.",
        ],
        [
          "Can I pay in cryptocurrency?",
          "Yes: USDT, Bitcoin and Ethereum, from 100 EUR per payment. Crypto payments are not available to US citizens and residents.",
        ],
      ],
      keywords: ["forex VPS", "trading VPS", "MetaTrader VPS", "VPS for trading bots"],
      longText:
        "A trading VPS keeps your terminal and robots running 24/7 close to the broker's servers. Every millisecond between your Expert Advisor and the trade server is slippage, and a laptop that loses Wi-Fi can miss a stop.\n\nHostward VPS run in Frankfurt, Amsterdam and New York — the three hubs where most forex brokers and crypto exchanges host their matching engines — on fast cores with {claim:uptimePercent}% uptime.",
    },
    ru: {
      title: "VPS для трейдинга",
      seoTitle: "VPS для MetaTrader 4/5 и торговых роботов — Hostward",
      description: "VPS для MetaTrader 4 и 5, cTrader и криптоботов: низкие задержки до брокеров в Лондоне, Франкфурте и Нью-Йорке, доступность 99,9%.",
      lead: "MetaTrader, cTrader и криптоботы круглосуточно на сервере в нескольких миллисекундах от брокера, а не на ноутбуке, который засыпает.",
      hero: [
        "Терминал, который не спит",
        "Советники и боты продолжают торговать, когда компьютер выключен. Выберите локацию ближе к серверам брокера: Франкфурт, Амстердам или Нью-Йорк.",
      ],
      config: "VPS 1 на Linux — для одного-двух криптоботов; VPS 2 с Windows — до четырёх терминалов MetaTrader; VPS 4 — для множества терминалов и бэктестов.",
      uses: [
        "MetaTrader 4 и 5 с советниками",
        "cTrader и NinjaTrader",
        "Криптоботы: Freqtrade, Hummingbot, агенты 3Commas",
        "Серверы копирования сделок и сигналов",
      ],
      features: [
        ["speed", "Рядом с брокерами", "1–2 мс от Франкфурта до Equinix FR2 и от Амстердама до AM3; Нью-Йорк — для американских брокеров и бирж."],
        ["server", "Доступность {claim:uptimePercent}%", "Резервные питание и сеть; при отказе железа VPS автоматически переезжает на другой хост."],
        ["cpu", "Ядра 3,5 ГГц", "Высокая частота важна для однопоточных терминалов вроде MetaTrader 4."],
        ["shield", "Защита от DDoS", "Фильтрация до {claim:ddosVpsGbps} Гбит/с сохраняет связь ботов во время атак на биржи и сети."],
      ],
      faq: [
        [
          "Как измерить задержку до брокера?",
          "В MetaTrader пинг показан в правом нижнем углу; на тестовом VPS можно сравнить Франкфурт, Амстердам и Нью-Йорк за {claim:vpsTestDays} дня теста.",
        ],
        [
          "Сколько терминалов MetaTrader поместится на VPS?",
          "Около двух на гигабайт RAM с типичными советниками: VPS 2 с 4 ГБ спокойно держит четыре терминала на Windows.",
        ],
        ["Можно ли платить криптовалютой?", "Да: USDT, Bitcoin и Ethereum, от 100 EUR за платёж. Оплата криптовалютой недоступна гражданам и резидентам США."],
      ],
      keywords: ["VPS для форекс", "VPS для трейдинга", "VPS MetaTrader", "VPS для торговых ботов"],
      longText:
        "VPS для трейдинга держит терминал и роботов включёнными 24/7 рядом с серверами брокера. Каждая миллисекунда между советником и торговым сервером — это проскальзывание, а ноутбук, потерявший Wi-Fi, может пропустить стоп.\n\nVPS Hostward работают во Франкфурте, Амстердаме и Нью-Йорке — трёх узлах, где большинство форекс-брокеров и криптобирж держат свои торговые ядра, — на быстрых ядрах с доступностью {claim:uptimePercent}%.",
    },
  },
  {
    line: "vps",
    prefix: "with",
    slug: "kvm",
    plans: ["vps-arm-1", "vps-1", "vps-2", "vps-4", "vps-16"],
    en: {
      title: "KVM VPS",
      seoTitle: "KVM virtual servers with dedicated resources — Hostward",
      description: "KVM VPS with full hardware virtualisation: own kernel, any OS, guaranteed vCPU and RAM, NVMe up to 640 GB and DDoS protection.",
      lead: "Full hardware virtualisation: your own kernel, any operating system and resources that are reserved, not shared.",
      hero: [
        "Real virtualisation, not containers",
        "KVM runs each server as a full virtual machine with hardware-assisted isolation. Up to {claim:vpsMaxVcpu} vCPU, {claim:vpsMaxRamGb} GB RAM and {claim:vpsMaxNvmeGb} GB NVMe.",
      ],
      config: "Every VPS plan runs on KVM; VPS 2 is the usual start for production, VPS 16 the largest single server before a dedicated one.",
      uses: [
        "Workloads that need custom kernels or modules",
        "Windows and BSD alongside Linux",
        "Docker, Kubernetes and nested containers",
        "VPN servers with WireGuard in the kernel",
      ],
      features: [
        ["cpu", "KVM vs OpenVZ", "Unlike OpenVZ or LXC, KVM does not share the host kernel: no limits on modules, swap, iptables or file systems."],
        ["server", "Any OS", "Linux, Windows Server or BSD from our images or your own ISO through the VNC console."],
        ["speed", "VirtIO and NVMe", "Paravirtualised disk and network drivers pass NVMe and network speed to the guest with minimal overhead."],
        ["backup", "Live snapshots", "Snapshots are taken without stopping the server and restored in about a minute."],
      ],
      faq: [
        [
          "What is the difference between KVM and OpenVZ?",
          "OpenVZ containers share the host's kernel and often oversell memory; KVM gives a full virtual machine with its own kernel and reserved RAM.",
        ],
        ["Is nested virtualisation available?", "Yes, on request for x86 plans from VPS 4: it lets you run KVM or Hyper-V inside your VPS for testing."],
        ["Can I upgrade without reinstalling?", "Yes. Pay the difference, the VPS restarts once and the disk grows; your data stays in place."],
      ],
      keywords: ["KVM VPS", "KVM virtual server", "VPS with KVM", "hardware virtualisation"],
      longText:
        "KVM (Kernel-based Virtual Machine) is the virtualisation built into the Linux kernel and used by the largest clouds. Each VPS is a complete virtual machine: its own kernel, its own memory that the host cannot hand to someone else, and virtual hardware with VirtIO drivers.\n\nThat is why every Hostward VPS can run any operating system, load kernel modules, use Docker without restrictions and grow up to {claim:vpsMaxVcpu} vCPU, {claim:vpsMaxRamGb} GB RAM and {claim:vpsMaxNvmeGb} GB NVMe.",
    },
    ru: {
      title: "VPS на KVM",
      seoTitle: "Виртуальные серверы KVM с гарантированными ресурсами — Hostward",
      description: "VPS на KVM с полной аппаратной виртуализацией: своё ядро, любая ОС, гарантированные vCPU и RAM, NVMe до 640 ГБ и защита от DDoS.",
      lead: "Полная аппаратная виртуализация: своё ядро, любая операционная система и ресурсы, которые закреплены за вами, а не поделены.",
      hero: [
        "Настоящая виртуализация, а не контейнеры",
        "KVM запускает каждый сервер как полноценную виртуальную машину с аппаратной изоляцией. До {claim:vpsMaxVcpu} vCPU, {claim:vpsMaxRamGb} ГБ RAM и {claim:vpsMaxNvmeGb} ГБ NVMe.",
      ],
      config: "Все тарифы VPS работают на KVM; VPS 2 — обычный старт для рабочих проектов, VPS 16 — самый большой сервер до перехода на выделенный.",
      uses: [
        "Задачи, которым нужно своё ядро или модули",
        "Windows и BSD наряду с Linux",
        "Docker, Kubernetes и вложенные контейнеры",
        "VPN-серверы с WireGuard в ядре",
      ],
      features: [
        ["cpu", "KVM против OpenVZ", "В отличие от OpenVZ и LXC, KVM не делит ядро хоста: нет ограничений на модули, swap, iptables и файловые системы."],
        ["server", "Любая ОС", "Linux, Windows Server или BSD из наших образов или своего ISO через консоль VNC."],
        ["speed", "VirtIO и NVMe", "Паравиртуальные драйверы диска и сети передают скорость NVMe и сети в систему с минимальными потерями."],
        ["backup", "Снапшоты на лету", "Снапшоты делаются без остановки сервера и восстанавливаются примерно за минуту."],
      ],
      faq: [
        [
          "Чем KVM отличается от OpenVZ?",
          "Контейнеры OpenVZ делят ядро хоста и часто продаются с оверселлингом памяти; KVM даёт полноценную виртуальную машину со своим ядром и закреплённой RAM.",
        ],
        ["Есть ли вложенная виртуализация?", "Да, по запросу на тарифах x86 от VPS 4: внутри VPS можно запускать KVM или Hyper-V для тестов."],
        ["Можно ли увеличить тариф без переустановки?", "Да. Оплатите разницу, VPS перезагрузится один раз, и диск вырастет; данные останутся на месте."],
      ],
      keywords: ["VPS KVM", "VDS KVM", "виртуальный сервер KVM", "аппаратная виртуализация"],
      longText:
        "KVM (Kernel-based Virtual Machine) — виртуализация, встроенная в ядро Linux и используемая крупнейшими облаками. Каждый VPS — полноценная виртуальная машина: своё ядро, своя память, которую хост не может отдать другому, и виртуальное железо с драйверами VirtIO.\n\nПоэтому каждый VPS Hostward может работать с любой ОС, загружать модули ядра, использовать Docker без ограничений и расти до {claim:vpsMaxVcpu} vCPU, {claim:vpsMaxRamGb} ГБ RAM и {claim:vpsMaxNvmeGb} ГБ NVMe.",
    },
  },
];

function page(t: Theme, lang: Language) {
  const x = t[lang];
  const en = lang === "en";
  const base = t.line === "vps" ? VPS_BASE : DED_BASE;
  const sections: SectionSource[] = [
    {
      _type: "hero",
      heading: x.hero[0],
      text: x.hero[1],
      primaryCta: { label: en ? "See plans" : "Смотреть тарифы", href: `${base}${t.prefix}-${t.slug}/#plans` },
      secondaryCta:
        t.line === "vps"
          ? { label: en ? "All VPS plans" : "Все тарифы VPS", href: VPS_BASE }
          : { label: en ? "Help me choose" : "Помогите выбрать", href: "/contacts/" },
      highlights: x.uses,
    },
    {
      _type: "planTable",
      heading: en ? "Recommended plans" : "Рекомендуемые тарифы",
      intro: x.config,
      productLine: t.line,
      planSlugs: t.plans,
    },
    { _type: "featureGrid", heading: en ? "What you get" : "Что вы получаете", items: x.features.map(([icon, title, text]) => ({ icon, title, text })) },
    { _type: "faq", heading: en ? `${x.title}: questions` : `${x.title}: вопросы`, items: x.faq.map(([question, answer]) => ({ question, answer })) },
    t.line === "vps"
      ? {
          _type: "cta",
          heading: en ? "Try it before you pay for a month" : "Попробуйте до оплаты месяца",
          text: en
            ? "VPS plans with a test badge can be tested for {claim:vpsTestDays} days; new verified customers get {claim:vpsFreeTestDays} days free."
            : "Тарифы VPS с отметкой теста можно тестировать {claim:vpsTestDays} дня; новые верифицированные клиенты получают {claim:vpsFreeTestDays} дней бесплатно.",
          button: { label: en ? "Create an account" : "Создать аккаунт", href: "/auth/signup/" },
        }
      : {
          _type: "cta",
          heading: en ? "Need a different configuration?" : "Нужна другая конфигурация?",
          text: en
            ? "Tell us the workload and budget: engineers assemble a server from stock parts and test it for {claim:serverTestHours} hours before handing it over."
            : "Опишите задачу и бюджет: инженеры соберут сервер из комплектующих в наличии и протестируют его {claim:serverTestHours} часов перед выдачей.",
          button: { label: en ? "Ask for a quote" : "Запросить расчёт", href: "/contacts/" },
        },
  ];
  return { title: x.title, lead: x.lead, sections, seo: seo(x.seoTitle, x.description, x.keywords, x.longText) };
}

// ——— Dedicated for- themes ———
// Facts per theme are compact: hardware recommendation, workloads, four features and FAQ.
type Ded = { slug: string; plans: string[]; en: Text; ru: Text };

function ded(slug: string, plans: string[], en: Text, ru: Text): Ded {
  return { slug, plans, en, ru };
}

const DEDICATED: Ded[] = [
  ded(
    "database",
    ["epyc-7302", "ryzen-7950x"],
    {
      title: "Dedicated servers for databases",
      seoTitle: "Database servers for PostgreSQL, MySQL, ClickHouse — Hostward",
      description: "Dedicated database servers with up to 128 GB RAM, NVMe in RAID 1 or 10 and AMD EPYC cores for PostgreSQL, MySQL and ClickHouse.",
      lead: "Up to 128 GB RAM, NVMe in RAID and many fast cores for PostgreSQL, MySQL, MongoDB and ClickHouse — with nobody else on the machine.",
      hero: ["The whole machine for your data", "No noisy neighbours, no shared disks: every IOPS and every gigabyte of memory belongs to your database."],
      config:
        "AMD EPYC 7302 (16 cores, 128 GB RAM, 3.84 TB NVMe) for large PostgreSQL and ClickHouse; Ryzen 9 7950X for write-heavy OLTP that needs the highest clock speed.",
      uses: ["PostgreSQL and MySQL primaries", "ClickHouse analytics", "MongoDB replica sets", "Elasticsearch and OpenSearch"],
      features: [
        ["backup", "RAID 1 or RAID 10", "Delivered with software RAID on NVMe; a failed drive is replaced within hours while the array keeps running."],
        ["cpu", "ECC memory", "EPYC servers use registered ECC RAM, which corrects memory errors before they corrupt data."],
        ["lock", "Private VLAN", "Connect replicas and application servers over a private network with no traffic charges."],
        ["support", "Tuning on request", "Engineers set up replication, backups with pgBackRest or XtraBackup and basic tuning for your workload."],
      ],
      faq: [
        ["Can you set up RAID for me?", "Yes. We deliver the server with software RAID 1 or RAID 10 on request, already partitioned and checked."],
        [
          "How much RAM does my database need?",
          "Ideally enough to hold the working set — the tables and indexes you read every day. For most projects that is 20–30% of the data size.",
        ],
        [
          "Do you back up the database?",
          "The server is yours, so backups are configured by you or by our engineers on request, to our backup storage in another data centre.",
        ],
      ],
      keywords: ["database server", "dedicated server PostgreSQL", "MySQL dedicated server", "ClickHouse server"],
      longText:
        "When a database outgrows a VPS, the next step is a dedicated server: all the memory, all the cores and all the disk bandwidth of the machine for one workload. AMD EPYC servers with 128 GB ECC RAM and NVMe in RAID keep large PostgreSQL, MySQL or ClickHouse installations fast and safe.\n\nEvery server is tested for {claim:serverTestHours} hours before delivery, so memory and disks are proven under load before your data lands on them.",
    },
    {
      title: "Выделенные серверы для баз данных",
      seoTitle: "Серверы для PostgreSQL, MySQL и ClickHouse на NVMe — Hostward",
      description: "Выделенные серверы для баз данных: до 128 ГБ RAM, NVMe в RAID 1 или 10 и ядра AMD EPYC для PostgreSQL, MySQL и ClickHouse.",
      lead: "До 128 ГБ RAM, NVMe в RAID и много быстрых ядер для PostgreSQL, MySQL, MongoDB и ClickHouse — и больше никого на машине.",
      hero: ["Вся машина для ваших данных", "Никаких шумных соседей и общих дисков: каждый IOPS и каждый гигабайт памяти принадлежат вашей базе."],
      config:
        "AMD EPYC 7302 (16 ядер, 128 ГБ RAM, 3,84 ТБ NVMe) — для больших PostgreSQL и ClickHouse; Ryzen 9 7950X — для OLTP с интенсивной записью, где важна максимальная частота.",
      uses: ["Основные серверы PostgreSQL и MySQL", "Аналитика на ClickHouse", "Наборы реплик MongoDB", "Elasticsearch и OpenSearch"],
      features: [
        [
          "backup",
          "RAID 1 или RAID 10",
          "Сервер выдаётся с программным RAID на NVMe; вышедший из строя диск меняем за несколько часов, массив продолжает работать.",
        ],
        ["cpu", "Память ECC", "Серверы EPYC используют регистровую память ECC, которая исправляет ошибки до того, как они повредят данные."],
        ["lock", "Частный VLAN", "Соединяйте реплики и серверы приложений через частную сеть без оплаты трафика."],
        ["support", "Настройка по запросу", "Инженеры настроят репликацию, бэкапы через pgBackRest или XtraBackup и базовый тюнинг под вашу нагрузку."],
      ],
      faq: [
        ["Настроите RAID?", "Да. По запросу выдаём сервер с программным RAID 1 или RAID 10, уже размеченный и проверенный."],
        [
          "Сколько памяти нужно базе?",
          "В идеале столько, чтобы поместился рабочий набор — таблицы и индексы, которые читаются каждый день. Для большинства проектов это 20–30% объёма данных.",
        ],
        ["Вы делаете бэкапы базы?", "Сервер ваш, поэтому бэкапы настраиваете вы или наши инженеры по запросу — в хранилище бэкапов в другом дата-центре."],
      ],
      keywords: ["сервер для базы данных", "выделенный сервер PostgreSQL", "сервер MySQL", "сервер ClickHouse"],
      longText:
        "Когда базе становится тесно на VPS, следующий шаг — выделенный сервер: вся память, все ядра и вся пропускная способность дисков для одной задачи. Серверы AMD EPYC со 128 ГБ памяти ECC и NVMe в RAID держат большие PostgreSQL, MySQL и ClickHouse быстрыми и надёжными.\n\nКаждый сервер проходит тест {claim:serverTestHours} часов перед выдачей, поэтому память и диски проверены под нагрузкой до того, как на них окажутся ваши данные.",
    },
  ),
  ded(
    "storage",
    ["e3-1230", "epyc-7302"],
    {
      title: "Storage servers",
      seoTitle: "Dedicated storage servers for backups and archives — Hostward",
      description:
        "Dedicated storage servers with large HDD arrays or NVMe for backups, media archives, Nextcloud and MinIO. RAID, 1 Gbps port, DDoS protection.",
      lead: "Large disk arrays for backups, archives, media libraries and self-hosted object storage, with the RAID level you choose.",
      hero: ["Terabytes you control", "Build your own backup target, Nextcloud or MinIO cluster on hardware that is yours alone, in the data centre you pick."],
      config: "Intel Xeon E3-1230 with extra 8–16 TB HDDs for backup targets; AMD EPYC 7302 with NVMe for MinIO or Ceph nodes that serve data actively.",
      uses: ["Backup targets for Veeam, Proxmox Backup Server and restic", "Nextcloud and Seafile", "MinIO and Ceph nodes", "Video and photo archives"],
      features: [
        ["server", "Extra drives", "Add HDDs from 4 to 20 TB or more NVMe to any configuration; we assemble and test the array before delivery."],
        ["backup", "Your RAID", "RAID 1, 5, 6 or 10, ZFS or plain disks for Ceph — set up by us or left for you."],
        ["globe", "Port up to {claim:portMaxGbps} Gbps", "A {claim:portMbps} Mbps port is included and grows to {claim:portMaxGbps} Gbps for large restores."],
        ["lock", "Separate from production", "Put the storage server in another country from your production servers to survive a whole-site incident."],
      ],
      faq: [
        [
          "What is cheaper for backups: a storage server or backup storage?",
          "Up to a few terabytes, our backup storage or S3 is cheaper and needs no administration. From about 10 TB, a storage server wins on price per terabyte.",
        ],
        ["Can I use ZFS?", "Yes. We deliver the disks as plain devices and you create a ZFS pool, or we set it up for you."],
        [
          "What happens if a disk fails?",
          "Monitoring alerts us, and the drive is replaced within hours; with RAID or ZFS redundancy your data stays available.",
        ],
      ],
      keywords: ["storage server", "backup server", "dedicated storage server", "Nextcloud server"],
      longText:
        "A storage server is a dedicated machine built around disks: many terabytes of HDD for cheap capacity, or NVMe for storage that is read and written all the time. Use it as the target for your backups, as a private cloud with Nextcloud, or as a node of your own S3-compatible cluster with MinIO or Ceph.\n\nYou decide the RAID level and the file system; we assemble the array, test it for {claim:serverTestHours} hours and replace failed drives.",
    },
    {
      title: "Серверы для хранения данных",
      seoTitle: "Выделенные серверы для бэкапов и архивов — Hostward",
      description:
        "Выделенные серверы для хранения: большие массивы HDD или NVMe для бэкапов, медиаархивов, Nextcloud и MinIO. RAID, порт 1 Гбит/с, защита от DDoS.",
      lead: "Большие дисковые массивы для бэкапов, архивов, медиатек и своего объектного хранилища с уровнем RAID на ваш выбор.",
      hero: [
        "Терабайты под вашим контролем",
        "Соберите свою площадку для бэкапов, Nextcloud или кластер MinIO на железе, которое принадлежит только вам, в выбранном дата-центре.",
      ],
      config:
        "Intel Xeon E3-1230 с дополнительными HDD на 8–16 ТБ — для хранения бэкапов; AMD EPYC 7302 с NVMe — для узлов MinIO или Ceph с активной отдачей данных.",
      uses: ["Хранилище бэкапов для Veeam, Proxmox Backup Server и restic", "Nextcloud и Seafile", "Узлы MinIO и Ceph", "Архивы видео и фото"],
      features: [
        ["server", "Дополнительные диски", "Добавьте HDD от 4 до 20 ТБ или больше NVMe к любой конфигурации; мы соберём и проверим массив до выдачи."],
        ["backup", "Ваш RAID", "RAID 1, 5, 6 или 10, ZFS или просто диски для Ceph — настроим мы или оставим вам."],
        [
          "globe",
          "Порт до {claim:portMaxGbps} Гбит/с",
          "Порт {claim:portMbps} Мбит/с включён и расширяется до {claim:portMaxGbps} Гбит/с для больших восстановлений.",
        ],
        ["lock", "Отдельно от рабочих серверов", "Разместите хранилище в другой стране, чем рабочие серверы, чтобы пережить аварию целой площадки."],
      ],
      faq: [
        [
          "Что дешевле для бэкапов: сервер или хранилище для бэкапов?",
          "До нескольких терабайт дешевле наше хранилище бэкапов или S3, и администрировать ничего не нужно. Примерно от 10 ТБ сервер выгоднее по цене за терабайт.",
        ],
        ["Можно ли использовать ZFS?", "Да. Выдаём диски как обычные устройства, а пул ZFS создаёте вы или мы по запросу."],
        [
          "Что будет, если диск выйдет из строя?",
          "Мониторинг сообщит нам, и диск заменят за несколько часов; при избыточности RAID или ZFS данные остаются доступны.",
        ],
      ],
      keywords: ["сервер для хранения", "сервер для бэкапов", "выделенный сервер для хранения данных", "сервер Nextcloud"],
      longText:
        "Сервер для хранения — выделенная машина, собранная вокруг дисков: много терабайт HDD для дешёвого объёма или NVMe для данных, которые постоянно читаются и пишутся. Используйте его для бэкапов, как частное облако на Nextcloud или как узел собственного S3-совместимого кластера на MinIO или Ceph.\n\nУровень RAID и файловую систему выбираете вы; мы собираем массив, тестируем его {claim:serverTestHours} часов и меняем отказавшие диски.",
    },
  ),
  ded(
    "web-projects",
    ["e3-1230", "ryzen-7950x", "epyc-7302"],
    {
      title: "Dedicated servers for web projects",
      seoTitle: "Dedicated servers for high-traffic sites and shops — Hostward",
      description: "Dedicated servers for busy websites, online shops and SaaS: Ryzen and EPYC, NVMe, DDoS protection up to 250 Gbps and free migration.",
      lead: "For sites, shops and SaaS products that outgrew VPS: the whole server for your web stack, with DDoS protection and free migration.",
      hero: [
        "When a VPS is not enough",
        "Large shops, media sites and SaaS back-ends need predictable performance at peak times. A dedicated server gives it to you without sharing a single core.",
      ],
      config:
        "Xeon E3-1230 for a busy site of up to 50,000 visitors a day; Ryzen 9 7950X for PHP and Node.js apps that need fast single cores; EPYC 7302 for many sites and containers.",
      uses: ["Online shops on Magento, Shopware and WooCommerce", "News and media portals", "SaaS back-ends and APIs", "Agency servers with hundreds of sites"],
      features: [
        ["speed", "Fast single cores", "Ryzen 9 7950X boosts up to 5.7 GHz: PHP renders pages faster than on any server CPU."],
        [
          "shield",
          "DDoS protection",
          "Basic filtering is included; hardware protection up to {claim:ddosHardwareGbps} Gbps is available for shops and media under attack.",
        ],
        ["support", "Free migration", "Our engineers move your sites and databases from the current host and check them before DNS changes."],
        ["server", "Control panel", "FASTPANEL, ISPmanager or Plesk installed on request, so the team can manage sites without the console."],
      ],
      faq: [
        [
          "How many visitors can a dedicated server handle?",
          "With page caching, a Xeon E3-1230 serves tens of thousands of visitors a day; an uncached WooCommerce checkout is heavier, so shops usually start with Ryzen.",
        ],
        ["Can I split the site and the database across two servers?", "Yes. Order two servers in the same location and connect them over a private VLAN."],
        ["Is there a panel licence included?", "FASTPANEL is free; ISPmanager and Plesk licences are rented monthly with the server."],
      ],
      keywords: ["dedicated server for website", "server for online shop", "high traffic hosting", "dedicated web server"],
      longText:
        "A dedicated server for web projects is the step after a VPS for sites with steady high traffic or sharp peaks: sales, news events, TV ads. The whole CPU, memory and NVMe serve your sites, so response times stay flat when traffic grows.\n\nWe install the web stack or a control panel on request, move your sites for free and protect the server from DDoS attacks up to {claim:ddosHardwareGbps} Gbps with optional hardware filtering.",
    },
    {
      title: "Выделенные серверы для веб-проектов",
      seoTitle: "Выделенные серверы для посещаемых сайтов и магазинов — Hostward",
      description:
        "Выделенные серверы для посещаемых сайтов, интернет-магазинов и SaaS: Ryzen и EPYC, NVMe, защита от DDoS до 250 Гбит/с и бесплатный перенос.",
      lead: "Для сайтов, магазинов и SaaS, которым тесно на VPS: весь сервер под ваш веб-стек, защита от DDoS и бесплатный перенос.",
      hero: [
        "Когда VPS уже мало",
        "Крупным магазинам, медиа и SaaS нужна предсказуемая скорость в часы пик. Выделенный сервер даёт её, не деля ни одного ядра.",
      ],
      config:
        "Xeon E3-1230 — для сайта до 50 000 посетителей в день; Ryzen 9 7950X — для приложений на PHP и Node.js, где важны быстрые ядра; EPYC 7302 — для множества сайтов и контейнеров.",
      uses: ["Магазины на Magento, Shopware и WooCommerce", "Новостные и медиапорталы", "Бэкенды SaaS и API", "Серверы агентств с сотнями сайтов"],
      features: [
        ["speed", "Быстрые ядра", "Ryzen 9 7950X разгоняется до 5,7 ГГц: PHP рендерит страницы быстрее, чем на любом серверном процессоре."],
        ["shield", "Защита от DDoS", "Базовая фильтрация включена; аппаратная защита до {claim:ddosHardwareGbps} Гбит/с — для магазинов и медиа под атакой."],
        ["support", "Бесплатный перенос", "Инженеры перенесут сайты и базы с текущего хостинга и проверят их до смены DNS."],
        ["server", "Панель управления", "FASTPANEL, ISPmanager или Plesk по запросу, чтобы команда управляла сайтами без консоли."],
      ],
      faq: [
        [
          "Сколько посетителей выдержит выделенный сервер?",
          "С кэшированием страниц Xeon E3-1230 обслуживает десятки тысяч посетителей в день; оформление заказа WooCommerce без кэша тяжелее, поэтому магазины обычно начинают с Ryzen.",
        ],
        ["Можно ли разнести сайт и базу на два сервера?", "Да. Закажите два сервера в одной локации и соедините их частным VLAN."],
        ["Входит ли лицензия панели?", "FASTPANEL бесплатна; лицензии ISPmanager и Plesk арендуются помесячно вместе с сервером."],
      ],
      keywords: ["выделенный сервер для сайта", "сервер для интернет-магазина", "сервер для высоконагруженного сайта", "веб-сервер"],
      longText:
        "Выделенный сервер для веб-проектов — следующий шаг после VPS для сайтов с постоянно высоким трафиком или резкими пиками: распродажи, громкие новости, реклама на ТВ. Весь процессор, память и NVMe работают на ваши сайты, поэтому время ответа не растёт вместе с трафиком.\n\nПо запросу установим веб-стек или панель, бесплатно перенесём сайты и защитим сервер от DDoS до {claim:ddosHardwareGbps} Гбит/с с аппаратной фильтрацией.",
    },
  ),
  ded(
    "1c",
    ["e3-1230", "ryzen-7950x", "epyc-7302"],
    {
      title: "Dedicated servers for 1C",
      seoTitle: "Servers for 1C:Enterprise with RDP and MS SQL — Hostward",
      description:
        "Dedicated servers for 1C:Enterprise: high-frequency CPUs, NVMe, Windows Server with RDP, MS SQL or PostgreSQL. Setup of 1C server on request.",
      lead: "1C:Enterprise is sensitive to single-core speed and disk latency. We pick hardware for it and set up the 1C server, the database and remote access.",
      hero: [
        "1C that does not keep accountants waiting",
        "Month-end closing and heavy reports depend on CPU frequency and NVMe. Ryzen 9 7950X at up to 5.7 GHz closes periods several times faster than a typical server.",
      ],
      config:
        "Ryzen 9 7950X for 10–50 users of 1C:Accounting or ERP; EPYC 7302 for 100+ users and several databases; Xeon E3-1230 for a small office file-mode base.",
      uses: [
        "1C:Accounting and 1C:Trade Management",
        "1C:ERP for production companies",
        "Remote desktop for the whole office",
        "Web access to 1C through the thin client",
      ],
      features: [
        ["cpu", "High clock speed", "1C runs most operations in one thread; the Ryzen's single-core performance matters more than the number of cores."],
        ["server", "MS SQL or PostgreSQL", "MS SQL Server Standard licences for rent, or PostgreSQL Pro for 1C at no licence cost."],
        ["lock", "RDP and VPN access", "Users work over RDP or the thin client through a VPN; the database port is never open to the internet."],
        ["support", "Setup by engineers", "We install the 1C server cluster, the DBMS and licensing, and schedule database backups."],
      ],
      faq: [
        [
          "Do you provide 1C licences?",
          "No, 1C licences are bought from 1C partners; we install the server and connect your software or hardware keys (USB keys are passed through to the server).",
        ],
        [
          "Windows or Linux for the 1C server?",
          "Both work. Windows with MS SQL is familiar to most 1C administrators; Linux with PostgreSQL saves on licences.",
        ],
        [
          "Does hosting in Russia meet 152-FZ?",
          "Yes. Order the server in Moscow: personal data in your 1C bases is then stored in Russia as the law requires.",
        ],
      ],
      keywords: ["1C server", "server for 1C:Enterprise", "1C hosting", "dedicated server 1C"],
      longText:
        "1C:Enterprise is the most common accounting and ERP platform in Russian-speaking countries, and it is demanding: most operations run in a single thread and the database is read and written constantly. A dedicated server with a high-frequency CPU and NVMe drives closes periods and builds reports several times faster than an office server or a shared cloud.\n\nOur engineers install the 1C server, MS SQL or PostgreSQL and remote access, and set up database backups to another data centre.",
    },
    {
      title: "Выделенные серверы для 1С",
      seoTitle: "Серверы для 1С:Предприятия с RDP и MS SQL — Hostward",
      description:
        "Выделенные серверы для 1С:Предприятия: процессоры с высокой частотой, NVMe, Windows Server с RDP, MS SQL или PostgreSQL. Настройка сервера 1С.",
      lead: "1С:Предприятие чувствительна к скорости одного ядра и задержкам диска. Мы подберём железо и настроим сервер 1С, базу данных и удалённый доступ.",
      hero: [
        "1С, которая не заставляет бухгалтерию ждать",
        "Закрытие месяца и тяжёлые отчёты зависят от частоты процессора и NVMe. Ryzen 9 7950X с частотой до 5,7 ГГц закрывает периоды в разы быстрее типичного сервера.",
      ],
      config:
        "Ryzen 9 7950X — для 10–50 пользователей 1С:Бухгалтерии или ERP; EPYC 7302 — для 100+ пользователей и нескольких баз; Xeon E3-1230 — для небольшой файловой базы офиса.",
      uses: [
        "1С:Бухгалтерия и 1С:Управление торговлей",
        "1С:ERP для производства",
        "Удалённый рабочий стол для всего офиса",
        "Веб-доступ к 1С через тонкий клиент",
      ],
      features: [
        ["cpu", "Высокая частота", "Большинство операций 1С выполняет в одном потоке, поэтому производительность ядра Ryzen важнее количества ядер."],
        ["server", "MS SQL или PostgreSQL", "Аренда лицензий MS SQL Server Standard или PostgreSQL Pro для 1С без платы за лицензии."],
        ["lock", "Доступ по RDP и VPN", "Пользователи работают по RDP или через тонкий клиент по VPN; порт базы никогда не открыт в интернет."],
        ["support", "Настройка инженерами", "Установим кластер серверов 1С, СУБД и лицензирование, настроим бэкапы баз."],
      ],
      faq: [
        [
          "Вы предоставляете лицензии 1С?",
          "Нет, лицензии 1С покупаются у партнёров 1С; мы устанавливаем сервер и подключаем ваши программные или аппаратные ключи (USB-ключи пробрасываются на сервер).",
        ],
        [
          "Windows или Linux для сервера 1С?",
          "Подходят оба. Windows с MS SQL привычнее большинству администраторов 1С; Linux с PostgreSQL экономит на лицензиях.",
        ],
        [
          "Соответствует ли размещение в России 152-ФЗ?",
          "Да. Закажите сервер в Москве: персональные данные в ваших базах 1С будут храниться в России, как требует закон.",
        ],
      ],
      keywords: ["сервер для 1С", "сервер 1С:Предприятие", "аренда сервера 1С", "выделенный сервер 1С"],
      longText:
        "1С:Предприятие — самая распространённая учётная и ERP-платформа в русскоязычных странах, и она требовательна: большинство операций выполняется в одном потоке, а база постоянно читается и пишется. Выделенный сервер с высокочастотным процессором и NVMe закрывает периоды и строит отчёты в разы быстрее офисного сервера или общего облака.\n\nНаши инженеры установят сервер 1С, MS SQL или PostgreSQL и удалённый доступ и настроят бэкапы баз в другой дата-центр.",
    },
  ),
  ded(
    "amd-epyc",
    ["epyc-7302"],
    {
      title: "AMD EPYC dedicated servers",
      seoTitle: "AMD EPYC 7302 servers: 16 cores, 128 GB ECC, NVMe — Hostward",
      description:
        "Dedicated servers on AMD EPYC 7302: 16 cores, 32 threads, 128 GB ECC RAM, 3.84 TB NVMe and PCIe 4.0. In Europe, the USA, Ukraine and Russia.",
      lead: "16 cores and 32 threads, eight memory channels, 128 PCIe 4.0 lanes and 128 GB of ECC memory: a server CPU built for many parallel workloads.",
      hero: [
        "Many cores, lots of memory bandwidth",
        "AMD EPYC 7302 has eight memory channels and 128 MB of L3 cache — more than any desktop CPU — which keeps virtual machines, databases and containers fed with data.",
      ],
      config: "AMD EPYC 7302 with 128 GB ECC RAM and 3.84 TB NVMe; upgrades to 256 GB RAM and more NVMe drives on request.",
      uses: ["Virtualisation hosts for Proxmox and ESXi", "Large databases and analytics", "CI/CD build farms", "Kubernetes worker nodes"],
      features: [
        ["cpu", "128 MB L3 cache", "Large cache reduces trips to memory for databases and JVM applications with big heaps."],
        ["speed", "PCIe 4.0 NVMe", "NVMe drives on PCIe 4.0 lanes read at up to 7 GB/s each."],
        ["backup", "ECC memory", "Registered ECC RAM corrects single-bit errors — essential for long-running VMs and databases."],
        ["server", "IPMI", "Out-of-band console, power control and ISO mounting through IPMI, even when the OS does not boot."],
      ],
      faq: [
        [
          "Is EPYC better than Ryzen?",
          "For parallel workloads, many VMs and lots of memory, yes. For single-threaded tasks like 1C or PHP, the Ryzen 9 7950X is faster per core.",
        ],
        ["Can I get more RAM?", "Yes, up to 256 GB on request; the price of the upgrade is confirmed by sales before the order."],
        ["Where are EPYC servers available?", "In all seven of our locations: Germany, the Netherlands, Spain, Switzerland, the USA, Ukraine and Russia."],
      ],
      keywords: ["AMD EPYC server", "EPYC dedicated server", "EPYC 7302", "server with ECC RAM"],
      longText:
        "AMD EPYC is AMD's server processor family. The EPYC 7302 combines 16 Zen 2 cores with eight DDR4 memory channels, 128 MB of L3 cache and 128 PCIe 4.0 lanes, so it handles many virtual machines, containers or database connections at once without starving for memory bandwidth.\n\nHostward EPYC servers come with ECC memory, NVMe drives, IPMI access and a {claim:serverTestHours}-hour burn-in test before delivery.",
    },
    {
      title: "Выделенные серверы на AMD EPYC",
      seoTitle: "Серверы AMD EPYC 7302: 16 ядер, 128 ГБ ECC, NVMe — Hostward",
      description: "Выделенные серверы на AMD EPYC 7302: 16 ядер, 32 потока, 128 ГБ памяти ECC, 3,84 ТБ NVMe и PCIe 4.0. В Европе, США, Украине и России.",
      lead: "16 ядер и 32 потока, восемь каналов памяти, 128 линий PCIe 4.0 и 128 ГБ памяти ECC: серверный процессор для множества параллельных задач.",
      hero: [
        "Много ядер и широкая шина памяти",
        "У AMD EPYC 7302 восемь каналов памяти и 128 МБ кэша L3 — больше, чем у любого настольного процессора, — поэтому виртуальные машины, базы и контейнеры не ждут данных.",
      ],
      config: "AMD EPYC 7302 со 128 ГБ памяти ECC и 3,84 ТБ NVMe; расширение до 256 ГБ RAM и дополнительные NVMe — по запросу.",
      uses: ["Хосты виртуализации Proxmox и ESXi", "Большие базы данных и аналитика", "Фермы сборки CI/CD", "Рабочие узлы Kubernetes"],
      features: [
        ["cpu", "128 МБ кэша L3", "Большой кэш сокращает обращения к памяти для баз данных и JVM-приложений с большой кучей."],
        ["speed", "NVMe на PCIe 4.0", "NVMe-диски на линиях PCIe 4.0 читают до 7 ГБ/с каждый."],
        ["backup", "Память ECC", "Регистровая память ECC исправляет одиночные ошибки — это важно для долго работающих ВМ и баз."],
        ["server", "IPMI", "Внеполосная консоль, управление питанием и подключение ISO через IPMI, даже если система не загружается."],
      ],
      faq: [
        [
          "EPYC лучше Ryzen?",
          "Для параллельных задач, множества ВМ и большого объёма памяти — да. Для однопоточных задач вроде 1С или PHP Ryzen 9 7950X быстрее на ядро.",
        ],
        ["Можно ли больше памяти?", "Да, до 256 ГБ по запросу; стоимость расширения подтверждает отдел продаж до заказа."],
        ["Где доступны серверы EPYC?", "Во всех семи наших локациях: Германия, Нидерланды, Испания, Швейцария, США, Украина и Россия."],
      ],
      keywords: ["сервер AMD EPYC", "выделенный сервер EPYC", "EPYC 7302", "сервер с памятью ECC"],
      longText:
        "AMD EPYC — серверное семейство процессоров AMD. EPYC 7302 сочетает 16 ядер Zen 2 с восемью каналами памяти DDR4, 128 МБ кэша L3 и 128 линиями PCIe 4.0, поэтому справляется с множеством виртуальных машин, контейнеров или соединений с базой, не упираясь в пропускную способность памяти.\n\nСерверы EPYC в Hostward поставляются с памятью ECC, NVMe-дисками, доступом к IPMI и проходят {claim:serverTestHours}-часовой тест перед выдачей.",
    },
  ),
  ded(
    "vmware-esxi",
    ["epyc-7302", "ryzen-7950x"],
    {
      title: "Dedicated servers for VMware ESXi",
      seoTitle: "Servers for VMware ESXi and Proxmox virtualisation — Hostward",
      description: "Dedicated servers for VMware ESXi, Proxmox VE and Hyper-V: EPYC with ECC RAM, NVMe, IPMI and additional IPv4 subnets for your VMs.",
      lead: "Your own hypervisor on bare metal: VMware ESXi, Proxmox VE or Hyper-V, with IPMI for installation and extra IP subnets for virtual machines.",
      hero: [
        "Build your own private cloud",
        "Install ESXi from IPMI in minutes, or ask us to deliver the server with Proxmox VE ready. Route an additional IPv4 subnet to your virtual machines.",
      ],
      config: "AMD EPYC 7302 with 128 GB ECC RAM for 20–40 typical VMs; Ryzen 9 7950X with 64 GB for a lab or a few high-performance VMs.",
      uses: ["VMware ESXi and vCenter labs", "Proxmox VE clusters", "Hyper-V for Windows workloads", "Reselling VPS to your own customers"],
      features: [
        ["server", "IPMI and ISO", "Mount the ESXi or Proxmox installer through IPMI and install as on your own hardware."],
        ["globe", "Extra IPv4 subnets", "Order /29 or /28 subnets routed to the server for VMs, plus an IPv6 /64."],
        ["cpu", "Certified hardware", "NICs and NVMe controllers are on the VMware compatibility list and supported by Proxmox out of the box."],
        ["lock", "Private VLAN", "Connect several hypervisors for vMotion, Ceph or a Proxmox cluster over a private network."],
      ],
      faq: [
        [
          "Do you provide VMware licences?",
          "Since the Broadcom changes, VMware licences are bought directly; the free ESXi edition and Proxmox VE work without licences. We can recommend Proxmox as a drop-in replacement.",
        ],
        ["Can I run a cluster?", "Yes. Order servers in the same location and connect them over a private VLAN for shared storage and migration."],
        [
          "Is nested virtualisation allowed?",
          "On a dedicated server it is your hardware: nested virtualisation, PCI passthrough and any configuration are yours to choose.",
        ],
      ],
      keywords: ["ESXi server", "VMware dedicated server", "Proxmox server", "virtualisation server"],
      longText:
        "A dedicated server for virtualisation lets you run your own hypervisor: VMware ESXi, Proxmox VE, Hyper-V or XCP-ng. Split the machine into as many virtual machines as you need, route your own IP subnets to them and manage everything from vCenter or the Proxmox web interface.\n\nAMD EPYC servers with ECC memory and NVMe are the usual choice; each one is tested for {claim:serverTestHours} hours and comes with IPMI for installation and recovery.",
    },
    {
      title: "Выделенные серверы для VMware ESXi",
      seoTitle: "Серверы для виртуализации VMware ESXi и Proxmox — Hostward",
      description: "Выделенные серверы для VMware ESXi, Proxmox VE и Hyper-V: EPYC с памятью ECC, NVMe, IPMI и дополнительные подсети IPv4 для ваших ВМ.",
      lead: "Свой гипервизор на голом железе: VMware ESXi, Proxmox VE или Hyper-V, с IPMI для установки и дополнительными подсетями IP для виртуальных машин.",
      hero: [
        "Постройте своё частное облако",
        "Установите ESXi через IPMI за несколько минут или попросите выдать сервер с готовым Proxmox VE. Маршрутизируйте дополнительную подсеть IPv4 на виртуальные машины.",
      ],
      config: "AMD EPYC 7302 со 128 ГБ ECC — для 20–40 типичных ВМ; Ryzen 9 7950X с 64 ГБ — для лаборатории или нескольких производительных ВМ.",
      uses: ["Лаборатории VMware ESXi и vCenter", "Кластеры Proxmox VE", "Hyper-V для Windows-нагрузок", "Перепродажа VPS своим клиентам"],
      features: [
        ["server", "IPMI и ISO", "Подключите установщик ESXi или Proxmox через IPMI и ставьте, как на своё железо."],
        ["globe", "Дополнительные подсети IPv4", "Подсети /29 или /28, маршрутизируемые на сервер для ВМ, плюс IPv6 /64."],
        ["cpu", "Совместимое железо", "Сетевые карты и контроллеры NVMe есть в списке совместимости VMware и поддерживаются Proxmox из коробки."],
        ["lock", "Частный VLAN", "Соедините несколько гипервизоров для vMotion, Ceph или кластера Proxmox через частную сеть."],
      ],
      faq: [
        [
          "Вы предоставляете лицензии VMware?",
          "После изменений Broadcom лицензии VMware покупаются напрямую; бесплатная редакция ESXi и Proxmox VE работают без лицензий. Proxmox можем рекомендовать как прямую замену.",
        ],
        ["Можно ли собрать кластер?", "Да. Закажите серверы в одной локации и соедините их частным VLAN для общего хранилища и миграции."],
        [
          "Разрешена ли вложенная виртуализация?",
          "На выделенном сервере железо ваше: вложенная виртуализация, проброс PCI и любая конфигурация — на ваше усмотрение.",
        ],
      ],
      keywords: ["сервер ESXi", "выделенный сервер VMware", "сервер Proxmox", "сервер для виртуализации"],
      longText:
        "Выделенный сервер для виртуализации позволяет запустить свой гипервизор: VMware ESXi, Proxmox VE, Hyper-V или XCP-ng. Разделите машину на столько виртуальных машин, сколько нужно, направьте на них свои подсети IP и управляйте всем из vCenter или веб-интерфейса Proxmox.\n\nОбычный выбор — серверы AMD EPYC с памятью ECC и NVMe; каждый проходит тест {claim:serverTestHours} часов и выдаётся с IPMI для установки и восстановления.",
    },
  ),
  ded(
    "highload",
    ["ryzen-7950x", "epyc-7302"],
    {
      title: "Dedicated servers for highload",
      seoTitle: "Highload servers: 1 Gbps, 250 Gbps DDoS protection — Hostward",
      description:
        "Servers for high-load projects: Ryzen 9 7950X and EPYC, NVMe, ports up to 1 Gbps, network up to 800 Gbps and DDoS protection up to 250 Gbps.",
      lead: "For APIs, games, ad tech and real-time services with thousands of requests per second: fast CPUs, wide ports and protection that holds under attack.",
      hero: [
        "Built for peak traffic",
        "Ryzen 9 7950X and AMD EPYC on a network of up to {claim:networkGbps} Gbps, with ports growing from {claim:portMbps} Mbps to {claim:portMaxGbps} Gbps and DDoS filtering up to {claim:ddosHardwareGbps} Gbps.",
      ],
      config:
        "Ryzen 9 7950X for latency-critical services and game servers; EPYC 7302 for horizontally scaled API nodes; two or more servers behind a load balancer for redundancy.",
      uses: [
        "High-traffic APIs and microservices",
        "Game servers and matchmaking",
        "Ad tech, RTB and analytics pipelines",
        "Real-time messaging and streaming",
      ],
      features: [
        ["speed", "Port up to {claim:portMaxGbps} Gbps", "Start at {claim:portMbps} Mbps and upgrade the port without moving the server when traffic grows."],
        [
          "shield",
          "Hardware DDoS protection",
          "Filtering up to {claim:ddosHardwareGbps} Gbps on our edge, tuned for HTTP floods, UDP amplification and game protocols.",
        ],
        ["globe", "{claim:networkGbps} Gbps backbone", "Several transit providers and exchange points in every location keep routes short under load."],
        ["cpu", "Tested under load", "Every server runs a {claim:serverTestHours}-hour CPU, memory and disk stress test before delivery."],
      ],
      faq: [
        [
          "What happens during a large attack?",
          "Traffic is diverted to our filtering nodes, cleaned and delivered to your server; legitimate users keep working. Protection up to {claim:ddosHardwareGbps} Gbps is an option you enable per server.",
        ],
        [
          "Can I get several servers in different countries?",
          "Yes. Put servers in Frankfurt, Amsterdam and New York behind GeoDNS or anycast from your own provider for global load balancing.",
        ],
        [
          "Is traffic unmetered?",
          "Ports come with a generous monthly traffic allowance; the exact volume is shown when you configure the server, and sales can offer unmetered ports.",
        ],
      ],
      keywords: ["highload server", "high load hosting", "server with DDoS protection", "1 Gbps dedicated server"],
      longText:
        "High-load projects need more than a fast CPU: the network, the port and the DDoS protection decide whether a service stays online during a peak or an attack. Hostward runs its own backbone of up to {claim:networkGbps} Gbps with several upstreams in every location.\n\nServers start with a {claim:portMbps} Mbps port that grows to {claim:portMaxGbps} Gbps, and optional hardware protection filters attacks up to {claim:ddosHardwareGbps} Gbps before they reach you.",
    },
    {
      title: "Выделенные серверы для highload",
      seoTitle: "Серверы для высоких нагрузок и защита от DDoS 250 Гбит/с",
      description: "Серверы для высоконагруженных проектов: Ryzen 9 7950X и EPYC, NVMe, порт до 1 Гбит/с, сеть до 800 Гбит/с и защита от DDoS до 250 Гбит/с.",
      lead: "Для API, игр, рекламных технологий и сервисов реального времени с тысячами запросов в секунду: быстрые процессоры, широкие порты и защита, которая держит атаки.",
      hero: [
        "Создано для пикового трафика",
        "Ryzen 9 7950X и AMD EPYC в сети до {claim:networkGbps} Гбит/с, порт от {claim:portMbps} Мбит/с с расширением до {claim:portMaxGbps} Гбит/с и фильтрация DDoS до {claim:ddosHardwareGbps} Гбит/с.",
      ],
      config:
        "Ryzen 9 7950X — для сервисов, критичных к задержкам, и игровых серверов; EPYC 7302 — для горизонтально масштабируемых узлов API; два сервера и больше за балансировщиком — для отказоустойчивости.",
      uses: [
        "Высоконагруженные API и микросервисы",
        "Игровые серверы и матчмейкинг",
        "Рекламные технологии, RTB и аналитика",
        "Сообщения и стриминг в реальном времени",
      ],
      features: [
        ["speed", "Порт до {claim:portMaxGbps} Гбит/с", "Начните с {claim:portMbps} Мбит/с и расширьте порт без переезда сервера, когда вырастет трафик."],
        [
          "shield",
          "Аппаратная защита от DDoS",
          "Фильтрация до {claim:ddosHardwareGbps} Гбит/с на нашей границе сети, настроенная на HTTP-флуд, UDP-амплификацию и игровые протоколы.",
        ],
        [
          "globe",
          "Магистраль {claim:networkGbps} Гбит/с",
          "Несколько транзитных провайдеров и точек обмена в каждой локации сохраняют короткие маршруты под нагрузкой.",
        ],
        ["cpu", "Проверка под нагрузкой", "Каждый сервер проходит {claim:serverTestHours}-часовой стресс-тест процессора, памяти и дисков перед выдачей."],
      ],
      faq: [
        [
          "Что происходит во время крупной атаки?",
          "Трафик перенаправляется на наши узлы фильтрации, очищается и доставляется на ваш сервер; настоящие пользователи продолжают работать. Защита до {claim:ddosHardwareGbps} Гбит/с — опция, включаемая для сервера.",
        ],
        [
          "Можно ли несколько серверов в разных странах?",
          "Да. Разместите серверы во Франкфурте, Амстердаме и Нью-Йорке за GeoDNS или anycast вашего провайдера для глобальной балансировки.",
        ],
        [
          "Трафик безлимитный?",
          "К порту прилагается большой месячный объём трафика; точный объём виден при настройке сервера, а безлимитные порты предложит отдел продаж.",
        ],
      ],
      keywords: ["сервер для highload", "высоконагруженный проект", "сервер с защитой от DDoS", "выделенный сервер 1 Гбит/с"],
      longText:
        "Высоконагруженным проектам нужен не только быстрый процессор: сеть, порт и защита от DDoS решают, останется ли сервис в сети во время пика или атаки. Hostward использует собственную магистраль до {claim:networkGbps} Гбит/с с несколькими аплинками в каждой локации.\n\nСерверы начинаются с порта {claim:portMbps} Мбит/с с расширением до {claim:portMaxGbps} Гбит/с, а аппаратная защита фильтрует атаки до {claim:ddosHardwareGbps} Гбит/с ещё до вашего сервера.",
    },
  ),
  ded(
    "windows-rdp",
    ["e3-1230", "ryzen-7950x"],
    {
      title: "Dedicated Windows RDP servers",
      seoTitle: "Windows RDP dedicated servers for remote teams — Hostward",
      description: "Dedicated servers with Windows Server and Remote Desktop Services for remote teams: RDS CALs for rent, fast Ryzen CPUs, NVMe and backups.",
      lead: "A remote desktop server for the whole team: Windows Server with Remote Desktop Services, licences for rent and hardware sized for your users.",
      hero: [
        "The office desktop, anywhere",
        "Employees connect from home or the road to one Windows server with their programs, files and printers — no data on laptops.",
      ],
      config:
        "Xeon E3-1230 for up to 10 RDP users with office software; Ryzen 9 7950X with 64 GB RAM for 20–30 users or heavier applications like 1C and CAD viewers.",
      uses: [
        "Remote offices and accounting",
        "1C and office suites for remote staff",
        "Trading terminals for several traders",
        "Secure access to internal applications",
      ],
      features: [
        ["server", "RDS licences for rent", "Windows Server and RDS CALs per user are rented monthly with the server — no upfront purchase."],
        ["lock", "RD Gateway and 2FA", "Access through RD Gateway over HTTPS with two-factor authentication instead of an open RDP port."],
        ["speed", "Ryzen for a snappy desktop", "High single-core speed makes every user's session responsive, even when many are logged in."],
        ["backup", "Daily backups", "Server images and user profiles backed up to our backup storage in another data centre."],
      ],
      faq: [
        ["How many users can work on one server?", "About 2–3 GB of RAM per user with office software: 64 GB serves 20–30 users comfortably."],
        ["Is it safe to open RDP to the internet?", "We do not recommend it. We set up RD Gateway with 2FA or a VPN, and keep port 3389 closed."],
        ["Can I use my own Windows licence?", "Only with Licence Mobility through Software Assurance; otherwise licences are rented from us under SPLA."],
      ],
      keywords: ["Windows RDP server", "dedicated RDP server", "remote desktop server", "RDS hosting"],
      longText:
        "A Windows RDP server gives a whole team one shared Windows environment in the data centre: programs, files and printers are on the server, employees connect over Remote Desktop from any device. Data stays off laptops, and a new employee gets access in minutes.\n\nWe deliver dedicated servers with Windows Server and Remote Desktop Services, rent the licences monthly and secure access with RD Gateway and two-factor authentication.",
    },
    {
      title: "Выделенные серверы Windows RDP",
      seoTitle: "Выделенные RDP-серверы на Windows для удалённых команд — Hostward",
      description: "Выделенные серверы с Windows Server и службами удалённых рабочих столов: аренда лицензий RDS CAL, быстрые Ryzen, NVMe и бэкапы.",
      lead: "Сервер удалённых рабочих столов для всей команды: Windows Server со службами RDS, лицензии в аренду и железо под число пользователей.",
      hero: [
        "Офисный рабочий стол где угодно",
        "Сотрудники подключаются из дома или в дороге к одному Windows-серверу со своими программами, файлами и принтерами — данных на ноутбуках нет.",
      ],
      config:
        "Xeon E3-1230 — до 10 пользователей RDP с офисными программами; Ryzen 9 7950X с 64 ГБ RAM — для 20–30 пользователей или тяжёлых приложений вроде 1С.",
      uses: [
        "Удалённые офисы и бухгалтерия",
        "1С и офисные пакеты для удалённых сотрудников",
        "Торговые терминалы для нескольких трейдеров",
        "Защищённый доступ к внутренним приложениям",
      ],
      features: [
        ["server", "Аренда лицензий RDS", "Windows Server и RDS CAL на пользователя арендуются помесячно вместе с сервером — без покупки заранее."],
        ["lock", "RD Gateway и 2FA", "Доступ через RD Gateway по HTTPS с двухфакторной аутентификацией вместо открытого порта RDP."],
        ["speed", "Ryzen для отзывчивого стола", "Высокая скорость ядра делает сеанс каждого пользователя отзывчивым, даже когда в системе многие."],
        ["backup", "Ежедневные бэкапы", "Образы сервера и профили пользователей копируются в хранилище бэкапов в другом дата-центре."],
      ],
      faq: [
        [
          "Сколько пользователей может работать на одном сервере?",
          "Около 2–3 ГБ памяти на пользователя с офисными программами: 64 ГБ спокойно обслуживают 20–30 человек.",
        ],
        ["Безопасно ли открывать RDP в интернет?", "Не рекомендуем. Настроим RD Gateway с 2FA или VPN и оставим порт 3389 закрытым."],
        [
          "Можно ли использовать свою лицензию Windows?",
          "Только по программе License Mobility через Software Assurance; иначе лицензии арендуются у нас по SPLA.",
        ],
      ],
      keywords: ["RDP сервер Windows", "выделенный RDP сервер", "сервер удалённых рабочих столов", "аренда терминального сервера"],
      longText:
        "RDP-сервер на Windows даёт всей команде общее Windows-окружение в дата-центре: программы, файлы и принтеры на сервере, сотрудники подключаются по удалённому рабочему столу с любого устройства. Данные не хранятся на ноутбуках, а новый сотрудник получает доступ за минуты.\n\nМы выдаём выделенные серверы с Windows Server и службами удалённых рабочих столов, сдаём лицензии помесячно и защищаем доступ через RD Gateway и двухфакторную аутентификацию.",
    },
  ),
  ded(
    "discount",
    ["e3-1230"],
    {
      title: "Discounted dedicated servers",
      seoTitle: "Cheap dedicated servers: discounted Xeon builds — Hostward",
      description: "Dedicated servers at a discount: proven Intel Xeon configurations from our stock, tested for 48 hours, with IPMI and DDoS protection.",
      lead: "Proven Intel Xeon servers from our stock at the lowest monthly price: the same testing, network and support as every other server.",
      hero: [
        "A whole server for the price of a large VPS",
        "Intel Xeon E3-1230 with 16 GB RAM is enough for a small shop, a game server, a VPN or a backup target — and costs less than many cloud instances.",
      ],
      config: "Intel Xeon E3-1230 (4 cores, 16 GB RAM, 1 TB) — the entry configuration; longer terms lower the monthly price further.",
      uses: ["Small web projects and shops", "Game servers (Minecraft, CS2, Rust)", "Personal VPN and proxy servers", "Backup targets and test environments"],
      features: [
        ["money", "Longer term, lower price", "Pay for 3, 6 or 12 months and the monthly price drops further; the discount is applied in the cart."],
        ["cpu", "Same {claim:serverTestHours}-hour test", "Discounted servers pass the same burn-in test as new builds: memory, CPU and disks under load."],
        ["server", "IPMI included", "Remote console and power control through IPMI, as on our most expensive servers."],
        ["support", "Same support", "Engineers answer tickets around the clock; hardware faults are fixed at our cost."],
      ],
      faq: [
        [
          "Why are these servers cheaper?",
          "They are proven configurations on previous-generation Xeon CPUs that we have in stock; the hardware is tested and covered by our replacement guarantee.",
        ],
        ["Can I upgrade the server later?", "RAM and disks can be added; for more CPU power you move to a Ryzen or EPYC server, and we help migrate."],
        [
          "Is there a new-customer discount as well?",
          "Yes. Leave your e-mail on the site and get a promo code for {claim:newCustomerDiscountPercent}% off your first {claim:newCustomerDiscountMonths} months.",
        ],
      ],
      keywords: ["cheap dedicated server", "discount dedicated server", "budget server", "Xeon E3 server"],
      longText:
        "Not every project needs the newest CPU. A discounted dedicated server on Intel Xeon E3-1230 gives you the whole machine — four cores, 16 GB RAM and a terabyte of storage — for the price of a mid-size VPS.\n\nThe servers go through the same {claim:serverTestHours}-hour test and run on the same network and DDoS protection as every other Hostward server.",
    },
    {
      title: "Выделенные серверы со скидкой",
      seoTitle: "Дешёвые выделенные серверы: Xeon со скидкой — Hostward",
      description: "Выделенные серверы со скидкой: проверенные конфигурации Intel Xeon из наличия, тест 48 часов, IPMI и защита от DDoS.",
      lead: "Проверенные серверы Intel Xeon из наличия по минимальной месячной цене: те же тесты, сеть и поддержка, что у любого другого сервера.",
      hero: [
        "Целый сервер по цене большого VPS",
        "Intel Xeon E3-1230 с 16 ГБ RAM хватит для небольшого магазина, игрового сервера, VPN или хранилища бэкапов — и стоит он меньше многих облачных машин.",
      ],
      config: "Intel Xeon E3-1230 (4 ядра, 16 ГБ RAM, 1 ТБ) — начальная конфигурация; при оплате на длительный срок месячная цена ещё ниже.",
      uses: ["Небольшие сайты и магазины", "Игровые серверы (Minecraft, CS2, Rust)", "Личный VPN и прокси", "Хранилища бэкапов и тестовые среды"],
      features: [
        ["money", "Дольше срок — ниже цена", "Оплатите 3, 6 или 12 месяцев, и цена за месяц снизится; скидка применяется в корзине."],
        [
          "cpu",
          "Тот же тест {claim:serverTestHours} часов",
          "Серверы со скидкой проходят такой же тест, как новые сборки: память, процессор и диски под нагрузкой.",
        ],
        ["server", "IPMI включён", "Удалённая консоль и управление питанием через IPMI, как на самых дорогих серверах."],
        ["support", "Та же поддержка", "Инженеры отвечают на тикеты круглосуточно, неисправности железа устраняются за наш счёт."],
      ],
      faq: [
        [
          "Почему эти серверы дешевле?",
          "Это проверенные конфигурации на процессорах Xeon прошлого поколения из наличия; железо протестировано и покрыто нашей гарантией замены.",
        ],
        [
          "Можно ли потом улучшить сервер?",
          "Память и диски можно добавить; для большей мощности процессора переходите на Ryzen или EPYC — мы поможем с переносом.",
        ],
        [
          "Есть ли ещё скидка для новых клиентов?",
          "Да. Оставьте e-mail на сайте и получите промокод на {claim:newCustomerDiscountPercent}% на первые {claim:newCustomerDiscountMonths} месяца.",
        ],
      ],
      keywords: ["дешёвый выделенный сервер", "выделенный сервер со скидкой", "бюджетный сервер", "сервер Xeon E3"],
      longText:
        "Не каждому проекту нужен новейший процессор. Выделенный сервер со скидкой на Intel Xeon E3-1230 даёт всю машину — четыре ядра, 16 ГБ RAM и терабайт дискового пространства — по цене среднего VPS.\n\nЭти серверы проходят тот же {claim:serverTestHours}-часовой тест и работают в той же сети с той же защитой от DDoS, что и все серверы Hostward.",
    },
  ),
  ded(
    "nvme",
    ["ryzen-7950x", "epyc-7302"],
    {
      title: "Dedicated servers with NVMe",
      seoTitle: "NVMe dedicated servers with PCIe 4.0 drives — Hostward",
      description: "Dedicated servers with NVMe SSDs on PCIe 4.0: up to 7 GB/s per drive, RAID 1 or 10, Ryzen 9 7950X and AMD EPYC. Tested 48 hours.",
      lead: "Every drive on PCIe lanes, not SATA: up to 7 GB/s reads and hundreds of thousands of IOPS for databases, build servers and search.",
      hero: [
        "Storage that keeps up with the CPU",
        "SATA SSDs stop at about 550 MB/s. NVMe on PCIe 4.0 reads over ten times faster with a fraction of the latency, so the CPU no longer waits for the disk.",
      ],
      config:
        "Ryzen 9 7950X with 2 TB NVMe for builds and OLTP; AMD EPYC 7302 with 3.84 TB NVMe for large databases and search indexes; extra drives on request.",
      uses: [
        "Databases with heavy random I/O",
        "CI builds and container registries",
        "Elasticsearch and OpenSearch indexes",
        "Video transcoding scratch space",
      ],
      features: [
        ["speed", "PCIe 4.0", "Up to 7 GB/s sequential reads and 1 million random IOPS per enterprise drive."],
        ["backup", "RAID 1 or 10", "Mirror drives with Linux mdadm or ZFS; a failed drive is swapped while the array keeps running."],
        ["cpu", "Enterprise drives", "Data-centre NVMe with power-loss protection and endurance ratings for constant writes."],
        ["server", "SMART monitoring", "Drive wear and errors are monitored; we replace drives before they fail."],
      ],
      faq: [
        [
          "How much faster is NVMe than SSD?",
          "A SATA SSD reads about 550 MB/s; a PCIe 4.0 NVMe drive reads up to 7 GB/s with latency of tens of microseconds instead of hundreds.",
        ],
        [
          "Do I need RAID on NVMe?",
          "For anything you cannot rebuild from backups, yes: RAID 1 protects against a single drive failure at the cost of half the capacity.",
        ],
        ["Can I mix NVMe with HDDs?", "Yes: NVMe for the system and hot data, large HDDs for archives and backups in the same server."],
      ],
      keywords: ["NVMe dedicated server", "server with NVMe SSD", "PCIe 4.0 server", "fast storage server"],
      longText:
        "NVMe drives connect to the CPU directly through PCIe lanes instead of the old SATA interface. The result is up to ten times higher throughput and much lower latency, which matters for databases, search indexes, CI pipelines and anything else that reads and writes small blocks all the time.\n\nHostward NVMe servers use enterprise drives with power-loss protection, set up in RAID on request and tested for {claim:serverTestHours} hours before delivery.",
    },
    {
      title: "Выделенные серверы с NVMe",
      seoTitle: "Выделенные серверы с NVMe-дисками PCIe 4.0 — Hostward",
      description: "Выделенные серверы с NVMe на PCIe 4.0: до 7 ГБ/с на диск, RAID 1 или 10, Ryzen 9 7950X и AMD EPYC. Тест 48 часов перед выдачей.",
      lead: "Каждый диск на линиях PCIe, а не SATA: чтение до 7 ГБ/с и сотни тысяч IOPS для баз данных, серверов сборки и поиска.",
      hero: [
        "Диски, которые успевают за процессором",
        "SATA SSD упираются примерно в 550 МБ/с. NVMe на PCIe 4.0 читает в десять с лишним раз быстрее с малой долей задержки, и процессор больше не ждёт диск.",
      ],
      config:
        "Ryzen 9 7950X с 2 ТБ NVMe — для сборок и OLTP; AMD EPYC 7302 с 3,84 ТБ NVMe — для больших баз и поисковых индексов; дополнительные диски по запросу.",
      uses: [
        "Базы данных с интенсивным случайным вводом-выводом",
        "Сборки CI и реестры контейнеров",
        "Индексы Elasticsearch и OpenSearch",
        "Временное хранилище для перекодирования видео",
      ],
      features: [
        ["speed", "PCIe 4.0", "До 7 ГБ/с последовательного чтения и до миллиона случайных IOPS на корпоративный диск."],
        ["backup", "RAID 1 или 10", "Зеркалирование через mdadm или ZFS; отказавший диск меняется, пока массив работает."],
        ["cpu", "Корпоративные диски", "NVMe для дата-центров с защитой от потери питания и ресурсом на постоянную запись."],
        ["server", "Мониторинг SMART", "Износ и ошибки дисков под наблюдением; меняем диски до того, как они откажут."],
      ],
      faq: [
        ["Насколько NVMe быстрее SSD?", "SATA SSD читает около 550 МБ/с; NVMe на PCIe 4.0 — до 7 ГБ/с с задержкой в десятки микросекунд вместо сотен."],
        ["Нужен ли RAID на NVMe?", "Для всего, что нельзя восстановить из бэкапов, — да: RAID 1 защищает от отказа одного диска ценой половины объёма."],
        ["Можно ли совместить NVMe и HDD?", "Да: NVMe для системы и горячих данных, большие HDD для архивов и бэкапов в одном сервере."],
      ],
      keywords: ["выделенный сервер NVMe", "сервер с NVMe SSD", "сервер PCIe 4.0", "быстрый сервер"],
      longText:
        "NVMe-диски подключаются к процессору напрямую по линиям PCIe, а не через старый интерфейс SATA. В результате пропускная способность выше до десяти раз, а задержки намного ниже — это важно для баз данных, поисковых индексов, CI и всего, что постоянно читает и пишет мелкими блоками.\n\nNVMe-серверы Hostward используют корпоративные диски с защитой от потери питания, собираются в RAID по запросу и проходят тест {claim:serverTestHours} часов перед выдачей.",
    },
  ),
  ded(
    "blockchain",
    ["ryzen-7950x", "epyc-7302"],
    {
      title: "Dedicated servers for blockchain nodes",
      seoTitle: "Blockchain node servers: Ethereum, Solana, Bitcoin — Hostward",
      description: "Dedicated servers for blockchain nodes and validators: fast NVMe, high-clock CPUs, 1 Gbps ports and crypto payments in USDT, BTC and ETH.",
      lead: "Full nodes, validators and RPC endpoints need fast NVMe, steady bandwidth and uptime. Pay for them in USDT, Bitcoin or Ethereum.",
      hero: [
        "Nodes that stay in sync",
        "Chain state grows every day and syncing is disk-bound. NVMe on PCIe 4.0 and fast cores keep your node at the chain head and your validator from missing slots.",
      ],
      config:
        "Ryzen 9 7950X with 2 TB NVMe for Ethereum execution + consensus clients or Bitcoin full nodes; AMD EPYC 7302 with 128 GB RAM for Solana RPC and archive nodes.",
      uses: ["Ethereum validators and RPC nodes", "Bitcoin and Lightning nodes", "Solana, Polygon and Cosmos-SDK chains", "Indexers and block explorers"],
      features: [
        ["speed", "NVMe for state", "Random I/O on NVMe keeps Geth, Erigon and Reth in sync; HDDs and network storage fall behind."],
        [
          "globe",
          "Port up to {claim:portMaxGbps} Gbps",
          "Peer-to-peer traffic and RPC load grow; the port grows with them from {claim:portMbps} Mbps to {claim:portMaxGbps} Gbps.",
        ],
        ["money", "Pay in crypto", "USDT (Tron), Bitcoin and Ethereum from 100 EUR per payment; confirmations are tracked in your account."],
        ["shield", "DDoS protection", "Public RPC endpoints are frequent targets; hardware filtering up to {claim:ddosHardwareGbps} Gbps is available."],
      ],
      faq: [
        [
          "Do you allow cryptocurrency mining?",
          "No. Proof-of-work mining is not allowed on our servers; nodes, validators, indexers and RPC services are welcome.",
        ],
        [
          "How much disk does an Ethereum node need?",
          "A pruned execution client with a consensus client needs about 1.5–2 TB today and grows every year; archive nodes need far more.",
        ],
        ["Can US residents pay in cryptocurrency?", "No. Crypto payments are not available to US citizens and residents; card and invoice payments are."],
      ],
      keywords: ["blockchain server", "Ethereum node server", "validator server", "crypto dedicated server"],
      longText:
        "Running a blockchain node means storing a constantly growing state and processing new blocks in real time. The bottleneck is almost always the disk: a node on NVMe keeps up with the chain, a node on slower storage falls behind and your validator misses duties.\n\nHostward servers for blockchain come with enterprise NVMe, fast CPUs, ports up to {claim:portMaxGbps} Gbps and the option to pay in cryptocurrency. Mining is not allowed; nodes and validators are.",
    },
    {
      title: "Выделенные серверы для блокчейн-нод",
      seoTitle: "Серверы для блокчейн-нод: Ethereum, Solana, Bitcoin — Hostward",
      description: "Выделенные серверы для блокчейн-нод и валидаторов: быстрые NVMe, высокочастотные CPU, порт 1 Гбит/с и оплата в USDT, BTC и ETH.",
      lead: "Полным нодам, валидаторам и RPC-эндпоинтам нужны быстрые NVMe, стабильный канал и доступность. Оплачивайте их в USDT, Bitcoin или Ethereum.",
      hero: [
        "Ноды, которые не отстают",
        "Состояние сети растёт каждый день, а синхронизация упирается в диск. NVMe на PCIe 4.0 и быстрые ядра держат ноду на вершине цепи, а валидатор — без пропущенных слотов.",
      ],
      config:
        "Ryzen 9 7950X с 2 ТБ NVMe — для клиентов исполнения и консенсуса Ethereum или полной ноды Bitcoin; AMD EPYC 7302 со 128 ГБ RAM — для RPC-нод Solana и архивных нод.",
      uses: ["Валидаторы и RPC-ноды Ethereum", "Ноды Bitcoin и Lightning", "Сети Solana, Polygon и Cosmos SDK", "Индексаторы и обозреватели блоков"],
      features: [
        ["speed", "NVMe для состояния", "Случайный ввод-вывод на NVMe держит Geth, Erigon и Reth синхронизированными; HDD и сетевые хранилища отстают."],
        [
          "globe",
          "Порт до {claim:portMaxGbps} Гбит/с",
          "P2P-трафик и нагрузка на RPC растут — порт растёт вместе с ними от {claim:portMbps} Мбит/с до {claim:portMaxGbps} Гбит/с.",
        ],
        ["money", "Оплата криптовалютой", "USDT (Tron), Bitcoin и Ethereum от 100 EUR за платёж; подтверждения видны в личном кабинете."],
        ["shield", "Защита от DDoS", "Публичные RPC часто атакуют; доступна аппаратная фильтрация до {claim:ddosHardwareGbps} Гбит/с."],
      ],
      faq: [
        [
          "Разрешён ли майнинг криптовалют?",
          "Нет. Майнинг на доказательстве работы на наших серверах запрещён; ноды, валидаторы, индексаторы и RPC — пожалуйста.",
        ],
        [
          "Сколько диска нужно ноде Ethereum?",
          "Клиенту исполнения с обрезкой и клиенту консенсуса сегодня нужно около 1,5–2 ТБ, и объём растёт каждый год; архивным нодам — намного больше.",
        ],
        ["Могут ли резиденты США платить криптовалютой?", "Нет. Оплата криптовалютой недоступна гражданам и резидентам США; картой и по счёту — можно."],
      ],
      keywords: ["сервер для блокчейна", "сервер для ноды Ethereum", "сервер для валидатора", "выделенный сервер для криптовалют"],
      longText:
        "Работа блокчейн-ноды — это хранение постоянно растущего состояния и обработка новых блоков в реальном времени. Узкое место почти всегда диск: нода на NVMe успевает за сетью, нода на медленном хранилище отстаёт, и валидатор пропускает обязанности.\n\nСерверы Hostward для блокчейна — это корпоративные NVMe, быстрые процессоры, порт до {claim:portMaxGbps} Гбит/с и оплата криптовалютой. Майнинг запрещён, ноды и валидаторы — разрешены.",
    },
  ),
];

export const themeSoftware: PageSource[] = [
  {
    type: "software",
    slug: "windows",
    kind: "os",
    en: { name: "Windows Server", description: "Microsoft's server operating system for .NET, MS SQL, 1C and Remote Desktop workloads." },
    ru: { name: "Windows Server", description: "Серверная операционная система Microsoft для .NET, MS SQL, 1С и удалённых рабочих столов." },
  },
  {
    type: "software",
    slug: "ubuntu",
    kind: "os",
    en: { name: "Ubuntu", description: "Ubuntu Server LTS: the most popular Linux for servers, with five years of security updates per release." },
    ru: { name: "Ubuntu", description: "Ubuntu Server LTS — самый популярный серверный Linux с пятью годами обновлений безопасности на релиз." },
  },
  {
    type: "software",
    slug: "linux",
    kind: "os",
    en: { name: "Linux", description: "Debian, Ubuntu, AlmaLinux, Rocky Linux, Fedora and any other distribution installed from an ISO." },
    ru: { name: "Linux", description: "Debian, Ubuntu, AlmaLinux, Rocky Linux, Fedora и любой другой дистрибутив из ISO." },
  },
];

export const vpsThemePages: PageSource[] = THEMES.map((t) => ({
  type: "variantPage",
  productLine: "vps",
  prefix: t.prefix,
  slug: t.slug,
  ...(t.software ? { software: t.software } : {}),
  en: page(t, "en"),
  ru: page(t, "ru"),
}));

export const dedicatedThemePages: PageSource[] = DEDICATED.map((d) => {
  const t: Theme = { line: "dedicated", prefix: "for", slug: d.slug, plans: d.plans, en: d.en, ru: d.ru };
  return { type: "variantPage", productLine: "dedicated", prefix: "for", slug: d.slug, en: page(t, "en"), ru: page(t, "ru") };
});

export const themePages: PageSource[] = [...themeSoftware, ...vpsThemePages, ...dedicatedThemePages];
