// Web hosting for-:slug pages (spec §2: about 30 CMS and frameworks), generated from per-item facts:
// what each application needs, how it is installed on our hosting and how to make it fast. The page
// structure is shared; the text of every page is the item's own (4b, decision 003).
import type { PageSource, SectionSource } from "./page-types";
import type { Language } from "../../../schemas/lib/languages";

type Facts = {
  /** One sentence: what the application is, for the software document and the hero. */
  what: string;
  /** Runtime and database it needs on our hosting. */
  needs: string;
  /** How it gets installed. */
  install: string;
  /** Caching and speed notes specific to it. */
  speed: string;
  /** One more specific fact (migration, cron, limits). */
  tip: string;
  /** A question customers of this application actually ask, and our answer. */
  faq: [string, string];
};

type Cms = {
  slug: string;
  name: string;
  kind: "cms" | "framework" | "shop";
  /** Plans in the order we recommend them (catalog slugs of the web-hosting line). */
  plans: string[];
  en: Facts;
  ru: Facts & { name?: string };
};

const CMS: Cms[] = [
  {
    slug: "wordpress",
    name: "WordPress",
    kind: "cms",
    plans: ["start", "business", "unlimited"],
    en: {
      what: "The CMS behind four in ten websites: blogs, company sites and WooCommerce shops.",
      needs: "PHP 8.1–8.3 with MySQL 8 or MariaDB 10.11; we enable imagick, intl and OPcache by default.",
      install: "One click in Sites → Applications, or WP-CLI over SSH for scripted installs.",
      speed: "LiteSpeed Cache plugin with server-side page cache and Redis object cache on Business and above.",
      tip: "Turn off wp-cron and let our cron call it every five minutes: pages stop waiting for scheduled tasks.",
      faq: [
        "Will you move my WordPress site for free?",
        "Yes. Open a ticket with access to the old host; engineers copy the files and database and check the site before you switch DNS.",
      ],
    },
    ru: {
      what: "CMS, на которой работают четыре сайта из десяти: блоги, сайты компаний и магазины на WooCommerce.",
      needs: "PHP 8.1–8.3 и MySQL 8 или MariaDB 10.11; imagick, intl и OPcache включены по умолчанию.",
      install: "В один клик в разделе «Сайты → Приложения» или через WP-CLI по SSH.",
      speed: "Плагин LiteSpeed Cache с серверным кэшем страниц и объектный кэш Redis начиная с тарифа Business.",
      tip: "Отключите wp-cron и поручите запуск нашему cron раз в пять минут: страницы перестанут ждать плановых задач.",
      faq: [
        "Перенесёте мой сайт на WordPress бесплатно?",
        "Да. Откройте тикет с доступом к старому хостингу: инженеры перенесут файлы и базу и проверят сайт до смены DNS.",
      ],
    },
  },
  {
    slug: "woocommerce",
    name: "WooCommerce",
    kind: "shop",
    plans: ["business", "unlimited"],
    en: {
      what: "The shop plugin for WordPress, from a dozen products to tens of thousands.",
      needs: "WordPress on PHP 8.2 with 512 MB memory_limit and MariaDB; HPOS order tables recommended.",
      install: "WordPress in one click, then WooCommerce from the plugin directory; the setup wizard does the rest.",
      speed: "Cart, checkout and My Account pages are excluded from page cache automatically; Redis keeps sessions fast.",
      tip: "Action Scheduler runs through real cron on our hosting, so stock and e-mail jobs do not pile up.",
      faq: [
        "How many products can a Business plan handle?",
        "Shops with up to about 20,000 products and a few hundred orders a day run comfortably; larger catalogues move to Unlimited or a VPS.",
      ],
    },
    ru: {
      what: "Плагин магазина для WordPress — от десятка товаров до десятков тысяч.",
      needs: "WordPress на PHP 8.2 с memory_limit 512 МБ и MariaDB; рекомендуем таблицы заказов HPOS.",
      install: "WordPress в один клик, затем WooCommerce из каталога плагинов — остальное сделает мастер настройки.",
      speed: "Корзина, оформление заказа и личный кабинет автоматически исключаются из кэша страниц; сессии держит Redis.",
      tip: "Action Scheduler работает от настоящего cron, поэтому задачи по остаткам и письмам не копятся.",
      faq: [
        "Сколько товаров выдержит тариф Business?",
        "Магазины примерно до 20 000 товаров и нескольких сотен заказов в день работают спокойно; крупные каталоги — на Unlimited или VPS.",
      ],
    },
  },
  {
    slug: "joomla",
    name: "Joomla",
    kind: "cms",
    plans: ["start", "business", "unlimited"],
    en: {
      what: "A flexible open-source CMS with multilingual sites and access levels built in.",
      needs: "Joomla 5 needs PHP 8.1 or later and MySQL 8 or MariaDB 10.4+.",
      install: "One click from the application installer, with the administrator account created for you.",
      speed: "Enable the System – Page Cache plugin and Gzip in Global Configuration; OPcache is on by default.",
      tip: "Set the Live Site and log paths after a migration: Joomla keeps absolute paths in configuration.php.",
      faq: ["Can I upgrade from Joomla 3 or 4?", "Yes. Test the upgrade on a staging copy first: we create one in a few clicks from the control panel."],
    },
    ru: {
      what: "Гибкая CMS с открытым кодом, в которую уже встроены многоязычность и уровни доступа.",
      needs: "Joomla 5 требует PHP 8.1 и новее и MySQL 8 или MariaDB 10.4+.",
      install: "В один клик из установщика приложений, учётная запись администратора создаётся сразу.",
      speed: "Включите плагин «Система — Кэш страниц» и Gzip в общих настройках; OPcache включён по умолчанию.",
      tip: "После переноса поправьте пути к логам и временным файлам: Joomla хранит абсолютные пути в configuration.php.",
      faq: ["Можно обновиться с Joomla 3 или 4?", "Да. Сначала проверьте обновление на тестовой копии — её можно создать в панели в пару кликов."],
    },
  },
  {
    slug: "drupal",
    name: "Drupal",
    kind: "cms",
    plans: ["business", "unlimited"],
    en: {
      what: "An enterprise-grade CMS for content-heavy sites, universities and government portals.",
      needs: "Drupal 10 and 11 need PHP 8.3, Composer 2 and MySQL 8 or MariaDB 10.6.",
      install: "Composer over SSH (composer create-project drupal/recommended-project) or one click for a standard profile.",
      speed: "Internal Page Cache and Dynamic Page Cache plus the Redis module on Business and Unlimited.",
      tip: "Point the site root at the web/ folder: Drupal's recommended layout keeps vendor code outside it.",
      faq: ["Do you have Drush?", "Yes, Drush is installed per project with Composer and runs over SSH like on your own machine."],
    },
    ru: {
      what: "CMS корпоративного уровня для больших контентных сайтов, университетов и госпорталов.",
      needs: "Drupal 10 и 11 требуют PHP 8.3, Composer 2 и MySQL 8 или MariaDB 10.6.",
      install: "Через Composer по SSH (composer create-project drupal/recommended-project) или в один клик со стандартным профилем.",
      speed: "Internal Page Cache и Dynamic Page Cache плюс модуль Redis на тарифах Business и Unlimited.",
      tip: "Направьте корень сайта в папку web/: рекомендованная структура Drupal держит код vendor вне неё.",
      faq: ["Есть ли Drush?", "Да, Drush ставится в проект через Composer и работает по SSH, как на вашей машине."],
    },
  },
  {
    slug: "1c-bitrix",
    name: "1C-Bitrix",
    kind: "cms",
    plans: ["business", "unlimited"],
    en: {
      what: "The leading commercial CMS in Russian-speaking markets, with shop and CRM editions.",
      needs: "PHP 8.1–8.2 with mbstring.func_overload off, MySQL 8 with utf8mb4, and the server time zone set.",
      install: "Upload bitrixsetup.php and run it, or restore a backup with restore.php; both work without root.",
      speed: "Composite cache, memcached for the managed cache and OPcache; the site check passes without warnings.",
      tip: "Agents run from cron (BX_CRONTAB_SUPPORT), not on page hits: we add the cron job when you ask in a ticket.",
      faq: [
        "Does the Bitrix site check pass on your hosting?",
        "Yes. PHP settings, session handling and the time zone are preset so the built-in site check reports no errors.",
      ],
    },
    ru: {
      name: "1С-Битрикс",
      what: "Ведущая коммерческая CMS в русскоязычном интернете, с редакциями для магазинов и CRM.",
      needs: "PHP 8.1–8.2 с выключенным mbstring.func_overload, MySQL 8 с utf8mb4 и заданным часовым поясом.",
      install: "Загрузите bitrixsetup.php и запустите или восстановите бэкап через restore.php — оба способа работают без root.",
      speed: "Композитный кэш, memcached для управляемого кэша и OPcache; проверка системы проходит без предупреждений.",
      tip: "Агенты запускаются от cron (BX_CRONTAB_SUPPORT), а не на хитах: задание cron добавим по запросу в тикете.",
      faq: [
        "Проходит ли на вашем хостинге проверка системы Битрикс?",
        "Да. Настройки PHP, сессий и часового пояса заданы заранее, и встроенная проверка не находит ошибок.",
      ],
    },
  },
  {
    slug: "opencart",
    name: "OpenCart",
    kind: "shop",
    plans: ["start", "business", "unlimited"],
    en: {
      what: "A lightweight open-source shop engine with thousands of extensions.",
      needs: "OpenCart 4 needs PHP 8.0+ with curl, gd and zip, and MySQL or MariaDB.",
      install: "One click from the installer, which also removes the install folder afterwards.",
      speed: "Enable the built-in cache and image resizing on upload; OPcache and HTTP/2 are on by default.",
      tip: "Move the storage folder above the site root after installation, as the admin panel suggests.",
      faq: ["Can I use vQmod or OCMOD extensions?", "Yes, both work: the files are writable by your site's user and no special permissions are needed."],
    },
    ru: {
      what: "Лёгкий движок интернет-магазина с открытым кодом и тысячами модулей.",
      needs: "OpenCart 4 требует PHP 8.0+ с curl, gd и zip и MySQL или MariaDB.",
      install: "В один клик из установщика, который сам удаляет папку install.",
      speed: "Включите встроенный кэш и изменение размера картинок при загрузке; OPcache и HTTP/2 включены по умолчанию.",
      tip: "После установки перенесите папку storage выше корня сайта, как предлагает админка.",
      faq: ["Работают ли модули vQmod и OCMOD?", "Да: файлы доступны на запись пользователю сайта, особые права не нужны."],
    },
  },
  {
    slug: "prestashop",
    name: "PrestaShop",
    kind: "shop",
    plans: ["business", "unlimited"],
    en: {
      what: "A European e-commerce platform with multistore, multi-currency and a large module marketplace.",
      needs: "PrestaShop 8 needs PHP 8.1, MySQL 5.7+ or MariaDB, memory_limit 256 MB and intl.",
      install: "One click, or upload the zip and run the web installer; both take about five minutes.",
      speed: "Smarty cache, CCC (combine, compress, cache) in Performance and Redis for sessions on Business.",
      tip: "Keep the debug mode off in production: it disables caches and slows every page several times.",
      faq: ["Is PrestaShop 9 supported?", "Yes, with PHP 8.3; choose the version in the site's PHP settings before running the installer."],
    },
    ru: {
      what: "Европейская платформа электронной коммерции с мультимагазином, мультивалютностью и большим маркетплейсом модулей.",
      needs: "PrestaShop 8 требует PHP 8.1, MySQL 5.7+ или MariaDB, memory_limit 256 МБ и intl.",
      install: "В один клик или загрузите архив и запустите веб-установщик — около пяти минут.",
      speed: "Кэш Smarty, CCC (объединение, сжатие, кэширование) в разделе «Производительность» и Redis для сессий на Business.",
      tip: "Не включайте режим отладки на рабочем магазине: он отключает кэши и замедляет каждую страницу в разы.",
      faq: ["Поддерживается ли PrestaShop 9?", "Да, с PHP 8.3; выберите версию в настройках PHP сайта до запуска установщика."],
    },
  },
  {
    slug: "magento",
    name: "Magento Open Source",
    kind: "shop",
    plans: ["unlimited"],
    en: {
      what: "Adobe's open-source commerce platform for large catalogues and B2B shops.",
      needs: "Magento 2.4.7 needs PHP 8.3, OpenSearch 2, MySQL 8, Composer 2 and at least 2 GB of memory.",
      install: "Composer over SSH on Unlimited; for OpenSearch we provide a managed endpoint on request.",
      speed: "Full-page cache in Redis and production mode with static content deployed; Varnish on a VPS.",
      tip: "Busy Magento shops outgrow shared hosting quickly: our engineers move them to a VPS without downtime.",
      faq: [
        "Is shared hosting enough for Magento?",
        "For a small catalogue on Unlimited, yes. From a few thousand orders a month we recommend a VPS with 8 GB RAM.",
      ],
    },
    ru: {
      what: "Платформа электронной коммерции Adobe с открытым кодом для больших каталогов и B2B-магазинов.",
      needs: "Magento 2.4.7 требует PHP 8.3, OpenSearch 2, MySQL 8, Composer 2 и не меньше 2 ГБ памяти.",
      install: "Через Composer по SSH на тарифе Unlimited; OpenSearch по запросу предоставим как управляемый сервис.",
      speed: "Полностраничный кэш в Redis и режим production с развёрнутой статикой; Varnish — на VPS.",
      tip: "Нагруженные магазины на Magento быстро перерастают хостинг: инженеры перенесут их на VPS без простоя.",
      faq: ["Хватит ли хостинга для Magento?", "Для небольшого каталога на Unlimited — да. От нескольких тысяч заказов в месяц советуем VPS с 8 ГБ RAM."],
    },
  },
  {
    slug: "modx",
    name: "MODX",
    kind: "cms",
    plans: ["start", "business"],
    en: {
      what: "A developer-friendly CMS that outputs exactly the markup you write.",
      needs: "MODX 3 needs PHP 8.1+ with PDO MySQL and MariaDB or MySQL.",
      install: "One click for MODX Revolution 3, including the setup of core paths.",
      speed: "pdoTools for fast snippets, the built-in resource cache and OPcache.",
      tip: "Move the core folder outside public_html during setup: the installer asks, just enter the path.",
      faq: ["Can I install extras from modstore?", "Yes, package management works out of the box because outgoing HTTPS is allowed."],
    },
    ru: {
      what: "CMS для разработчиков, которая выводит ровно ту вёрстку, что вы написали.",
      needs: "MODX 3 требует PHP 8.1+ с PDO MySQL и MariaDB или MySQL.",
      install: "В один клик для MODX Revolution 3, включая настройку путей к core.",
      speed: "pdoTools для быстрых сниппетов, встроенный кэш ресурсов и OPcache.",
      tip: "При установке перенесите папку core за пределы public_html: установщик спросит путь — просто укажите его.",
      faq: ["Можно ставить дополнения из modstore?", "Да, управление пакетами работает сразу: исходящие HTTPS-соединения разрешены."],
    },
  },
  {
    slug: "typo3",
    name: "TYPO3",
    kind: "cms",
    plans: ["business", "unlimited"],
    en: {
      what: "An enterprise CMS popular with German-speaking companies and public institutions.",
      needs: "TYPO3 13 LTS needs PHP 8.2+, Composer 2, MariaDB 10.4+ and the GraphicsMagick or ImageMagick binary.",
      install: "Composer over SSH (composer create-project typo3/cms-base-distribution); ImageMagick is preinstalled.",
      speed: "Page cache in the database or Redis backend, and the scheduler running from cron every minute.",
      tip: "Set the trusted hosts pattern to your domain after moving: TYPO3 refuses requests for unknown hosts.",
      faq: ["Do you support TYPO3 LTS upgrades?", "Yes: clone the site to a staging copy, run the upgrade wizards there and swap when everything works."],
    },
    ru: {
      what: "Корпоративная CMS, популярная у немецкоязычных компаний и государственных учреждений.",
      needs: "TYPO3 13 LTS требует PHP 8.2+, Composer 2, MariaDB 10.4+ и GraphicsMagick или ImageMagick.",
      install: "Через Composer по SSH (composer create-project typo3/cms-base-distribution); ImageMagick уже установлен.",
      speed: "Кэш страниц в базе или в Redis и планировщик, который cron запускает каждую минуту.",
      tip: "После переноса задайте trustedHostsPattern для своего домена: TYPO3 отклоняет запросы к неизвестным хостам.",
      faq: [
        "Поможете с обновлением TYPO3 LTS?",
        "Да: клонируйте сайт в тестовую копию, пройдите мастера обновления там и переключитесь, когда всё заработает.",
      ],
    },
  },
  {
    slug: "laravel",
    name: "Laravel",
    kind: "framework",
    plans: ["business", "unlimited"],
    en: {
      what: "The most popular PHP framework for web applications and APIs.",
      needs: "Laravel 11 and 12 need PHP 8.2+, Composer 2 and MySQL, MariaDB or PostgreSQL via a VPS.",
      install: "composer create-project or git clone over SSH; set the site root to the public/ folder in the panel.",
      speed: "php artisan optimize on deploy, Redis for cache and sessions, OPcache with preloading.",
      tip: "Queues run with a cron-driven queue:work --stop-when-empty on hosting; Horizon needs a VPS.",
      faq: ["Can I deploy with git push?", "Yes. Add a deploy key and a post-receive hook, or use Deployer or Envoy over SSH."],
    },
    ru: {
      what: "Самый популярный PHP-фреймворк для веб-приложений и API.",
      needs: "Laravel 11 и 12 требуют PHP 8.2+, Composer 2 и MySQL, MariaDB или PostgreSQL на VPS.",
      install: "composer create-project или git clone по SSH; в панели укажите корень сайта в папке public/.",
      speed: "php artisan optimize при деплое, Redis для кэша и сессий, OPcache с preload.",
      tip: "Очереди на хостинге обрабатывает queue:work --stop-when-empty из cron; для Horizon нужен VPS.",
      faq: ["Можно деплоить через git push?", "Да. Добавьте deploy-ключ и хук post-receive или используйте Deployer или Envoy по SSH."],
    },
  },
  {
    slug: "symfony",
    name: "Symfony",
    kind: "framework",
    plans: ["business", "unlimited"],
    en: {
      what: "A set of reusable PHP components and a framework for long-lived business applications.",
      needs: "Symfony 7 needs PHP 8.2+, Composer 2 and the intl, ctype and iconv extensions.",
      install: "symfony new or composer create-project over SSH; the Symfony CLI is preinstalled.",
      speed: "APP_ENV=prod with the container dumped, OPcache preloading via config/preload.php, and APCu.",
      tip: "Run Messenger consumers from cron with --time-limit=50 so they restart every minute on shared hosting.",
      faq: ["Is there a Symfony requirements check?", "Run symfony check:requirements over SSH: all checks pass on our PHP 8.2–8.4 builds."],
    },
    ru: {
      what: "Набор переиспользуемых PHP-компонентов и фреймворк для долгоживущих бизнес-приложений.",
      needs: "Symfony 7 требует PHP 8.2+, Composer 2 и расширения intl, ctype и iconv.",
      install: "symfony new или composer create-project по SSH; Symfony CLI уже установлен.",
      speed: "APP_ENV=prod со сброшенным контейнером, preload OPcache через config/preload.php и APCu.",
      tip: "Запускайте обработчики Messenger из cron с --time-limit=50 — на хостинге они будут перезапускаться каждую минуту.",
      faq: ["Есть проверка требований Symfony?", "Выполните symfony check:requirements по SSH: на наших сборках PHP 8.2–8.4 все проверки проходят."],
    },
  },
  {
    slug: "yii",
    name: "Yii",
    kind: "framework",
    plans: ["start", "business"],
    en: {
      what: "A fast PHP framework with Gii code generation and solid ActiveRecord.",
      needs: "Yii 2 runs on PHP 7.4–8.3; Yii 3 packages need PHP 8.1+.",
      install: "composer create-project yiisoft/yii2-app-basic or advanced over SSH.",
      speed: "Schema cache and query cache in Redis or files, and assets published once on deploy.",
      tip: "For the advanced template, point the domain at frontend/web and a subdomain at backend/web.",
      faq: ["Can I run yii console commands from cron?", "Yes, use the full PHP path shown in the panel, for example /opt/php83/bin/php yii queue/run."],
    },
    ru: {
      what: "Быстрый PHP-фреймворк с генератором кода Gii и надёжным ActiveRecord.",
      needs: "Yii 2 работает на PHP 7.4–8.3; пакетам Yii 3 нужен PHP 8.1+.",
      install: "composer create-project yiisoft/yii2-app-basic или advanced по SSH.",
      speed: "Кэш схемы и запросов в Redis или файлах, публикация ассетов один раз при деплое.",
      tip: "Для шаблона advanced направьте домен в frontend/web, а поддомен — в backend/web.",
      faq: ["Можно запускать консольные команды yii из cron?", "Да, укажите полный путь к PHP из панели, например /opt/php83/bin/php yii queue/run."],
    },
  },
  {
    slug: "codeigniter",
    name: "CodeIgniter",
    kind: "framework",
    plans: ["start", "business"],
    en: {
      what: "A small, fast PHP framework with almost no configuration.",
      needs: "CodeIgniter 4 needs PHP 8.1+ with intl and mbstring.",
      install: "composer create-project codeigniter4/appstarter, then point the site root at public/.",
      speed: "Page caching with $this->cachePage(), the file or Redis cache handler and OPcache.",
      tip: "Set CI_ENVIRONMENT = production in .env: development mode shows stack traces to visitors.",
      faq: ["Can I still run a CodeIgniter 3 project?", "Yes, on PHP 7.4 or 8.1 selected per site, while you port it to version 4."],
    },
    ru: {
      what: "Небольшой быстрый PHP-фреймворк почти без настройки.",
      needs: "CodeIgniter 4 требует PHP 8.1+ с intl и mbstring.",
      install: "composer create-project codeigniter4/appstarter, затем направьте корень сайта в public/.",
      speed: "Кэш страниц через $this->cachePage(), файловый или Redis-кэш и OPcache.",
      tip: "Задайте CI_ENVIRONMENT = production в .env: режим development показывает посетителям трассировки ошибок.",
      faq: ["Запустится ли проект на CodeIgniter 3?", "Да, на PHP 7.4 или 8.1, выбранном для сайта, пока вы переносите его на версию 4."],
    },
  },
  {
    slug: "django",
    name: "Django",
    kind: "framework",
    plans: ["business", "unlimited"],
    en: {
      what: "Python's batteries-included web framework, with an admin panel and ORM.",
      needs: "Python 3.11–3.13 applications run under Passenger; databases are MySQL/MariaDB, or PostgreSQL on a VPS.",
      install: "Create a Python app in Sites → Applications, pip install into its virtualenv, point passenger_wsgi.py at your project.",
      speed: "Serve static files from collectstatic through nginx directly, and cache views in Redis.",
      tip: "Restart the app after a deploy by touching tmp/restart.txt; migrations run over SSH.",
      faq: ["Can I use Celery on hosting?", "Periodic tasks can run from cron; a long-running Celery worker needs a VPS."],
    },
    ru: {
      what: "Веб-фреймворк на Python «всё включено», с админкой и ORM.",
      needs: "Приложения на Python 3.11–3.13 работают под Passenger; базы — MySQL/MariaDB, PostgreSQL — на VPS.",
      install:
        "Создайте Python-приложение в разделе «Сайты → Приложения», установите зависимости через pip в его virtualenv и укажите проект в passenger_wsgi.py.",
      speed: "Отдавайте статику после collectstatic напрямую через nginx, а представления кэшируйте в Redis.",
      tip: "После деплоя перезапустите приложение, обновив файл tmp/restart.txt; миграции выполняются по SSH.",
      faq: ["Можно использовать Celery на хостинге?", "Периодические задачи можно запускать из cron; постоянно работающий воркер Celery требует VPS."],
    },
  },
  {
    slug: "nodejs",
    name: "Node.js",
    kind: "framework",
    plans: ["business", "unlimited"],
    en: {
      what: "JavaScript on the server: Express, Fastify, NestJS and other frameworks.",
      needs: "Node.js 20 and 22 LTS selected per application; npm, pnpm and yarn are available over SSH.",
      install: "Create a Node.js app in Sites → Applications, set the start file, run npm ci; Passenger keeps it running.",
      speed: "nginx serves static files and compresses responses; the app restarts only when you deploy.",
      tip: "Listen on the port Passenger passes in process.env.PORT, not on a fixed port.",
      faq: ["Can I run WebSockets?", "Yes, WebSocket connections are proxied to the application. For thousands of concurrent connections choose a VPS."],
    },
    ru: {
      what: "JavaScript на сервере: Express, Fastify, NestJS и другие фреймворки.",
      needs: "Node.js 20 и 22 LTS выбираются для каждого приложения; npm, pnpm и yarn доступны по SSH.",
      install: "Создайте Node.js-приложение в разделе «Сайты → Приложения», укажите стартовый файл, выполните npm ci — Passenger будет держать его запущенным.",
      speed: "nginx отдаёт статику и сжимает ответы; приложение перезапускается только при деплое.",
      tip: "Слушайте порт из process.env.PORT, который передаёт Passenger, а не фиксированный.",
      faq: ["Работают ли WebSocket?", "Да, WebSocket-соединения проксируются в приложение. Для тысяч одновременных соединений выбирайте VPS."],
    },
  },
  {
    slug: "react",
    name: "React",
    kind: "framework",
    plans: ["start", "business"],
    en: {
      what: "Single-page applications built with React and Vite or Create React App.",
      needs: "Only static files after npm run build; an API, if any, runs as a Node.js app or elsewhere.",
      install: "Upload the dist/ folder over SFTP or build over SSH with Node.js 22; deploy from Git in the panel.",
      speed: "Hashed assets are cached for a year, index.html is never cached, and Brotli is on.",
      tip: "Client-side routing needs a fallback to index.html: one FallbackResource line in .htaccess.",
      faq: ["Do I need a Node.js plan for a React site?", "No. A built React app is static files, and the Start plan serves them fast from NVMe."],
    },
    ru: {
      what: "Одностраничные приложения на React с Vite или Create React App.",
      needs: "Только статические файлы после npm run build; API, если есть, работает как Node.js-приложение или в другом месте.",
      install: "Загрузите папку dist/ по SFTP или соберите проект по SSH на Node.js 22; деплой из Git — в панели.",
      speed: "Ассеты с хэшем в имени кэшируются на год, index.html — никогда, включён Brotli.",
      tip: "Клиентской маршрутизации нужен переход на index.html: одна строка FallbackResource в .htaccess.",
      faq: ["Нужен ли тариф с Node.js для сайта на React?", "Нет. Собранное React-приложение — это статика, и тариф Start быстро отдаёт её с NVMe."],
    },
  },
  {
    slug: "vue",
    name: "Vue.js",
    kind: "framework",
    plans: ["start", "business"],
    en: {
      what: "Vue 3 applications built with Vite, from widgets to full dashboards.",
      needs: "Static files after npm run build; Node.js 22 over SSH if you build on the server.",
      install: "Deploy the dist/ folder from Git or SFTP; set publicPath if the app lives in a subfolder.",
      speed: "Long cache headers for hashed files and HTTP/2 push-free preloading of chunks.",
      tip: "Vue Router in history mode needs the same index.html fallback as any SPA; the panel has a preset.",
      faq: [
        "Can I host a Vue app and its API on one plan?",
        "Yes: the static app on the domain and a Node.js or PHP API on a subdomain such as api.example.com.",
      ],
    },
    ru: {
      what: "Приложения на Vue 3 с Vite — от виджетов до полноценных панелей.",
      needs: "Статические файлы после npm run build; Node.js 22 по SSH, если собираете на сервере.",
      install: "Разверните папку dist/ из Git или по SFTP; задайте publicPath, если приложение лежит в подпапке.",
      speed: "Долгий кэш для файлов с хэшем и предзагрузка чанков по HTTP/2.",
      tip: "Vue Router в режиме history требует такого же перехода на index.html, как любое SPA; в панели есть шаблон.",
      faq: [
        "Можно разместить приложение на Vue и его API на одном тарифе?",
        "Да: статика — на домене, API на Node.js или PHP — на поддомене вроде api.example.com.",
      ],
    },
  },
  {
    slug: "next-js",
    name: "Next.js",
    kind: "framework",
    plans: ["business", "unlimited"],
    en: {
      what: "The React framework with server rendering, static export and API routes.",
      needs: "next build with output: 'standalone' on Node.js 20 or 22, or output: 'export' for a fully static site.",
      install: "A Node.js app pointed at server.js from the standalone build; static exports are uploaded like any site.",
      speed: "Static and ISR pages are served from the .next cache; images are best pre-optimised or served from S3.",
      tip: "Builds need 1–2 GB of memory: build in CI or locally and deploy the output if the build is killed.",
      faq: ["Does the Next.js image optimiser work?", "Yes, with sharp installed in the app; for large image libraries use our S3 storage and a CDN."],
    },
    ru: {
      what: "Фреймворк на React с серверным рендерингом, статическим экспортом и API-маршрутами.",
      needs: "next build с output: 'standalone' на Node.js 20 или 22 или output: 'export' для полностью статического сайта.",
      install: "Node.js-приложение со стартовым файлом server.js из standalone-сборки; статический экспорт загружается как обычный сайт.",
      speed: "Статические и ISR-страницы отдаются из кэша .next; изображения лучше оптимизировать заранее или отдавать из S3.",
      tip: "Сборке нужно 1–2 ГБ памяти: собирайте в CI или локально и деплойте результат, если сборка прерывается.",
      faq: [
        "Работает ли оптимизатор изображений Next.js?",
        "Да, если установить sharp в приложение; для больших библиотек изображений используйте наше S3-хранилище и CDN.",
      ],
    },
  },
  {
    slug: "nuxt",
    name: "Nuxt",
    kind: "framework",
    plans: ["business", "unlimited"],
    en: {
      what: "The Vue framework for server-rendered and statically generated sites.",
      needs: "Nuxt 3 on Node.js 20+ with the node-server preset, or nuxi generate for static hosting.",
      install: "Upload .output/ and start .output/server/index.mjs as a Node.js app; static builds go to public_html.",
      speed: "Route rules for caching (swr, prerender) and nginx in front for compression.",
      tip: "Set NITRO_PORT from the PORT variable Passenger provides, or the app will not answer.",
      faq: ["Is a static Nuxt site enough?", "For blogs and documentation, yes: nuxi generate gives plain files for the Start plan."],
    },
    ru: {
      what: "Фреймворк на Vue для сайтов с серверным рендерингом и статической генерацией.",
      needs: "Nuxt 3 на Node.js 20+ с пресетом node-server или nuxi generate для статического хостинга.",
      install: "Загрузите .output/ и запустите .output/server/index.mjs как Node.js-приложение; статическая сборка — в public_html.",
      speed: "Правила маршрутов для кэша (swr, prerender) и nginx перед приложением для сжатия.",
      tip: "Задайте NITRO_PORT из переменной PORT, которую передаёт Passenger, иначе приложение не ответит.",
      faq: ["Хватит ли статического сайта на Nuxt?", "Для блогов и документации — да: nuxi generate выдаёт обычные файлы для тарифа Start."],
    },
  },
  {
    slug: "ghost",
    name: "Ghost",
    kind: "cms",
    plans: ["business", "unlimited"],
    en: {
      what: "A publishing platform for blogs and paid newsletters, built on Node.js.",
      needs: "Ghost 5 needs Node.js 20 LTS and MySQL 8; SQLite is for development only.",
      install: "Ghost-CLI over SSH in a Node.js app folder, with MySQL created in the panel first.",
      speed: "Ghost caches rendered pages itself; put images in S3 storage with the storage adapter for big archives.",
      tip: "Configure mail (Mailgun for newsletters, SMTP for transactional mail) before inviting members.",
      faq: ["Can I import from WordPress or Substack?", "Yes, Ghost's importers work as usual; we can help with redirects for the old URLs."],
    },
    ru: {
      what: "Платформа для блогов и платных рассылок на Node.js.",
      needs: "Ghost 5 требует Node.js 20 LTS и MySQL 8; SQLite — только для разработки.",
      install: "Ghost-CLI по SSH в папке Node.js-приложения, предварительно создав базу MySQL в панели.",
      speed: "Ghost сам кэширует отрендеренные страницы; для больших архивов храните изображения в S3 через адаптер.",
      tip: "Настройте почту (Mailgun для рассылок, SMTP для служебных писем) до того, как приглашать подписчиков.",
      faq: ["Можно импортировать из WordPress или Substack?", "Да, импортёры Ghost работают как обычно; с редиректами для старых адресов поможем."],
    },
  },
  {
    slug: "moodle",
    name: "Moodle",
    kind: "cms",
    plans: ["unlimited"],
    en: {
      what: "The open-source learning platform used by schools, universities and corporate training.",
      needs: "Moodle 4.5 needs PHP 8.1–8.3 with max_input_vars 5000, MariaDB 10.6+ and a moodledata folder outside the web root.",
      install: "One click, which also creates moodledata outside public_html and the cron job.",
      speed: "MUC with Redis for application cache and sessions, and the cron running every minute.",
      tip: "Large course backups are created in moodledata: keep an eye on disk space before restoring courses.",
      faq: ["How many students can Unlimited serve?", "Around 300 concurrent users for typical courses; exam days with more users need a VPS."],
    },
    ru: {
      what: "Платформа дистанционного обучения с открытым кодом для школ, вузов и корпоративного обучения.",
      needs: "Moodle 4.5 требует PHP 8.1–8.3 с max_input_vars 5000, MariaDB 10.6+ и папку moodledata вне корня сайта.",
      install: "В один клик, установщик сам создаёт moodledata вне public_html и задание cron.",
      speed: "MUC с Redis для кэша приложения и сессий, cron каждую минуту.",
      tip: "Большие резервные копии курсов создаются в moodledata: следите за местом на диске перед восстановлением.",
      faq: ["Сколько студентов выдержит Unlimited?", "Около 300 одновременных пользователей на обычных курсах; для экзаменов с большей нагрузкой нужен VPS."],
    },
  },
  {
    slug: "mediawiki",
    name: "MediaWiki",
    kind: "cms",
    plans: ["start", "business"],
    en: {
      what: "The wiki engine behind Wikipedia, for knowledge bases and documentation.",
      needs: "MediaWiki 1.42 LTS needs PHP 8.1+, MariaDB 10.3+ and ImageMagick for thumbnails.",
      install: "One click, or unpack the tarball and run the web installer to create LocalSettings.php.",
      speed: "Set $wgMainCacheType to Redis or APCu and enable the file cache for anonymous readers.",
      tip: "Run maintenance/runJobs.php from cron and set $wgJobRunRate = 0 so edits stay fast.",
      faq: ["Can I use VisualEditor?", "Yes, it is bundled since 1.35 and needs no separate Parsoid service."],
    },
    ru: {
      what: "Вики-движок Википедии для баз знаний и документации.",
      needs: "MediaWiki 1.42 LTS требует PHP 8.1+, MariaDB 10.3+ и ImageMagick для миниатюр.",
      install: "В один клик или распакуйте архив и запустите веб-установщик, который создаст LocalSettings.php.",
      speed: "Задайте $wgMainCacheType в Redis или APCu и включите файловый кэш для анонимных читателей.",
      tip: "Запускайте maintenance/runJobs.php из cron и поставьте $wgJobRunRate = 0, чтобы правки сохранялись быстро.",
      faq: ["Работает ли VisualEditor?", "Да, он входит в поставку с версии 1.35 и не требует отдельного сервиса Parsoid."],
    },
  },
  {
    slug: "phpbb",
    name: "phpBB",
    kind: "cms",
    plans: ["start", "business"],
    en: {
      what: "A classic free forum engine with extensions and styles.",
      needs: "phpBB 3.3 runs on PHP 7.2–8.3 with MySQL or MariaDB.",
      install: "One click with the administrator account and board name set in the installer.",
      speed: "Switch the ACM cache to Redis and enable GZip compression in server settings.",
      tip: "Enable a captcha (reCAPTCHA or Q&A) right after installation: new boards attract spam bots within days.",
      faq: ["Can I migrate from vBulletin or SMF?", "Yes, with the phpBB converters; we run them over SSH for large boards where the web converter times out."],
    },
    ru: {
      what: "Классический бесплатный движок форума с расширениями и стилями.",
      needs: "phpBB 3.3 работает на PHP 7.2–8.3 с MySQL или MariaDB.",
      install: "В один клик: учётную запись администратора и название форума вы задаёте в установщике.",
      speed: "Переключите кэш ACM на Redis и включите сжатие GZip в настройках сервера.",
      tip: "Сразу после установки включите капчу (reCAPTCHA или вопрос-ответ): спам-боты находят новые форумы за считаные дни.",
      faq: ["Можно перенести форум с vBulletin или SMF?", "Да, конвертерами phpBB; для больших форумов запустим их по SSH, где веб-конвертер не успевает."],
    },
  },
  {
    slug: "xenforo",
    name: "XenForo",
    kind: "cms",
    plans: ["business", "unlimited"],
    en: {
      what: "A commercial forum platform for large communities.",
      needs: "XenForo 2.3 needs PHP 7.2+ (8.3 recommended), MySQL 5.7+ and the gd or imagick extension.",
      install: "Upload your licensed files over SFTP and run install/ in the browser; we do not redistribute XenForo.",
      speed: "Redis for the cache and page cache for guests in config.php, plus Elasticsearch on a VPS for search.",
      tip: "Set the job runner to cron (php cmd.php xf:run-jobs) so background jobs do not wait for visitors.",
      faq: ["Do you sell XenForo licences?", "No, buy the licence from XenForo; we host it and help with the move."],
    },
    ru: {
      what: "Коммерческая платформа форумов для больших сообществ.",
      needs: "XenForo 2.3 требует PHP 7.2+ (рекомендуем 8.3), MySQL 5.7+ и расширение gd или imagick.",
      install: "Загрузите лицензионные файлы по SFTP и запустите install/ в браузере; мы не распространяем XenForo.",
      speed: "Redis для кэша и кэш страниц для гостей в config.php, для поиска — Elasticsearch на VPS.",
      tip: "Переведите выполнение задач на cron (php cmd.php xf:run-jobs), чтобы фоновые задачи не ждали посетителей.",
      faq: ["Продаёте ли вы лицензии XenForo?", "Нет, лицензию покупайте у XenForo; мы размещаем форум и помогаем с переносом."],
    },
  },
  {
    slug: "dle",
    name: "DataLife Engine",
    kind: "cms",
    plans: ["start", "business"],
    en: {
      what: "A commercial CMS for news sites and media portals, popular in the CIS.",
      needs: "DLE 17 needs PHP 8.0–8.3 with ionCube-free builds, MySQL 5.7+ and mbstring.",
      install: "Upload the licensed distribution and open install.php; the installer checks our PHP settings.",
      speed: "Built-in caching to files or memcached, and the cron for scheduled news.",
      tip: "Protect the admin panel path: rename admin.php as the DLE documentation suggests.",
      faq: ["Is DLE on PHP 8.3 supported?", "Yes, from DLE 16; choose PHP 8.3 in the site's settings before installing."],
    },
    ru: {
      name: "DataLife Engine (DLE)",
      what: "Коммерческая CMS для новостных сайтов и медиапорталов, популярная в СНГ.",
      needs: "DLE 17 требует PHP 8.0–8.3, MySQL 5.7+ и mbstring.",
      install: "Загрузите лицензионный дистрибутив и откройте install.php — установщик проверит настройки PHP.",
      speed: "Встроенное кэширование в файлы или memcached и cron для отложенных новостей.",
      tip: "Защитите путь к админке: переименуйте admin.php, как советует документация DLE.",
      faq: ["Поддерживается ли DLE на PHP 8.3?", "Да, начиная с DLE 16; выберите PHP 8.3 в настройках сайта до установки."],
    },
  },
  {
    slug: "shopware",
    name: "Shopware",
    kind: "shop",
    plans: ["unlimited"],
    en: {
      what: "A German e-commerce platform with a Symfony core and a rich storefront.",
      needs: "Shopware 6.6 needs PHP 8.2+, MySQL 8 or MariaDB 10.11, Composer 2 and 512 MB memory_limit.",
      install: "The Shopware installer or Composer over SSH; the admin build runs with Node.js 20.",
      speed: "HTTP cache with reverse proxy mode, Redis for cache and sessions, and the message queue on cron.",
      tip: "Disable the admin worker in production and run bin/console messenger:consume from cron instead.",
      faq: ["Is Shopware fast on shared hosting?", "Small shops on Unlimited, yes. With OpenSearch and many sales channels a VPS is the better home."],
    },
    ru: {
      what: "Немецкая платформа электронной коммерции на ядре Symfony с богатой витриной.",
      needs: "Shopware 6.6 требует PHP 8.2+, MySQL 8 или MariaDB 10.11, Composer 2 и memory_limit 512 МБ.",
      install: "Установщик Shopware или Composer по SSH; сборка админки выполняется на Node.js 20.",
      speed: "HTTP-кэш в режиме reverse proxy, Redis для кэша и сессий, очередь сообщений из cron.",
      tip: "Отключите admin worker на рабочем магазине и запускайте bin/console messenger:consume из cron.",
      faq: ["Быстро ли Shopware работает на хостинге?", "Небольшие магазины на Unlimited — да. С OpenSearch и многими каналами продаж лучше выбрать VPS."],
    },
  },
  {
    slug: "craft-cms",
    name: "Craft CMS",
    kind: "cms",
    plans: ["business", "unlimited"],
    en: {
      what: "A content-first CMS loved by agencies for its flexible fields and Twig templates.",
      needs: "Craft 5 needs PHP 8.2+, MySQL 8.0.17+ or MariaDB 10.4+, and the intl and imagick extensions.",
      install: "composer create-project craftcms/craft over SSH, then the web or CLI setup.",
      speed: "Template caching with {% cache %}, Redis for data cache and the queue on cron.",
      tip: "Set the web root to web/ and keep storage/ writable; craft project-config/apply deploys schema changes.",
      faq: ["Do I need a Craft licence?", "Craft Solo is free; Team and Pro are bought from Craft and work on our hosting without changes."],
    },
    ru: {
      what: "CMS для контента, которую агентства любят за гибкие поля и шаблоны на Twig.",
      needs: "Craft 5 требует PHP 8.2+, MySQL 8.0.17+ или MariaDB 10.4+ и расширения intl и imagick.",
      install: "composer create-project craftcms/craft по SSH, затем установка через браузер или CLI.",
      speed: "Кэш шаблонов через {% cache %}, Redis для данных и очередь из cron.",
      tip: "Направьте корень сайта в web/ и оставьте storage/ доступной на запись; изменения схемы разворачивает craft project-config/apply.",
      faq: ["Нужна ли лицензия Craft?", "Craft Solo бесплатна; Team и Pro покупаются у Craft и работают у нас без изменений."],
    },
  },
  {
    slug: "grav",
    name: "Grav",
    kind: "cms",
    plans: ["start"],
    en: {
      what: "A flat-file CMS: pages are Markdown files, no database at all.",
      needs: "Grav 1.7 needs PHP 7.3.6+ (8.x recommended) with gd, curl, zip and mbstring.",
      install: "One click, or unzip Grav with the Admin plugin into the site folder.",
      speed: "Built-in page cache and Twig cache; flat files on NVMe make it one of the fastest CMSs we host.",
      tip: "Back up the user/ folder: it holds all your pages, settings and accounts.",
      faq: ["Why no database?", "Grav stores pages as Markdown files, so backups are a folder copy and Git works for versioning."],
    },
    ru: {
      what: "CMS на файлах: страницы — это Markdown, базы данных нет вообще.",
      needs: "Grav 1.7 требует PHP 7.3.6+ (рекомендуем 8.x) с gd, curl, zip и mbstring.",
      install: "В один клик или распакуйте Grav с плагином Admin в папку сайта.",
      speed: "Встроенный кэш страниц и Twig; плоские файлы на NVMe делают его одной из самых быстрых CMS на нашем хостинге.",
      tip: "Делайте копию папки user/: в ней все страницы, настройки и учётные записи.",
      faq: ["Почему нет базы данных?", "Grav хранит страницы в Markdown-файлах: бэкап — это копия папки, а для версий подходит Git."],
    },
  },
  {
    slug: "matomo",
    name: "Matomo",
    kind: "cms",
    plans: ["business", "unlimited"],
    en: {
      what: "Privacy-friendly web analytics you host yourself instead of sending data to third parties.",
      needs: "Matomo 5 needs PHP 7.2.5+ (8.3 recommended), MySQL 8 or MariaDB and 256 MB memory_limit.",
      install: "One click, then add the tracking code to your sites.",
      speed: "Turn off browser-triggered archiving and run core:archive from cron every hour.",
      tip: "Hosting analytics in the EU keeps visitor data under GDPR without a third-party processor.",
      faq: ["How much traffic can Matomo on hosting track?", "Up to about a million page views a month on Business; above that, archiving wants a VPS."],
    },
    ru: {
      what: "Веб-аналитика, которую вы размещаете у себя, вместо передачи данных третьим лицам.",
      needs: "Matomo 5 требует PHP 7.2.5+ (рекомендуем 8.3), MySQL 8 или MariaDB и memory_limit 256 МБ.",
      install: "В один клик, затем добавьте код отслеживания на свои сайты.",
      speed: "Отключите архивацию из браузера и запускайте core:archive из cron раз в час.",
      tip: "Аналитика на серверах в ЕС оставляет данные посетителей под GDPR без стороннего обработчика.",
      faq: ["Сколько трафика выдержит Matomo на хостинге?", "До миллиона просмотров в месяц на Business; больше — архивации нужен VPS."],
    },
  },
];

