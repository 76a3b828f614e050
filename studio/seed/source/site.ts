import type { SiteSettingsSource, TagSource } from "./types";
import { COMPANY_DOMAIN, STATUS_PAGE } from "./company";

export const siteSettings: SiteSettingsSource[] = [
  {
    language: "en",
    siteName: "Hostward",
    seo: {
      title: "Hostward: web hosting, VPS, dedicated servers and VPN",
      description:
        "NVMe web hosting, KVM virtual servers, dedicated servers, VPN, backup and S3-compatible storage in seven countries. Support by ticket and chat.",
      keywords: ["web hosting", "VPS", "KVM", "dedicated servers", "VPN", "S3 storage", "backup storage"],
      longText:
        "Hostward has been running servers for developers, online shops, forums and businesses since 2010. Our data centres are in Germany, the Netherlands, Spain, Switzerland, the USA, Ukraine and Russia; every plan comes with DDoS protection, 99.9% uptime and engineers who answer tickets around the clock.",
      image: { file: "../../static/og-default.png", alt: "Hostward: web hosting, VPS, dedicated servers and VPN" },
    },
    helpSeo: {
      title: "Help centre: guides to hosting, VPS, domains and your account",
      description: "Step-by-step guides to Hostward web hosting, VPS and dedicated servers, VPN, domains, mail and billing, searchable and grouped by topic.",
      keywords: ["help centre", "hosting guides", "VPS setup", "knowledge base"],
    },
    partnersSeo: {
      title: "Partner program: up to {claim:partnerCashbackPercent}% cashback | Hostward",
      description:
        "Recommend our hosting, VPS and dedicated servers and receive cashback from every payment of the customers you bring, for as long as they stay.",
      keywords: ["partner program", "affiliate program", "referral", "cashback", "hosting"],
    },
    contacts: {
      email: `support@${COMPANY_DOMAIN}`,
      phone: "+31 20 808 4120",
      address: "Hostward B.V.\nKeizersgracht 520\n1017 EK Amsterdam\nNetherlands",
      postalAddress: { streetAddress: "Keizersgracht 520", postalCode: "1017 EK", addressLocality: "Amsterdam", addressCountry: "NL" },
    },
    footerLinks: [
      { label: "Help centre", href: "/help/" },
      { label: "News", href: "/news/" },
      { label: "Contacts", href: "/contacts/" },
      { label: "Terms of service", href: "/tos/" },
      { label: "Privacy policy", href: "/privacy/" },
      { label: "Service status", href: STATUS_PAGE },
    ],
    socialLoginDisabledForRu: ["google", "facebook"],
  },
  {
    language: "ru",
    siteName: "Hostward",
    seo: {
      title: "Hostward: хостинг, VPS, выделенные серверы и VPN",
      description: "Хостинг на NVMe, виртуальные серверы KVM, выделенные серверы, VPN, хранилище для бэкапов и S3 в семи странах. Поддержка в тикетах и чате.",
      keywords: ["хостинг", "VPS", "VDS", "KVM", "выделенный сервер", "VPN", "S3-хранилище", "бэкапы"],
      longText:
        "Hostward с 2010 года обслуживает серверы разработчиков, интернет-магазинов, форумов и компаний. Наши дата-центры находятся в Германии, Нидерландах, Испании, Швейцарии, США, Украине и России; на всех тарифах есть защита от DDoS, доступность 99,9% и инженеры, которые отвечают на тикеты круглосуточно.",
      image: { file: "../../static/og-default.png", alt: "Hostward: хостинг, VPS, выделенные серверы и VPN" },
    },
    helpSeo: {
      title: "Центр помощи: инструкции по хостингу, VPS, доменам и аккаунту",
      description: "Пошаговые инструкции по хостингу Hostward, VPS и выделенным серверам, VPN, доменам, почте и оплате — с поиском и разделами по темам.",
      keywords: ["центр помощи", "инструкции по хостингу", "настройка VPS", "база знаний"],
    },
    partnersSeo: {
      title: "Партнёрская программа: кешбэк до {claim:partnerCashbackPercent}% | Hostward",
      description: "Рекомендуйте наш хостинг, VPS и выделенные серверы и получайте кешбэк с каждого платежа приведённых клиентов, пока они с нами.",
      keywords: ["партнёрская программа", "реферальная программа", "кешбэк", "хостинг"],
    },
    contacts: {
      email: `support@${COMPANY_DOMAIN}`,
      phone: "+31 20 808 4120",
      address: "Hostward B.V.\nKeizersgracht 520\n1017 EK Амстердам\nНидерланды",
      postalAddress: { streetAddress: "Keizersgracht 520", postalCode: "1017 EK", addressLocality: "Амстердам", addressCountry: "NL" },
    },
    footerLinks: [
      { label: "Центр помощи", href: "/help/" },
      { label: "Новости", href: "/news/" },
      { label: "Контакты", href: "/contacts/" },
      { label: "Условия обслуживания", href: "/tos/" },
      { label: "Политика конфиденциальности", href: "/privacy/" },
      { label: "Статус сервисов", href: STATUS_PAGE },
    ],
    socialLoginDisabledForRu: ["google", "facebook"],
  },
];

