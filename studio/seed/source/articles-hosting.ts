// Help articles about sites on web hosting, DNS and mail (4b, issue 4). English and Russian;
// internal links are language-neutral site paths (/help/<slug>/).
import { code, h2, info, ol, p, ul, warning } from "./dsl";
import type { ArticleSource } from "./types";
import { COMPANY_DOMAIN } from "./company";

export const hostingArticles: ArticleSource[] = [
  {
    slug: "dns-propagation",
    tags: ["domains-dns"],
    publishedAt: "2026-04-02T10:00:00Z",
    updatedAt: "2026-10-05T09:00:00Z",
    en: {
      title: "Why DNS changes take time to appear",
      excerpt: "TTL, resolver caches and name-server delegation: how long a DNS change really takes and how to check it from several places.",
      seo: {
        title: "DNS propagation explained: TTL, caches and how to check",
        description:
          "Why a new A record or name server is not visible everywhere at once, how long to wait, and how to check with dig against several resolvers.",
        keywords: ["DNS propagation", "TTL", "dig", "name servers", "DNS cache"],
      },
      body: [
        p(
          "DNS has no central switch. Every resolver (your provider's, Google's, Cloudflare's) keeps an answer for as long as its **TTL** says, so a changed record reaches visitors only when their resolver's cached copy expires.",
        ),
        h2("How long to expect"),
        ul(
          "A changed A, AAAA, CNAME or MX record: up to the old record's TTL. Our zones use 3600 seconds (one hour) by default.",
          "New name servers at the registrar: up to 24–48 hours, because the top-level zone's NS records are cached for a day or two.",
          "A brand-new domain: usually minutes, since nobody has cached a negative answer yet.",
        ),
        h2("Check what the world sees"),
        code(
          "shell",
          `
          dig +short example.com A @1.1.1.1
          dig +short example.com A @8.8.8.8
          dig +short example.com NS
          dig example.com A +trace   # follows the delegation from the root
        `,
        ),
        info(
          "Planning a move? Lower the TTL to 300 seconds a day before the change and raise it back afterwards: the switch then takes minutes instead of an hour.",
        ),
        p(
          "If your own computer still shows the old site, flush its cache (`ipconfig /flushdns` on Windows, `sudo resolvectl flush-caches` on Linux) or test in a private window. Records themselves are described in [Pointing a domain at your site or server](/help/point-domain-to-hosting/).",
        ),
      ],
    },
    ru: {
      title: "Почему изменения DNS вступают в силу не сразу",
      excerpt: "TTL, кэш резолверов и делегирование: сколько на самом деле обновляются DNS-записи и как проверить результат из разных мест.",
      seo: {
        title: "Обновление DNS: TTL, кэш и как проверить изменения",
        description: "Почему новая A-запись или NS-серверы видны не всем сразу, сколько ждать и как проверить результат через dig на разных резолверах.",
        keywords: ["обновление DNS", "TTL", "dig", "NS-серверы", "кэш DNS"],
      },
      body: [
        p(
          "В DNS нет общего рубильника. Каждый резолвер (вашего провайдера, Google, Cloudflare) хранит ответ столько, сколько указано в **TTL**, поэтому изменённая запись доходит до посетителей только тогда, когда у их резолвера истечёт срок копии.",
        ),
        h2("Сколько ждать"),
        ul(
          "Изменённая запись A, AAAA, CNAME или MX — не дольше TTL старой записи. В наших зонах по умолчанию 3600 секунд, то есть час.",
          "Новые NS-серверы у регистратора — до 24–48 часов: NS-записи доменной зоны верхнего уровня кэшируются на сутки-двое.",
          "Только что зарегистрированный домен — обычно несколько минут: отрицательный ответ ещё никто не закэшировал.",
        ),
        h2("Проверьте, что видят другие"),
        code(
          "shell",
          `
          dig +short example.com A @1.1.1.1
          dig +short example.com A @8.8.8.8
          dig +short example.com NS
          dig example.com A +trace   # проходит делегирование от корня
        `,
        ),
        info(
          "Планируете переезд? За сутки до него уменьшите TTL до 300 секунд, а после переключения верните прежний: тогда смена адреса займёт минуты, а не час.",
        ),
        p(
          "Если у вас самих всё ещё открывается старый сайт, очистите кэш DNS (`ipconfig /flushdns` в Windows, `sudo resolvectl flush-caches` в Linux) или откройте сайт в приватном окне. О самих записях — в статье [Как направить домен на сайт или сервер](/help/point-domain-to-hosting/).",
        ),
      ],
    },
  },
  {
    slug: "change-php-version",
    tags: ["web-hosting"],
    publishedAt: "2026-04-06T10:00:00Z",
    en: {
      title: "Switching the PHP version of a site",
      excerpt: "Choose PHP 7.4 to 8.4 per site in the control panel, change limits such as memory_limit, and check which version really runs.",
      seo: {
        title: "Change the PHP version and php.ini limits per site",
        description: "Switch a Hostward hosting site between PHP 7.4 and 8.4, raise memory_limit or upload size, and confirm the active version with phpinfo.",
        keywords: ["PHP version", "php.ini", "memory_limit", "PHP 8.3", "web hosting"],
      },
      body: [
        p(
          "Each site on web hosting has its own PHP version, so an old shop can stay on PHP 7.4 while a new WordPress runs on 8.3. New sites get the newest version we consider stable, currently **PHP 8.3**.",
        ),
        h2("Change the version"),
        ol(
          "Open **Sites → your domain → PHP** in the control panel.",
          "Pick the version and click **Save**. The change applies within a minute; no restart is needed.",
          "Open the site and check the pages that use plugins or extensions: old code may rely on functions removed in PHP 8.",
        ),
        h2("Change limits"),
        p(
          "On the same page you can set `memory_limit` (up to 1024M), `upload_max_filesize`, `post_max_size` and `max_execution_time`, and enable extensions such as `ioncube`, `imagick` or `redis`.",
        ),
        code(
          "text",
          `
          <?php
          // Put this in a temporary file, open it once, then delete it.
          echo PHP_VERSION, "\\n", ini_get('memory_limit');
        `,
        ),
        warning("Do not leave a phpinfo or version file on a live site: it tells attackers exactly which software you run."),
      ],
    },
    ru: {
      title: "Как сменить версию PHP для сайта",
      excerpt:
        "Выберите для каждого сайта PHP от 7.4 до 8.4 в панели управления, измените лимиты вроде memory_limit и проверьте, какая версия работает на самом деле.",
      seo: {
        title: "Смена версии PHP и лимитов php.ini для сайта",
        description: "Как переключить сайт на хостинге Hostward между PHP 7.4 и 8.4, увеличить memory_limit и размер загрузки и проверить активную версию.",
        keywords: ["версия PHP", "php.ini", "memory_limit", "PHP 8.3", "хостинг"],
      },
      body: [
        p(
          "У каждого сайта на хостинге своя версия PHP: старый магазин может остаться на PHP 7.4, а новый WordPress — работать на 8.3. Новым сайтам назначается самая свежая версия, которую мы считаем стабильной, — сейчас это **PHP 8.3**.",
        ),
        h2("Смените версию"),
        ol(
          "В панели управления откройте **Сайты → ваш домен → PHP**.",
          "Выберите версию и нажмите **Сохранить**. Изменение применится в течение минуты, перезапуск не нужен.",
          "Откройте сайт и проверьте страницы, где работают плагины и расширения: старый код может использовать функции, удалённые в PHP 8.",
        ),
        h2("Измените лимиты"),
        p(
          "На той же странице задаются `memory_limit` (до 1024M), `upload_max_filesize`, `post_max_size` и `max_execution_time`, а также включаются расширения вроде `ioncube`, `imagick` или `redis`.",
        ),
        code(
          "text",
          `
          <?php
          // Создайте временный файл, откройте его один раз и удалите.
          echo PHP_VERSION, "\\n", ini_get('memory_limit');
        `,
        ),
        warning("Не оставляйте на рабочем сайте файл с phpinfo или версией: он точно подскажет злоумышленнику, какое ПО у вас стоит."),
      ],
    },
  },
  {
    slug: "cron-jobs",
    tags: ["web-hosting", "vps"],
    publishedAt: "2026-04-09T10:00:00Z",
    en: {
      title: "Scheduling tasks with cron",
      excerpt:
        "Run a script every few minutes or every night: cron on web hosting (control panel) and on a VPS (crontab), with logging that helps when a job fails.",
      seo: {
        title: "Cron jobs on hosting and VPS: syntax, examples, logs",
        description:
          "Schedule scripts with cron in the Hostward control panel or with crontab on a VPS. Syntax, typical examples for CMS and how to log failures.",
        keywords: ["cron", "crontab", "scheduled tasks", "wp-cron", "Laravel scheduler"],
      },
      body: [
        p(
          "Cron runs commands on a schedule: sending queued e-mail, clearing caches, making exports. On web hosting you add jobs in the control panel (**Sites → Cron jobs**); on a VPS you edit the crontab yourself.",
        ),
        h2("The schedule in five fields"),
        code(
          "text",
          `
          # minute hour day-of-month month day-of-week  command
          */5 * * * *   php ~/domains/example.com/public_html/wp-cron.php >/dev/null 2>&1
          0 3 * * *     /usr/local/bin/backup.sh >> ~/logs/backup.log 2>&1
          * * * * *     cd ~/app && php artisan schedule:run >> /dev/null 2>&1
        `,
        ),
        p(
          "The first line replaces WordPress's built-in pseudo-cron (set `DISABLE_WP_CRON` to true in `wp-config.php`), the second makes a nightly backup at 03:00 server time (UTC), the third is what a Laravel project needs.",
        ),
        h2("When a job does not run"),
        ul(
          "Use full paths: cron starts with a minimal PATH, so `php` may not be the version your site uses. On hosting, the panel shows the exact path for each PHP version.",
          "Send output to a log file instead of /dev/null while you debug; you will see the real error there.",
          "On web hosting the shortest interval is one minute and a job may run for up to 30 minutes.",
        ),
        info("On a VPS, run crontab -e as the user that owns the site files, not as root, so that the files a job creates keep the right owner."),
      ],
    },
    ru: {
      title: "Планировщик заданий cron",
      excerpt:
        "Как запускать скрипт каждые несколько минут или каждую ночь: cron на хостинге (в панели) и на VPS (crontab), с логами, которые помогут найти ошибку.",
      seo: {
        title: "Cron на хостинге и VPS: синтаксис, примеры, логи",
        description: "Как настроить задания cron в панели Hostward или через crontab на VPS. Синтаксис расписания, примеры для CMS и запись ошибок в лог.",
        keywords: ["cron", "crontab", "планировщик заданий", "wp-cron", "Laravel scheduler"],
      },
      body: [
        p(
          "Cron запускает команды по расписанию: рассылает письма из очереди, чистит кэш, выгружает данные. На хостинге задания добавляются в панели управления (**Сайты → Задания cron**), на VPS crontab правится вручную.",
        ),
        h2("Расписание из пяти полей"),
        code(
          "text",
          `
          # минута час день-месяца месяц день-недели  команда
          */5 * * * *   php ~/domains/example.com/public_html/wp-cron.php >/dev/null 2>&1
          0 3 * * *     /usr/local/bin/backup.sh >> ~/logs/backup.log 2>&1
          * * * * *     cd ~/app && php artisan schedule:run >> /dev/null 2>&1
        `,
        ),
        p(
          "Первая строка заменяет встроенный псевдо-cron WordPress (в `wp-config.php` задайте `DISABLE_WP_CRON` равным true), вторая делает ночной бэкап в 03:00 по времени сервера (UTC), третья нужна проекту на Laravel.",
        ),
        h2("Если задание не выполняется"),
        ul(
          "Указывайте полные пути: cron запускается с минимальным PATH, и `php` может оказаться не той версией, что у сайта. На хостинге панель показывает точный путь для каждой версии PHP.",
          "Пока ищете ошибку, пишите вывод в лог-файл, а не в /dev/null: там будет видна настоящая причина.",
          "На хостинге минимальный интервал — одна минута, а одно задание может работать до 30 минут.",
        ),
        info(
          "На VPS запускайте crontab -e от имени пользователя, которому принадлежат файлы сайта, а не от root: тогда созданные заданием файлы получат правильного владельца.",
        ),
      ],
    },
  },
  {
    slug: "htaccess-redirects",
    tags: ["web-hosting", "domains-dns"],
    publishedAt: "2026-04-14T10:00:00Z",
    en: {
      title: "Redirects with .htaccess: HTTPS, www and moved pages",
      excerpt: "Ready-made .htaccess rules for forcing HTTPS, choosing www or the bare domain and sending old URLs to new ones with a 301.",
      seo: {
        title: ".htaccess redirects: force HTTPS, www and 301 rules",
        description: "Copy-ready .htaccess rules for Apache on Hostward hosting: redirect HTTP to HTTPS, www to the bare domain and moved pages with a 301.",
        keywords: [".htaccess", "301 redirect", "HTTPS redirect", "mod_rewrite", "Apache"],
      },
      body: [
        p(
          "Web hosting serves sites with Apache behind nginx, so `.htaccess` files in the site folder work as usual. Put the rules at the top of `public_html/.htaccess`, before the rules of your CMS.",
        ),
        h2("Force HTTPS and the bare domain"),
        code(
          "ini",
          `
          RewriteEngine On
          RewriteCond %{HTTPS} off [OR]
          RewriteCond %{HTTP_HOST} ^www\\. [NC]
          RewriteRule ^ https://example.com%{REQUEST_URI} [L,R=301]
        `,
        ),
        p(
          "Issue the certificate first (see [Free SSL certificate for your site](/help/free-ssl-certificate/)), otherwise visitors are sent to an address that shows a certificate warning.",
        ),
        h2("Moved pages"),
        code(
          "ini",
          `
          Redirect 301 /old-prices/ https://example.com/pricing/
          RedirectMatch 301 ^/blog/(\\d{4})/(.*)$ https://example.com/articles/$2
        `,
        ),
        warning(
          "Test with curl -I before telling search engines: a redirect loop makes the whole site unreachable, and browsers cache 301 answers for a long time.",
        ),
      ],
    },
    ru: {
      title: "Редиректы в .htaccess: HTTPS, www и перенесённые страницы",
      excerpt: "Готовые правила .htaccess: принудительный HTTPS, выбор между www и доменом без www, перенаправление старых адресов на новые с кодом 301.",
      seo: {
        title: "Редиректы .htaccess: HTTPS, www и правила 301",
        description:
          "Готовые правила .htaccess для Apache на хостинге Hostward: редирект с HTTP на HTTPS, с www на домен без www и 301 для перенесённых страниц.",
        keywords: [".htaccess", "301 редирект", "редирект на HTTPS", "mod_rewrite", "Apache"],
      },
      body: [
        p(
          "На хостинге сайты обслуживает Apache за nginx, поэтому файлы `.htaccess` в папке сайта работают как обычно. Добавляйте правила в начало `public_html/.htaccess`, перед правилами вашей CMS.",
        ),
        h2("Принудительный HTTPS и домен без www"),
        code(
          "ini",
          `
          RewriteEngine On
          RewriteCond %{HTTPS} off [OR]
          RewriteCond %{HTTP_HOST} ^www\\. [NC]
          RewriteRule ^ https://example.com%{REQUEST_URI} [L,R=301]
        `,
        ),
        p(
          "Сначала выпустите сертификат (см. [Бесплатный SSL-сертификат для сайта](/help/free-ssl-certificate/)), иначе посетители попадут на адрес с предупреждением о сертификате.",
        ),
        h2("Перенесённые страницы"),
        code(
          "ini",
          `
          Redirect 301 /old-prices/ https://example.com/pricing/
          RedirectMatch 301 ^/blog/(\\d{4})/(.*)$ https://example.com/articles/$2
        `,
        ),
        warning(
          "Проверьте правила через curl -I, прежде чем их увидят поисковики: циклический редирект делает недоступным весь сайт, а браузеры надолго запоминают ответы 301.",
        ),
      ],
    },
  },
  {
    slug: "migrate-site-to-hostward",
    tags: ["web-hosting"],
    publishedAt: "2026-04-20T10:00:00Z",
    updatedAt: "2026-09-01T10:00:00Z",
    en: {
      title: "Moving a site to Hostward without downtime",
      excerpt: "Copy the files and the database, test the site on the new server before DNS changes, then switch. Or ask our engineers to move it for free.",
      seo: {
        title: "Migrate a website to Hostward with zero downtime",
        description:
          "Step-by-step site migration: copy files with rsync, move the MySQL database, test through the hosts file, switch DNS. Free migration by our team.",
        keywords: ["site migration", "transfer website", "rsync", "mysqldump", "zero downtime"],
      },
      body: [
        p(
          "A move has three parts: the files, the database and the DNS switch. Done in that order, visitors never see an error. If you prefer not to do it yourself, open a ticket: our engineers move one site per new hosting plan free of charge.",
        ),
        h2("Copy files and database"),
        code(
          "shell",
          `
          # on the old server
          mysqldump --single-transaction -u USER -p DB_NAME | gzip > db.sql.gz
          # from the new hosting account
          rsync -az --progress olduser@old.example.net:public_html/ ~/domains/example.com/public_html/
          gunzip < db.sql.gz | mysql -u NEW_USER -p NEW_DB
        `,
        ),
        p(
          "Update the database name, user and password in the CMS configuration (`wp-config.php`, `configuration.php`, `.env`). How to create the database: [Creating a MySQL database](/help/create-mysql-database/).",
        ),
        h2("Test before switching"),
        p(
          "Add a line `NEW_SERVER_IP example.com www.example.com` to your computer's hosts file and open the site: you now see the copy on Hostward while everyone else still uses the old server. Check forms, logins and the checkout.",
        ),
        h2("Switch DNS"),
        p(
          "Change the A record or the name servers, then keep the old hosting running for two more days while caches expire ([Why DNS changes take time to appear](/help/dns-propagation/)). Freeze content changes on the old site during that time, or copy the database again just before the switch.",
        ),
      ],
    },
    ru: {
      title: "Перенос сайта в Hostward без простоя",
      excerpt:
        "Скопируйте файлы и базу, проверьте сайт на новом сервере до смены DNS и только потом переключайтесь. Или попросите наших инженеров перенести сайт бесплатно.",
      seo: {
        title: "Перенос сайта в Hostward без простоя: пошагово",
        description: "Пошаговый перенос сайта: файлы через rsync, база MySQL, проверка через hosts и смена DNS. Бесплатный перенос силами нашей команды.",
        keywords: ["перенос сайта", "переезд на другой хостинг", "rsync", "mysqldump", "без простоя"],
      },
      body: [
        p(
          "Перенос состоит из трёх шагов: файлы, база данных и переключение DNS. Если делать их в этом порядке, посетители не увидят ни одной ошибки. Не хотите заниматься этим сами — напишите тикет: один сайт на каждый новый тариф хостинга наши инженеры переносят бесплатно.",
        ),
        h2("Скопируйте файлы и базу"),
        code(
          "shell",
          `
          # на старом сервере
          mysqldump --single-transaction -u USER -p DB_NAME | gzip > db.sql.gz
          # из нового аккаунта хостинга
          rsync -az --progress olduser@old.example.net:public_html/ ~/domains/example.com/public_html/
          gunzip < db.sql.gz | mysql -u NEW_USER -p NEW_DB
        `,
        ),
        p(
          "Поменяйте имя базы, пользователя и пароль в конфигурации CMS (`wp-config.php`, `configuration.php`, `.env`). Как создать базу — в статье [Как создать базу данных MySQL](/help/create-mysql-database/).",
        ),
        h2("Проверьте до переключения"),
        p(
          "Добавьте в файл hosts на своём компьютере строку `NEW_SERVER_IP example.com www.example.com` и откройте сайт: вы увидите копию в Hostward, а все остальные — по-прежнему старый сервер. Проверьте формы, вход в админку и оформление заказа.",
        ),
        h2("Переключите DNS"),
        p(
          "Измените A-запись или NS-серверы и оставьте старый хостинг работать ещё два дня, пока не истекут кэши ([Почему изменения DNS вступают в силу не сразу](/help/dns-propagation/)). На это время не меняйте контент на старом сайте или перенесите базу ещё раз прямо перед переключением.",
        ),
      ],
    },
  },
  {
    slug: "reverse-dns-ptr",
    tags: ["domains-dns", "email"],
    publishedAt: "2026-04-23T10:00:00Z",
    en: {
      title: "Setting reverse DNS (PTR) for a server IP",
      excerpt: "Mail servers check that your IP's reverse record matches the host name. Set the PTR of a VPS or dedicated IP in the account.",
      seo: {
        title: "Set a PTR record (rDNS) for your VPS or server IP",
        description:
          "Set reverse DNS for an IPv4 or IPv6 address of a Hostward VPS or dedicated server so outgoing mail passes checks. How to verify with dig -x.",
        keywords: ["rDNS", "PTR record", "reverse DNS", "mail server", "IPv6"],
      },
      body: [
        p(
          "A PTR record answers the question “which name belongs to this IP?”. Receiving mail servers compare it with the name your server introduces itself with (HELO); if they differ or the PTR is missing, your mail lands in spam or is refused.",
        ),
        h2("Set the record"),
        ol(
          "First create an A record for the name, for example `mail.example.com` pointing at the server's IP.",
          "In the account open **Services → your VPS or server → Network** and click the pencil next to the address.",
          "Enter the name, `mail.example.com`, and save. The record is published within 15 minutes.",
        ),
        code(
          "shell",
          `
          dig -x SERVER_IP +short        # should print mail.example.com.
          dig +short mail.example.com A  # should print SERVER_IP
        `,
        ),
        info(
          "Only the owner of the IP block can set a PTR, which is why it is done in our account and not in your domain's DNS zone. For IPv6 you set it per address.",
        ),
        p("Together with SPF, DKIM and DMARC (see [Mail for your domain](/help/email-for-domain/)) a correct PTR is what large mailbox providers check first."),
      ],
    },
    ru: {
      title: "Обратная зона DNS (PTR) для IP сервера",
      excerpt:
        "Почтовые серверы проверяют, что обратная запись IP совпадает с именем хоста. Как задать PTR для IP VPS или выделенного сервера в личном кабинете.",
      seo: {
        title: "PTR-запись (rDNS) для IP-адреса VPS или сервера",
        description:
          "Как задать обратную запись DNS для IPv4 или IPv6 VPS и выделенного сервера Hostward, чтобы письма проходили проверки. Проверка через dig -x.",
        keywords: ["rDNS", "PTR-запись", "обратная зона", "почтовый сервер", "IPv6"],
      },
      body: [
        p(
          "PTR-запись отвечает на вопрос «какое имя у этого IP?». Принимающие почтовые серверы сравнивают его с именем, которым представляется ваш сервер (HELO); если они не совпадают или PTR нет, письма попадают в спам или отклоняются.",
        ),
        h2("Задайте запись"),
        ol(
          "Сначала создайте A-запись для имени, например `mail.example.com` с IP-адресом сервера.",
          "В личном кабинете откройте **Услуги → ваш VPS или сервер → Сеть** и нажмите на карандаш рядом с адресом.",
          "Введите имя `mail.example.com` и сохраните. Запись опубликуется в течение 15 минут.",
        ),
        code(
          "shell",
          `
          dig -x SERVER_IP +short        # должно вывести mail.example.com.
          dig +short mail.example.com A  # должно вывести SERVER_IP
        `,
        ),
        info(
          "PTR может задать только владелец блока IP-адресов, поэтому запись меняется в нашем кабинете, а не в DNS-зоне вашего домена. Для IPv6 запись задаётся на каждый адрес отдельно.",
        ),
        p(
          "Вместе с SPF, DKIM и DMARC (см. [Почта на своём домене](/help/email-for-domain/)) правильная PTR-запись — первое, что проверяют крупные почтовые сервисы.",
        ),
      ],
    },
  },
  {
    slug: "spf-dkim-dmarc",
    tags: ["email", "domains-dns", "security"],
    publishedAt: "2026-04-27T10:00:00Z",
    en: {
      title: "SPF, DKIM and DMARC: keeping your mail out of spam",
      excerpt: "Three DNS records that prove your mail is really yours. What each one does and the values for mail sent through Hostward.",
      seo: {
        title: "SPF, DKIM, DMARC records for your domain's e-mail",
        description: "Add SPF, DKIM and DMARC records so Gmail and Outlook trust mail from your domain. Values for Hostward mail and how to test delivery.",
        keywords: ["SPF", "DKIM", "DMARC", "e-mail deliverability", "DNS TXT"],
      },
      body: [
        p(
          "Since 2024 Gmail and Yahoo refuse bulk mail from domains without SPF, DKIM and DMARC, and others follow. If your domain uses our name servers, the three records are created together with the mailbox; otherwise add them at your DNS provider.",
        ),
        h2("The records"),
        code(
          "dns",
          `
          example.com.                 TXT  "v=spf1 include:_spf.${COMPANY_DOMAIN} ~all"
          hw1._domainkey.example.com.  TXT  "v=DKIM1; k=rsa; p=MIIBIjANBgkq..."
          _dmarc.example.com.          TXT  "v=DMARC1; p=quarantine; rua=mailto:dmarc@example.com"
        `,
        ),
        ul(
          "**SPF** lists the servers allowed to send for the domain. There may be only one SPF record: merge includes of other senders (a newsletter service, a CRM) into it.",
          "**DKIM** signs every letter; copy the public key from **Mail → Domains → DKIM** in the control panel.",
          "**DMARC** tells receivers what to do when SPF and DKIM fail and where to send reports. Start with `p=none`, read the reports for two weeks, then tighten.",
        ),
        warning("Two SPF records are treated as no SPF at all. Edit the existing record instead of adding a second one."),
        p(
          "To test, send a letter to a Gmail address and open **Show original**: all three lines should say PASS. Mailbox setup itself is in [Mail for your domain](/help/email-for-domain/).",
        ),
      ],
    },
    ru: {
      title: "SPF, DKIM и DMARC: чтобы письма не попадали в спам",
      excerpt: "Три DNS-записи, которые подтверждают, что письма действительно от вас. Что делает каждая и какие значения нужны для почты Hostward.",
      seo: {
        title: "Записи SPF, DKIM и DMARC для почты на домене",
        description:
          "Добавьте SPF, DKIM и DMARC, чтобы Gmail, Яндекс и Mail.ru доверяли письмам с вашего домена. Значения для почты Hostward и проверка доставки.",
        keywords: ["SPF", "DKIM", "DMARC", "доставляемость писем", "TXT-запись"],
      },
      body: [
        p(
          "С 2024 года Gmail и Yahoo отклоняют массовые рассылки с доменов без SPF, DKIM и DMARC, и другие почтовые сервисы идут следом. Если домен обслуживают наши NS-серверы, все три записи создаются вместе с ящиком; иначе добавьте их у своего DNS-провайдера.",
        ),
        h2("Записи"),
        code(
          "dns",
          `
          example.com.                 TXT  "v=spf1 include:_spf.${COMPANY_DOMAIN} ~all"
          hw1._domainkey.example.com.  TXT  "v=DKIM1; k=rsa; p=MIIBIjANBgkq..."
          _dmarc.example.com.          TXT  "v=DMARC1; p=quarantine; rua=mailto:dmarc@example.com"
        `,
        ),
        ul(
          "**SPF** перечисляет серверы, которым разрешено отправлять почту от домена. SPF-запись должна быть одна: добавьте в неё include других отправителей (сервиса рассылок, CRM).",
          "**DKIM** подписывает каждое письмо; публичный ключ скопируйте в панели управления: **Почта → Домены → DKIM**.",
          "**DMARC** говорит получателю, что делать, если SPF и DKIM не прошли, и куда слать отчёты. Начните с `p=none`, две недели читайте отчёты, потом ужесточайте.",
        ),
        warning("Две SPF-записи равносильны отсутствию SPF. Исправляйте существующую запись, а не добавляйте вторую."),
        p(
          "Для проверки отправьте письмо на адрес Gmail и откройте **Показать оригинал**: во всех трёх строках должно быть PASS. Как создать ящик — в статье [Почта на своём домене](/help/email-for-domain/).",
        ),
      ],
    },
  },
  {
    slug: "email-client-setup",
    tags: ["email"],
    publishedAt: "2026-05-04T10:00:00Z",
    en: {
      title: "Setting up a mail client (IMAP and SMTP)",
      excerpt: "Server names, ports and encryption for Outlook, Thunderbird, Apple Mail and phones, and what to check when sending fails.",
      // SEO left empty on purpose: the help centre's defaults from site settings apply.
      seo: "empty",
      body: [
        p(
          "Any mail program that speaks IMAP and SMTP works with a Hostward mailbox. The login is the full address, the password is the one you set when creating the mailbox.",
        ),
        h2("Connection settings"),
        ul(
          "Incoming (IMAP): `mail." + COMPANY_DOMAIN + "`, port 993, SSL/TLS.",
          "Outgoing (SMTP): `mail." + COMPANY_DOMAIN + "`, port 465 with SSL/TLS or port 587 with STARTTLS; authentication required.",
          "POP3, if you really need it: port 995, SSL/TLS. Letters are then removed from the server, so other devices will not see them.",
        ),
        h2("Sending does not work"),
        p(
          "Many home and mobile providers block port 25: use 465 or 587. The error “Relaying denied” means the program does not log in for outgoing mail: turn on **My outgoing server requires authentication** and use the same login as for incoming mail.",
        ),
        info("The limit is 300 outgoing letters per hour per mailbox. For newsletters use a mailing service and add it to your SPF record."),
      ],
    },
    ru: {
      title: "Настройка почтовой программы (IMAP и SMTP)",
      excerpt: "Адреса серверов, порты и шифрование для Outlook, Thunderbird, Apple Mail и телефонов, и что проверить, если письма не уходят.",
      seo: "empty",
      body: [
        p(
          "С ящиком Hostward работает любая почтовая программа, которая умеет IMAP и SMTP. Логин — полный адрес ящика, пароль — тот, что вы задали при его создании.",
        ),
        h2("Параметры подключения"),
        ul(
          "Входящая почта (IMAP): `mail." + COMPANY_DOMAIN + "`, порт 993, SSL/TLS.",
          "Исходящая почта (SMTP): `mail." + COMPANY_DOMAIN + "`, порт 465 с SSL/TLS или порт 587 со STARTTLS; нужна авторизация.",
          "POP3, если он действительно нужен: порт 995, SSL/TLS. Письма при этом удаляются с сервера, и на других устройствах их не будет.",
        ),
        h2("Письма не отправляются"),
        p(
          "Многие домашние и мобильные провайдеры блокируют порт 25 — используйте 465 или 587. Ошибка «Relaying denied» значит, что программа не авторизуется на сервере исходящей почты: включите **SMTP-сервер требует проверки подлинности** и укажите тот же логин, что для входящей почты.",
        ),
        info("Лимит — 300 исходящих писем в час с одного ящика. Для рассылок используйте специальный сервис и добавьте его в SPF-запись."),
      ],
    },
  },
  {
    slug: "mysql-backup-restore",
    tags: ["web-hosting", "storage"],
    publishedAt: "2026-05-08T10:00:00Z",
    en: {
      title: "Backing up and restoring a MySQL database",
      excerpt: "Make a consistent dump with mysqldump, keep it off the server and restore it, including large databases that phpMyAdmin cannot import.",
      seo: {
        title: "MySQL backup and restore with mysqldump and gzip",
        description: "Dump a MySQL or MariaDB database without locking the site, store it in backup storage and restore large dumps over SSH on Hostward.",
        keywords: ["mysqldump", "MySQL backup", "restore database", "MariaDB", "phpMyAdmin"],
      },
      body: [
        p(
          "Web hosting keeps daily copies of databases for 14 days, and you can restore them from the control panel. Your own dumps are still worth making before an update or a migration, and they are the only copy you control.",
        ),
        h2("Make a dump"),
        code(
          "shell",
          `
          mysqldump --single-transaction --routines --triggers \\
            -u DB_USER -p DB_NAME | gzip > ~/backups/DB_NAME-$(date +%F).sql.gz
        `,
        ),
        p(
          "`--single-transaction` takes a consistent snapshot of InnoDB tables without locking them, so the site keeps working. Copy the file off the server, for example to [backup storage over FTP](/help/restore-from-backup-storage/).",
        ),
        h2("Restore"),
        code(
          "shell",
          `
          gunzip < ~/backups/DB_NAME-2026-05-08.sql.gz | mysql -u DB_USER -p DB_NAME
        `,
        ),
        warning("Restoring overwrites the tables in the dump. Restore into a new, empty database first if you only need a few rows back."),
      ],
    },
    ru: {
      title: "Резервная копия базы MySQL и восстановление",
      excerpt:
        "Как сделать целостный дамп через mysqldump, хранить его вне сервера и восстановить — в том числе большую базу, которую не принимает phpMyAdmin.",
      seo: {
        title: "Бэкап и восстановление MySQL через mysqldump",
        description:
          "Как снять дамп MySQL или MariaDB без блокировки сайта, хранить его в хранилище для бэкапов и восстановить большой дамп по SSH на Hostward.",
        keywords: ["mysqldump", "бэкап MySQL", "восстановление базы", "MariaDB", "phpMyAdmin"],
      },
      body: [
        p(
          "Хостинг ежедневно копирует базы данных и хранит копии 14 дней — восстановить их можно из панели управления. Собственные дампы всё равно стоит делать перед обновлением или переездом: это единственная копия, которой распоряжаетесь вы.",
        ),
        h2("Снимите дамп"),
        code(
          "shell",
          `
          mysqldump --single-transaction --routines --triggers \\
            -u DB_USER -p DB_NAME | gzip > ~/backups/DB_NAME-$(date +%F).sql.gz
        `,
        ),
        p(
          "Параметр `--single-transaction` делает целостный снимок таблиц InnoDB без их блокировки, и сайт продолжает работать. Скопируйте файл за пределы сервера, например [в хранилище для бэкапов по FTP](/help/restore-from-backup-storage/).",
        ),
        h2("Восстановите базу"),
        code(
          "shell",
          `
          gunzip < ~/backups/DB_NAME-2026-05-08.sql.gz | mysql -u DB_USER -p DB_NAME
        `,
        ),
        warning("Восстановление перезаписывает таблицы из дампа. Если нужно вернуть лишь несколько строк, сначала восстановите дамп в новую пустую базу."),
      ],
    },
  },
];
