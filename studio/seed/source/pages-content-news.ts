// News posts (4b, decision 003). The two samples of pages-sample.ts (vps-in-switzerland, crypto-payments)
// stay; these are further posts with their own slugs. The build does not fill {claim:…} tokens in news
// posts (only in page sections, leads and SEO), so numbers of spec §9 are written out here.
import type { PageSource } from "./page-types";
import { h2, p, ul } from "./dsl";
import { seo } from "./pages-content-shared";

export const newsPages: PageSource[] = [
  {
    type: "newsPost",
    slug: "madrid-data-centre",
    publishedAt: "2025-02-11T09:00:00Z",
    en: {
      title: "New location: Madrid, Spain",
      excerpt: "Web hosting, VPS and dedicated servers are now available in a Tier III data centre in Madrid, with ports on ESPANIX and DE-CIX Madrid.",
      seo: seo(
        "Hostward opens a data centre location in Madrid",
        "Web hosting, VPS and dedicated servers in Madrid, Spain: Tier III, ESPANIX and DE-CIX Madrid, routes to Latin America.",
        ["Madrid data centre", "hosting Spain"],
      ),
      body: [
        p(
          "Starting today, you can choose Madrid as the location for web hosting, VPS and dedicated servers. It is our fourth location in the EU and the closest one to Southern Europe, North Africa and Latin America.",
        ),
        h2("What is in Madrid"),
        ul(
          "A Tier III facility with two power feeds from separate substations",
          "Direct ports on ESPANIX and DE-CIX Madrid",
          "Under 10 ms to anywhere in Spain and to Lisbon, 100–130 ms to São Paulo and Buenos Aires",
        ),
        h2("Who it is for"),
        p(
          "Spanish and Portuguese businesses, Spanish-language media and shops selling to both Spain and Latin America. Data stays in the EU under the GDPR and the Spanish LOPDGDD.",
        ),
        p(
          "Prices in Madrid are the same as in Frankfurt and Amsterdam. Existing customers can copy a site or restore a VPS snapshot into the new location from the account.",
        ),
      ],
    },
    ru: {
      title: "Новая локация: Мадрид, Испания",
      excerpt: "Хостинг, VPS и выделенные серверы теперь доступны в дата-центре уровня Tier III в Мадриде с портами на ESPANIX и DE-CIX Madrid.",
      seo: seo(
        "Hostward открывает локацию в Мадриде",
        "Хостинг, VPS и выделенные серверы в Мадриде: Tier III, ESPANIX и DE-CIX Madrid, маршруты в Латинскую Америку.",
        ["дата-центр Мадрид", "хостинг в Испании"],
      ),
      body: [
        p(
          "С сегодняшнего дня Мадрид можно выбрать локацией для хостинга, VPS и выделенных серверов. Это наша четвёртая площадка в ЕС и ближайшая к Южной Европе, Северной Африке и Латинской Америке.",
        ),
        h2("Что в Мадриде"),
        ul(
          "Площадка уровня Tier III с двумя вводами питания от разных подстанций",
          "Прямые порты на ESPANIX и DE-CIX Madrid",
          "Менее 10 мс по Испании и до Лиссабона, 100–130 мс до Сан-Паулу и Буэнос-Айреса",
        ),
        h2("Кому подойдёт"),
        p(
          "Испанским и португальским компаниям, испаноязычным медиа и магазинам, продающим в Испании и Латинской Америке. Данные остаются в ЕС под GDPR и испанским LOPDGDD.",
        ),
        p(
          "Цены в Мадриде такие же, как во Франкфурте и Амстердаме. Текущие клиенты могут скопировать сайт или восстановить снапшот VPS в новой локации из личного кабинета.",
        ),
      ],
    },
  },
  {
    type: "newsPost",
    slug: "php-8-3-default",
    publishedAt: "2025-03-04T09:00:00Z",
    en: {
      title: "PHP 8.3 becomes the default on web hosting",
      excerpt: "New sites now start on PHP 8.3. Existing sites keep their version; PHP 7.4 stays selectable, with a warning about its end of life.",
      seo: seo(
        "PHP 8.3 is now the default PHP version on Hostward hosting",
        "New hosting sites start on PHP 8.3. Existing sites keep their PHP version; how to switch and test safely.",
        ["PHP 8.3", "PHP version hosting"],
      ),
      body: [
        p(
          "From today every new site on our web hosting is created with PHP 8.3. It is faster than 8.1 on typical WordPress and Laravel workloads and receives security fixes for longer.",
        ),
        h2("What changes for existing sites"),
        p(
          "Nothing, unless you change it. Your sites keep the PHP version they run on now. You can switch the version per site in the control panel; the change applies within a minute and can be undone the same way.",
        ),
        h2("Before you switch"),
        ul(
          "Update your CMS, themes and plugins first",
          "Create a staging copy and switch it to PHP 8.3",
          "Check the PHP error log of the staging copy after browsing the main pages",
        ),
        p(
          "PHP 7.4 and 8.0 no longer receive security updates from the PHP project. They remain selectable for old applications, but we recommend planning an upgrade. Our [guide to changing the PHP version](/help/change-php-version/) walks through it.",
        ),
      ],
    },
    ru: {
      title: "PHP 8.3 стал версией по умолчанию на хостинге",
      excerpt: "Новые сайты создаются на PHP 8.3. Существующие сохраняют свою версию; PHP 7.4 остаётся доступной с предупреждением об окончании поддержки.",
      seo: seo(
        "PHP 8.3 — версия по умолчанию на хостинге Hostward",
        "Новые сайты на хостинге создаются на PHP 8.3. Существующие сохраняют свою версию PHP; как переключиться и проверить безопасно.",
        ["PHP 8.3", "версия PHP на хостинге"],
      ),
      body: [
        p(
          "С сегодняшнего дня каждый новый сайт на хостинге создаётся с PHP 8.3. На типичных нагрузках WordPress и Laravel он быстрее 8.1 и дольше получает исправления безопасности.",
        ),
        h2("Что меняется для существующих сайтов"),
        p(
          "Ничего, если вы сами не измените. Сайты остаются на текущей версии PHP. Версия переключается для каждого сайта в панели управления; изменение применяется за минуту и отменяется так же.",
        ),
        h2("Перед переключением"),
        ul(
          "Сначала обновите CMS, темы и плагины",
          "Создайте тестовую копию и переключите её на PHP 8.3",
          "Пройдитесь по основным страницам копии и проверьте журнал ошибок PHP",
        ),
        p(
          "PHP 7.4 и 8.0 больше не получают обновлений безопасности от проекта PHP. Для старых приложений они остаются доступными, но обновление стоит запланировать. Наша [инструкция по смене версии PHP](/help/change-php-version/) расскажет, как это сделать.",
        ),
      ],
    },
  },
  {
    type: "newsPost",
    slug: "s3-storage-launch",
    publishedAt: "2025-04-08T09:00:00Z",
    en: {
      title: "S3-compatible object storage is here",
      excerpt: "Buckets in Frankfurt and Amsterdam with an S3 API that works with rclone, restic, Veeam and AWS SDKs.",
      seo: seo(
        "Hostward launches S3-compatible object storage in the EU",
        "S3-compatible object storage in Frankfurt and Amsterdam: buckets, policies, versioning, presigned URLs. Works with rclone, restic and AWS SDKs.",
        ["S3 storage", "object storage EU"],
      ),
      body: [
        p(
          "Customers have long asked for a place to keep backups and media that is not a server. Today we launch S3-compatible object storage in Frankfurt and Amsterdam.",
        ),
        h2("What you get"),
        ul(
          "Buckets with the S3 API: multipart uploads, presigned URLs, lifecycle rules",
          "Bucket policies and per-key access",
          "Object versioning to survive accidental deletes",
          "Erasure coding across servers",
        ),
        h2("Getting started"),
        p(
          "Order a plan, create access keys in the account and point your tool at the endpoint. Our [AWS CLI guide](/help/s3-storage-aws-cli/) shows the first upload in three commands, and [bucket policies](/help/s3-bucket-policies/) explains how to share files safely.",
        ),
        p("Data stays in the EU. FTP backup storage remains available for control panels and rsync."),
      ],
    },
    ru: {
      title: "Запущено S3-совместимое объектное хранилище",
      excerpt: "Бакеты во Франкфурте и Амстердаме с S3 API, который работает с rclone, restic, Veeam и AWS SDK.",
      seo: seo(
        "Hostward запускает S3-совместимое объектное хранилище в ЕС",
        "S3-совместимое хранилище во Франкфурте и Амстердаме: бакеты, политики, версионирование, подписанные ссылки. Работает с rclone, restic и AWS SDK.",
        ["S3-хранилище", "объектное хранилище"],
      ),
      body: [
        p(
          "Клиенты давно просили место для бэкапов и медиа, которое не является сервером. Сегодня мы запускаем S3-совместимое объектное хранилище во Франкфурте и Амстердаме.",
        ),
        h2("Что вы получаете"),
        ul(
          "Бакеты с S3 API: многочастная загрузка, подписанные ссылки, правила жизненного цикла",
          "Политики бакетов и доступ по ключам",
          "Версионирование объектов на случай случайного удаления",
          "Избыточное кодирование между серверами",
        ),
        h2("Как начать"),
        p(
          "Закажите тариф, создайте ключи доступа в личном кабинете и направьте инструмент на наш адрес. [Инструкция по AWS CLI](/help/s3-storage-aws-cli/) показывает первую загрузку за три команды, а статья о [политиках бакетов](/help/s3-bucket-policies/) — как безопасно делиться файлами.",
        ),
        p("Данные остаются в ЕС. FTP-хранилище для бэкапов по-прежнему доступно для панелей и rsync."),
      ],
    },
  },
  {
    type: "newsPost",
    slug: "vpn-multi-hop",
    publishedAt: "2025-06-17T09:00:00Z",
    en: {
      title: "Multi-Hop VPN: two countries, one connection",
      excerpt:
        "Route your traffic through two of our servers in different jurisdictions. Single-Hop stays for speed; both come with a 7-day money-back guarantee.",
      seo: seo(
        "Hostward VPN adds Multi-Hop routes through two countries",
        "Multi-Hop VPN chains two Hostward servers in different countries so no single server sees both who you are and where you go.",
        ["multi-hop VPN", "double VPN"],
      ),
      body: [
        p(
          "Our VPN now has two modes. Single-Hop, which you already know, sends traffic through one server. The new Multi-Hop mode chains two servers in different countries.",
        ),
        h2("Why two hops"),
        p(
          "With one server, the VPN provider's exit node sees both your IP address and where your traffic goes. With Multi-Hop the entry server knows who you are but not your destination, and the exit server sees the destination but not you.",
        ),
        h2("How to use it"),
        ul(
          "Choose the Multi-Hop plan in the account",
          "Pick the entry and the exit country, for example Zurich → New York",
          "Download the new WireGuard configuration or scan the QR code",
        ),
        p(
          "Multi-Hop is slightly slower because of the extra hop. Both modes come with a 7-day money-back guarantee. Read [Single-Hop vs Multi-Hop](/help/vpn-single-hop-vs-multi-hop/) to choose.",
        ),
      ],
    },
    ru: {
      title: "Multi-Hop VPN: две страны, одно подключение",
      excerpt: "Пропускайте трафик через два наших сервера в разных юрисдикциях. Single-Hop остаётся для скорости; у обоих режимов возврат денег 7 дней.",
      seo: seo(
        "VPN Hostward: маршруты Multi-Hop через две страны",
        "Multi-Hop VPN соединяет два сервера Hostward в разных странах, чтобы ни один сервер не видел одновременно, кто вы и куда идёте.",
        ["multi-hop VPN", "двойной VPN"],
      ),
      body: [
        p(
          "У нашего VPN теперь два режима. Уже знакомый Single-Hop направляет трафик через один сервер. Новый режим Multi-Hop соединяет два сервера в разных странах.",
        ),
        h2("Зачем два узла"),
        p(
          "С одним сервером выходной узел VPN видит и ваш IP-адрес, и адрес назначения. С Multi-Hop входной сервер знает, кто вы, но не знает, куда вы идёте, а выходной видит адрес назначения, но не вас.",
        ),
        h2("Как пользоваться"),
        ul(
          "Выберите тариф Multi-Hop в личном кабинете",
          "Укажите страну входа и выхода, например Цюрих → Нью-Йорк",
          "Скачайте новую конфигурацию WireGuard или отсканируйте QR-код",
        ),
        p(
          "Multi-Hop немного медленнее из-за дополнительного узла. У обоих режимов возврат денег в течение 7 дней. Чтобы выбрать, прочитайте [сравнение Single-Hop и Multi-Hop](/help/vpn-single-hop-vs-multi-hop/).",
        ),
      ],
    },
  },
  {
    type: "newsPost",
    slug: "hardware-ddos-protection",
    publishedAt: "2025-09-30T09:00:00Z",
    en: {
      title: "Hardware DDoS protection up to 250 Gbps",
      excerpt: "Dedicated servers and VPS under heavy attack can now enable hardware filtering of up to 250 Gbps on our network edge.",
      seo: seo(
        "Hardware DDoS protection up to 250 Gbps at Hostward",
        "Optional hardware DDoS filtering up to 250 Gbps for dedicated servers and VPS, on top of the 10 Gbps protection included with every VPS.",
        ["DDoS protection", "anti-DDoS server"],
      ),
      body: [
        p(
          "Every VPS has always been protected from attacks up to 10 Gbps at no extra cost. Some projects — game servers, shops during sales, public RPC nodes — face far larger attacks. For them we now offer optional hardware protection of up to 250 Gbps.",
        ),
        h2("How it works"),
        ul(
          "Traffic to the protected address passes our filtering appliances at the network edge",
          "Volumetric floods (UDP, amplification) are dropped before they reach the data centre",
          "HTTP floods are filtered with rate limits and challenges tuned per site",
          "Clean traffic reaches your server with a few milliseconds of added latency",
        ),
        h2("How to enable it"),
        p(
          "Order protection for a server in the account or ask sales for a quote. See [how DDoS protection works](/help/ddos-protection/) for details of what is filtered.",
        ),
      ],
    },
    ru: {
      title: "Аппаратная защита от DDoS до 250 Гбит/с",
      excerpt: "Выделенные серверы и VPS под сильными атаками теперь могут подключить аппаратную фильтрацию до 250 Гбит/с на границе нашей сети.",
      seo: seo(
        "Аппаратная защита от DDoS до 250 Гбит/с в Hostward",
        "Аппаратная фильтрация DDoS до 250 Гбит/с для выделенных серверов и VPS в дополнение к защите 10 Гбит/с, включённой в каждый VPS.",
        ["защита от DDoS", "сервер с защитой от DDoS"],
      ),
      body: [
        p(
          "Каждый VPS всегда бесплатно защищён от атак до 10 Гбит/с. Некоторые проекты — игровые серверы, магазины во время распродаж, публичные RPC-ноды — сталкиваются с гораздо более мощными атаками. Для них теперь есть аппаратная защита до 250 Гбит/с.",
        ),
        h2("Как это работает"),
        ul(
          "Трафик на защищённый адрес проходит через наши фильтры на границе сети",
          "Объёмные атаки (UDP, амплификация) отбрасываются до дата-центра",
          "HTTP-флуд фильтруется ограничениями и проверками, настроенными под сайт",
          "Чистый трафик доходит до сервера с задержкой всего в несколько миллисекунд",
        ),
        h2("Как подключить"),
        p(
          "Закажите защиту для сервера в личном кабинете или запросите расчёт у отдела продаж. Подробнее о том, что фильтруется, — в статье [как работает защита от DDoS](/help/ddos-protection/).",
        ),
      ],
    },
  },
  {
    type: "newsPost",
    slug: "arm-vps",
    publishedAt: "2025-11-12T09:00:00Z",
    en: {
      title: "ARM VPS: the lowest price per core",
      excerpt: "VPS ARM 1 runs Linux on 3.0 GHz ARM64 cores with NVMe and the same network and DDoS protection as every VPS.",
      seo: seo(
        "Hostward launches ARM64 VPS for Linux workloads",
        "VPS ARM 1: ARM64 cores at 3.0 GHz, 2 GB RAM and 40 GB NVMe for Docker, Go, Rust and Node.js services. Test period available.",
        ["ARM VPS", "ARM64 server"],
      ),
      body: [
        p(
          "Most server software now runs natively on ARM64: official Docker images, databases, web servers and language runtimes. ARM processors deliver more work per watt, and we pass the savings on in a new plan, VPS ARM 1.",
        ),
        h2("The plan"),
        ul(
          "One ARM64 core at 3.0 GHz, 2 GB RAM, 40 GB NVMe",
          "Ubuntu, Debian, AlmaLinux and Rocky Linux images for ARM64",
          "The same KVM, network and DDoS protection as our x86 VPS",
          "A 4-day test, like other entry plans",
        ),
        h2("Will my software run?"),
        p(
          "If it is published for arm64 or aarch64, yes. Windows and software built only for x86 need an x86 plan. The ARM plan is available in all our VPS locations.",
        ),
      ],
    },
    ru: {
      title: "VPS на ARM: минимальная цена за ядро",
      excerpt: "VPS ARM 1 работает с Linux на ядрах ARM64 3,0 ГГц с NVMe и той же сетью и защитой от DDoS, что и любой VPS.",
      seo: seo(
        "Hostward запускает VPS на ARM64 для Linux",
        "VPS ARM 1: ядра ARM64 3,0 ГГц, 2 ГБ RAM и 40 ГБ NVMe для Docker, Go, Rust и Node.js. Есть тестовый период.",
        ["VPS ARM", "сервер ARM64"],
      ),
      body: [
        p(
          "Большая часть серверного софта уже нативно работает на ARM64: официальные образы Docker, базы данных, веб-серверы и среды выполнения языков. Процессоры ARM выполняют больше работы на ватт, и эту экономию мы передаём вам в новом тарифе VPS ARM 1.",
        ),
        h2("Тариф"),
        ul(
          "Одно ядро ARM64 3,0 ГГц, 2 ГБ RAM, 40 ГБ NVMe",
          "Образы Ubuntu, Debian, AlmaLinux и Rocky Linux для ARM64",
          "Тот же KVM, сеть и защита от DDoS, что у VPS на x86",
          "Тест 4 дня, как у других начальных тарифов",
        ),
        h2("Запустится ли мой софт?"),
        p("Если он выпускается для arm64 или aarch64 — да. Для Windows и софта только под x86 нужен тариф x86. Тариф ARM доступен во всех наших локациях VPS."),
      ],
    },
  },
  {
    type: "newsPost",
    slug: "network-800-gbps",
    publishedAt: "2025-12-03T09:00:00Z",
    en: {
      title: "Our backbone now carries up to 800 Gbps",
      excerpt: "New 100G links between Frankfurt, Amsterdam and Zurich, an extra transit provider in New York and more capacity on every exchange.",
      seo: seo(
        "Hostward network capacity grows to 800 Gbps",
        "New 100G links between Frankfurt, Amsterdam and Zurich, an additional transit provider in New York and more exchange capacity.",
        ["network capacity", "hosting backbone"],
      ),
      body: [
        p("Over the autumn we finished the largest network upgrade in our history. Total capacity of our backbone is now up to 800 Gbps."),
        h2("What changed"),
        ul(
          "100G links between Frankfurt, Amsterdam and Zurich, on two diverse fibre paths",
          "Upgraded ports on DE-CIX Frankfurt and AMS-IX",
          "An additional transit provider in New York for routes to Latin America",
          "More filtering capacity for DDoS protection",
        ),
        h2("What it means for you"),
        p(
          "Shorter routes and more headroom during peaks and attacks. Server ports still start at 100 Mbps and can be upgraded to 1 Gbps without moving the server.",
        ),
      ],
    },
    ru: {
      title: "Наша магистраль теперь до 800 Гбит/с",
      excerpt: "Новые каналы 100G между Франкфуртом, Амстердамом и Цюрихом, ещё один транзитный провайдер в Нью-Йорке и больше ёмкости на каждой точке обмена.",
      seo: seo(
        "Ёмкость сети Hostward выросла до 800 Гбит/с",
        "Новые каналы 100G между Франкфуртом, Амстердамом и Цюрихом, дополнительный транзитный провайдер в Нью-Йорке и больше ёмкости на точках обмена.",
        ["ёмкость сети", "магистраль хостинга"],
      ),
      body: [
        p("Этой осенью мы завершили крупнейшее обновление сети в нашей истории. Общая ёмкость магистрали теперь до 800 Гбит/с."),
        h2("Что изменилось"),
        ul(
          "Каналы 100G между Франкфуртом, Амстердамом и Цюрихом по двум разнесённым трассам",
          "Расширенные порты на DE-CIX Frankfurt и AMS-IX",
          "Дополнительный транзитный провайдер в Нью-Йорке для маршрутов в Латинскую Америку",
          "Больше ёмкости фильтрации для защиты от DDoS",
        ),
        h2("Что это значит для вас"),
        p(
          "Более короткие маршруты и запас во время пиков и атак. Порты серверов по-прежнему начинаются с 100 Мбит/с и расширяются до 1 Гбит/с без переезда сервера.",
        ),
      ],
    },
  },
  {
    type: "newsPost",
    slug: "ryzen-dedicated-servers",
    publishedAt: "2026-01-20T09:00:00Z",
    en: {
      title: "AMD Ryzen 9 7950X servers in Frankfurt and Amsterdam",
      excerpt: "16 Zen 4 cores boosting to 5.7 GHz, 64 GB DDR5 and 2 TB NVMe: our fastest single-core dedicated server.",
      seo: seo(
        "New AMD Ryzen 9 7950X dedicated servers at Hostward",
        "Dedicated servers on AMD Ryzen 9 7950X: 16 cores up to 5.7 GHz, 64 GB DDR5, 2 TB NVMe, in Frankfurt and Amsterdam. Tested 48 hours.",
        ["Ryzen 9 7950X server", "Ryzen dedicated server"],
      ),
      body: [
        p(
          "A new configuration joins our dedicated line: AMD Ryzen 9 7950X. It has the highest single-thread performance of any server we have sold, which matters for 1C, PHP applications, game servers and build pipelines.",
        ),
        h2("Configuration"),
        ul("AMD Ryzen 9 7950X, 16 cores / 32 threads, up to 5.7 GHz", "64 GB DDR5", "2 TB NVMe on PCIe 4.0", "IPMI, 100 Mbps port upgradable to 1 Gbps"),
        h2("Where and when"),
        p(
          "Ryzen servers are available in Frankfurt and Amsterdam. Every server passes our 48-hour burn-in test and is handed over within one working day after it.",
        ),
      ],
    },
    ru: {
      title: "Серверы AMD Ryzen 9 7950X во Франкфурте и Амстердаме",
      excerpt: "16 ядер Zen 4 с частотой до 5,7 ГГц, 64 ГБ DDR5 и 2 ТБ NVMe: наш самый быстрый на ядро выделенный сервер.",
      seo: seo(
        "Новые выделенные серверы AMD Ryzen 9 7950X в Hostward",
        "Выделенные серверы на AMD Ryzen 9 7950X: 16 ядер до 5,7 ГГц, 64 ГБ DDR5, 2 ТБ NVMe во Франкфурте и Амстердаме. Тест 48 часов.",
        ["сервер Ryzen 9 7950X", "выделенный сервер Ryzen"],
      ),
      body: [
        p(
          "В линейке выделенных серверов новая конфигурация — AMD Ryzen 9 7950X. У неё самая высокая однопоточная производительность среди всех серверов, которые мы продавали, а это важно для 1С, PHP-приложений, игровых серверов и сборок.",
        ),
        h2("Конфигурация"),
        ul("AMD Ryzen 9 7950X, 16 ядер / 32 потока, до 5,7 ГГц", "64 ГБ DDR5", "2 ТБ NVMe на PCIe 4.0", "IPMI, порт 100 Мбит/с с расширением до 1 Гбит/с"),
        h2("Где и когда"),
        p("Серверы Ryzen доступны во Франкфурте и Амстердаме. Каждый сервер проходит 48-часовой тест и выдаётся в течение рабочего дня после него."),
      ],
    },
  },
  {
    type: "newsPost",
    slug: "new-customer-discount",
    publishedAt: "2026-02-02T09:00:00Z",
    en: {
      title: "5% off the first three months for new customers",
      excerpt: "Leave your e-mail on our site and receive a promo code for 5% off your first 3 months of any service.",
      seo: seo(
        "New-customer discount: 5% off for three months — Hostward",
        "New customers get a promo code by e-mail for 5% off the first three months of web hosting, VPS, dedicated servers, VPN or storage.",
        ["hosting discount", "promo code hosting"],
      ),
      body: [
        p("New to Hostward? Leave your e-mail address in the form on the contacts page and we send you a promo code for 5% off your first 3 months."),
        h2("How it works"),
        ul("Enter your e-mail in the promo form", "Open the letter and copy the code", "Sign in, add a service to the cart and apply the code before paying"),
        h2("Conditions"),
        p(
          "The code is for accounts without earlier paid orders and applies to any product line. It combines with longer-term discounts but not with other promo codes. Promo codes can be applied only when you are signed in.",
        ),
      ],
    },
    ru: {
      title: "Скидка 5% на первые три месяца для новых клиентов",
      excerpt: "Оставьте e-mail на сайте и получите промокод на 5% на первые 3 месяца любой услуги.",
      seo: seo(
        "Скидка новым клиентам: 5% на три месяца — Hostward",
        "Новые клиенты получают на e-mail промокод на 5% на первые три месяца хостинга, VPS, выделенных серверов, VPN или хранилищ.",
        ["скидка на хостинг", "промокод хостинг"],
      ),
      body: [
        p("Впервые в Hostward? Оставьте e-mail в форме на странице контактов, и мы пришлём промокод на 5% на первые 3 месяца."),
        h2("Как это работает"),
        ul("Введите e-mail в форме промокода", "Откройте письмо и скопируйте код", "Войдите в аккаунт, добавьте услугу в корзину и примените код до оплаты"),
        h2("Условия"),
        p(
          "Код действует для аккаунтов без ранее оплаченных заказов и применяется к любой линейке продуктов. Он суммируется со скидкой за длительный срок, но не с другими промокодами. Применить промокод можно только после входа в аккаунт.",
        ),
      ],
    },
  },
  {
    type: "newsPost",
    slug: "recurring-corporate-invoices",
    publishedAt: "2026-03-02T09:00:00Z",
    en: {
      title: "Recurring corporate invoices and monthly auto top-up",
      excerpt:
        "Companies can now receive an invoice for their services on a fixed day each month, and anyone can top up the balance automatically from a saved card.",
      seo: seo(
        "Recurring corporate invoices and auto top-up at Hostward",
        "Companies get invoices on a fixed day every month for all or selected orders; a saved card can top up the balance automatically each month.",
        ["corporate invoices", "auto top-up"],
      ),
      body: [
        p("Paying for hosting should not need a reminder in your calendar. Two new features in the Finance section of the account take care of it."),
        h2("Recurring corporate invoices"),
        ul(
          "Choose the legal entity, the invoice day (1–31) and the period in months",
          "Include all orders or only the ones you select",
          "Allow overdraft so services are not suspended while the bank transfer is on its way",
        ),
        p(
          "In months shorter than the chosen day, the invoice is issued on the last day of the month. Read more in [paying by corporate invoice](/help/pay-by-corporate-invoice/).",
        ),
        h2("Monthly auto top-up"),
        p(
          "Set a day and an amount, and a saved card tops up your balance every month. Together with auto-renewal it keeps services running without any action from you. See [top-up and auto-renewal](/help/top-up-balance-and-auto-renewal/).",
        ),
      ],
    },
    ru: {
      title: "Регулярные счета для юрлиц и ежемесячное автопополнение",
      excerpt:
        "Компании теперь получают счёт за услуги в фиксированный день каждого месяца, а любой клиент может автоматически пополнять баланс с сохранённой карты.",
      seo: seo(
        "Регулярные счета для юрлиц и автопополнение в Hostward",
        "Компании получают счета в фиксированный день месяца за все или выбранные заказы; сохранённая карта может ежемесячно пополнять баланс.",
        ["счета для юрлиц", "автопополнение баланса"],
      ),
      body: [
        p("Оплата хостинга не должна требовать напоминаний в календаре. Две новые функции в разделе «Финансы» личного кабинета берут это на себя."),
        h2("Регулярные счета для юрлиц"),
        ul(
          "Выберите юрлицо, день выставления счёта (1–31) и период в месяцах",
          "Включите все заказы или только выбранные",
          "Разрешите овердрафт, чтобы услуги не приостанавливались, пока идёт банковский перевод",
        ),
        p(
          "В месяцах, которые короче выбранного дня, счёт выставляется в последний день месяца. Подробнее — в статье [оплата по счёту для юрлиц](/help/pay-by-corporate-invoice/).",
        ),
        h2("Ежемесячное автопополнение"),
        p(
          "Укажите день и сумму, и сохранённая карта будет пополнять баланс каждый месяц. Вместе с автопродлением услуги работают без ваших действий. См. [пополнение и автопродление](/help/top-up-balance-and-auto-renewal/).",
        ),
      ],
    },
  },
];