export const tags: TagSource[] = [
  {
    slug: "vps",
    createdAt: "2026-02-02T09:00:00Z",
    en: {
      title: "VPS",
      description: "Virtual private servers on KVM: first login, SSH keys, reinstalling the system and everyday administration.",
      seo: {
        title: "VPS guides: SSH, OS reinstall and server basics",
        description: "Step-by-step guides for Hostward KVM virtual servers: connecting over SSH, keys, reinstalling the OS and restoring data.",
        keywords: ["VPS", "KVM", "SSH", "Linux server"],
      },
    },
    ru: {
      title: "VPS",
      description: "Виртуальные серверы на KVM: первое подключение, SSH-ключи, переустановка системы и повседневное администрирование.",
      seo: {
        title: "Инструкции по VPS: SSH, переустановка ОС, основы",
        description: "Пошаговые инструкции для виртуальных серверов Hostward на KVM: подключение по SSH, ключи, переустановка ОС и восстановление данных.",
        keywords: ["VPS", "VDS", "KVM", "SSH", "Linux-сервер"],
      },
    },
  },
  {
    slug: "web-hosting",
    createdAt: "2026-02-02T09:05:00Z",
    en: {
      title: "Web hosting",
      description: "Shared NVMe hosting: installing WordPress and other CMS, uploading files, databases and certificates.",
      seo: {
        title: "Web hosting help: CMS, files, databases, SSL",
        description: "How to run a site on Hostward web hosting: install WordPress, upload files over SFTP, create MySQL databases, enable HTTPS.",
        keywords: ["web hosting", "WordPress", "MySQL", "SFTP"],
      },
    },
    ru: {
      title: "Хостинг",
      description: "Хостинг сайтов на NVMe: установка WordPress и других CMS, загрузка файлов, базы данных и сертификаты.",
      seo: {
        title: "Помощь по хостингу: CMS, файлы, базы, SSL",
        description: "Как разместить сайт на хостинге Hostward: установить WordPress, загрузить файлы по SFTP, создать базу MySQL и включить HTTPS.",
        keywords: ["хостинг", "WordPress", "MySQL", "SFTP"],
      },
    },
  },
  {
    slug: "domains-dns",
    createdAt: "2026-02-02T09:10:00Z",
    en: {
      title: "Domains & DNS",
      description: "Pointing domains at your site or server, DNS records, name servers and propagation.",
      seo: {
        title: "Domains and DNS: A, CNAME, MX and NS records",
        description: "Point a domain at Hostward hosting or a VPS, edit DNS records and understand how long changes take to propagate.",
        keywords: ["DNS", "domain", "A record", "CNAME", "name servers"],
      },
    },
    ru: {
      title: "Домены и DNS",
      description: "Как направить домен на сайт или сервер: DNS-записи, NS-серверы и обновление DNS.",
      seo: {
        title: "Домены и DNS: записи A, CNAME, MX и NS",
        description: "Как направить домен на хостинг или VPS Hostward, изменить DNS-записи и сколько ждать, пока изменения вступят в силу.",
        keywords: ["DNS", "домен", "A-запись", "CNAME", "NS-серверы"],
      },
    },
  },
  {
    slug: "billing",
    createdAt: "2026-02-02T09:15:00Z",
    en: {
      title: "Billing & payments",
      description: "Topping up the balance, auto-renewal, saved cards, corporate invoices and legal entities.",
      seo: {
        title: "Billing help: balance, invoices, auto-renewal",
        description: "Pay for Hostward services by card, balance, corporate invoice or cryptocurrency; set up auto-renewal and monthly top-ups.",
        keywords: ["billing", "invoice", "auto-renewal", "balance", "payment"],
      },
    },
    ru: {
      title: "Оплата и счета",
      description: "Пополнение баланса, автопродление, сохранённые карты, оплата по счёту для юридических лиц.",
      seo: {
        title: "Оплата услуг: баланс, счета, автопродление",
        description: "Оплата услуг Hostward картой, с баланса, по счёту для юрлиц или криптовалютой; настройка автопродления и автопополнения.",
        keywords: ["оплата", "счёт для юрлица", "автопродление", "баланс"],
      },
    },
  },
  {
    slug: "security",
    createdAt: "2026-02-02T09:20:00Z",
    en: {
      title: "Security",
      description: "Protecting your account and servers: two-factor authentication, SSH keys, certificates and safe VPN use.",
      seo: {
        title: "Account and server security guides",
        description: "Turn on two-factor authentication, log in with SSH keys instead of passwords and keep sites on HTTPS.",
        keywords: ["security", "2FA", "SSH keys", "SSL"],
      },
    },
    ru: {
      title: "Безопасность",
      description: "Защита аккаунта и серверов: двухфакторная аутентификация, SSH-ключи, сертификаты и VPN.",
      seo: {
        title: "Безопасность аккаунта и серверов",
        description: "Как включить двухфакторную аутентификацию, входить на сервер по SSH-ключу вместо пароля и перевести сайт на HTTPS.",
        keywords: ["безопасность", "2FA", "SSH-ключи", "SSL"],
      },
    },
  },
  {
    slug: "storage",
    createdAt: "2026-02-02T09:25:00Z",
    en: {
      title: "Storage & backups",
      description: "Backup storage over FTP, S3-compatible object storage and moving files to and from your services.",
      seo: {
        title: "Backup and S3 storage guides",
        description: "Use Hostward backup storage and S3-compatible object storage: upload, sync and restore files with standard tools.",
        keywords: ["backup", "S3", "object storage", "FTP", "SFTP"],
      },
    },
    ru: {
      title: "Хранилища и бэкапы",
      description: "Хранилище для резервных копий по FTP, S3-совместимое объектное хранилище, перенос файлов.",
      seo: {
        title: "Бэкапы и S3-хранилище: инструкции",
        description: "Как работать с хранилищем для бэкапов и S3-совместимым хранилищем Hostward: загрузка, синхронизация и восстановление файлов.",
        keywords: ["бэкап", "резервная копия", "S3", "FTP"],
      },
    },
  },
  {
    slug: "vpn",
    createdAt: "2026-02-02T09:30:00Z",
    en: {
      title: "VPN",
      description: "Connecting to Hostward VPN, choosing between single-hop and multi-hop, and fixing connection problems.",
      seo: {
        title: "VPN guides: single-hop and multi-hop setup",
        description: "Set up Hostward VPN on your computer or phone and choose between single-hop speed and multi-hop privacy.",
        keywords: ["VPN", "WireGuard", "multi-hop", "privacy"],
      },
    },
    ru: {
      title: "VPN",
      description: "Подключение к VPN Hostward, выбор между Single-Hop и Multi-Hop и решение проблем с соединением.",
      seo: {
        title: "Настройка VPN: Single-Hop и Multi-Hop",
        description: "Как подключить VPN Hostward на компьютере или телефоне и что выбрать: скорость Single-Hop или приватность Multi-Hop.",
        keywords: ["VPN", "WireGuard", "Multi-Hop", "приватность"],
      },
    },
  },
  {
    // No SEO on purpose: the tag pages of both languages exercise the siteSettings fallback.
    slug: "email",
    createdAt: "2026-02-02T09:35:00Z",
    en: {
      title: "E-mail",
      description: "Mail for your domain: MX, SPF, DKIM and DMARC records, mail clients and deliverability.",
    },
    ru: {
      title: "Почта",
      description: "Почта на своём домене: записи MX, SPF, DKIM и DMARC, почтовые клиенты и доставляемость писем.",
    },
  },
];