const softwareName = (c: Cms, lang: Language) => (lang === "ru" ? (c.ru.name ?? c.name) : c.name);

function page(c: Cms, lang: Language) {
  const f = c[lang];
  const name = softwareName(c, lang);
  const en = lang === "en";
  const title = en ? `${name} hosting` : `Хостинг для ${name}`;
  const sections: SectionSource[] = [
    {
      _type: "hero",
      heading: title,
      text: f.what,
      primaryCta: { label: en ? "Choose a plan" : "Выбрать тариф", href: `/web-hosting/${c.plans[0]}/` },
      secondaryCta: { label: en ? "Free migration" : "Бесплатный перенос", href: "/help/migrate-site-to-hostward/" },
      highlights: en
        ? ["NVMe drives", "Free SSL", "Daily backups", "{claim:uptimePercent}% uptime"]
        : ["NVMe-диски", "Бесплатный SSL", "Ежедневные бэкапы", "Доступность {claim:uptimePercent}%"],
    },
    {
      _type: "planTable",
      heading: en ? `Plans for ${name}` : `Тарифы для ${name}`,
      intro: en ? "Listed in the order we recommend them for this application." : "В порядке, в котором мы рекомендуем их для этого приложения.",
      productLine: "web-hosting",
      planSlugs: c.plans,
    },
    {
      _type: "featureGrid",
      heading: en ? `${name} on Hostward` : `${name} в Hostward`,
      items: [
        { icon: "code", title: en ? "What it needs" : "Что нужно", text: f.needs },
        { icon: "server", title: en ? "Installation" : "Установка", text: f.install },
        { icon: "speed", title: en ? "Speed" : "Скорость", text: f.speed },
        { icon: "support", title: en ? "Good to know" : "Полезно знать", text: f.tip },
      ],
    },
    {
      _type: "faq",
      heading: en ? `${name} hosting questions` : `Вопросы о хостинге для ${name}`,
      items: [
        { question: f.faq[0], answer: f.faq[1] },
        en
          ? {
              question: "Can I test the hosting before paying?",
              answer: "Yes. Every web hosting plan has a free test period; your site and data stay if you continue.",
            }
          : {
              question: "Можно попробовать хостинг до оплаты?",
              answer: "Да. У каждого тарифа хостинга есть бесплатный тестовый период; сайт и данные сохранятся, если вы продолжите.",
            },
      ],
    },
    {
      _type: "cta",
      heading: en ? `Moving an existing ${name} site?` : `Переезжаете с готовым сайтом на ${name}?`,
      text: en
        ? "Our engineers copy it from your current host and check it before DNS changes. Free with any new plan."
        : "Инженеры перенесут его с текущего хостинга и проверят до смены DNS. Бесплатно с любым новым тарифом.",
      button: { label: en ? "Ask for a migration" : "Заказать перенос", href: "/contacts/" },
    },
  ];
  const seoTitle = en ? `${name} hosting on NVMe — Hostward` : `Хостинг для ${name} на NVMe — Hostward`;
  const description = en
    ? `${name} hosting on NVMe with free SSL and daily backups. ${f.needs}`
    : `Хостинг для ${name} на NVMe с бесплатным SSL и ежедневными бэкапами. ${f.needs}`;
  return {
    title,
    lead: f.what,
    seo: {
      title: seoTitle.length <= 70 ? seoTitle : `${title} — Hostward`,
      description: description.length <= 160 ? description : `${description.slice(0, 157).replace(/\s+\S*$/, "")}…`,
      keywords: en ? [`${name} hosting`, name, "NVMe hosting"] : [`хостинг для ${name}`, name, "хостинг NVMe"],
    },
    sections,
  };
}

export const cmsSoftware: PageSource[] = CMS.map((c) => ({
  type: "software",
  slug: c.slug,
  kind: c.kind,
  en: { name: softwareName(c, "en"), description: c.en.what },
  ru: { name: softwareName(c, "ru"), description: c.ru.what },
}));

export const cmsPages: PageSource[] = CMS.map((c) => ({
  type: "variantPage",
  productLine: "web-hosting",
  prefix: "for",
  slug: c.slug,
  software: c.slug,
  en: page(c, "en"),
  ru: page(c, "ru"),
}));
