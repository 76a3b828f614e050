// Help articles about servers and sites. Each article is written in English and in Russian;
// internal links use language-neutral site paths (/help/<slug>/): the site adds /ru/ itself.
import { code, h2, info, ol, p, ul, warning } from "./dsl";
import type { ArticleSource } from "./types";
import { COMPANY_DOMAIN } from "./company";

export const serverArticles: ArticleSource[] = [
  {
    slug: "connect-to-vps-over-ssh",
    tags: ["vps", "security"],
    publishedAt: "2026-03-02T10:00:00Z",
    updatedAt: "2026-09-14T08:30:00Z",
    en: {
      title: "Connecting to a VPS over SSH",
      excerpt: "Log in to your virtual server from Linux, macOS or Windows with an SSH key, and what to do when the connection is refused.",
      seo: {
        title: "How to SSH into your VPS with a key (Linux, macOS, Windows)",
        description: 'Create an ed25519 key, connect to your Hostward VPS over SSH and fix "Connection refused" and host key warnings.',
        keywords: ["SSH", "VPS", "ssh-keygen", "OpenSSH", "root login"],
        longText: "SSH is the standard way to manage a Linux server. This guide covers key creation, the first login and the most common connection errors.",
      },
      body: [
        p(
          "Every Hostward VPS is managed over SSH. The server's IP address and the root password are on the order page in your account (**Services → VPS → Access**). If you added a key when ordering, password login is turned off and only the key works.",
        ),
        h2("Create a key pair"),
        p(
          "On Linux, macOS and Windows 10 or later, OpenSSH is already installed. Run the command below in a terminal (PowerShell on Windows) and press Enter to accept the default file. A passphrase is optional but recommended:",
        ),
        code(
          "shell",
          `
          ssh-keygen -t ed25519 -C "you@example.com"
          cat ~/.ssh/id_ed25519.pub
        `,
        ),
        p(
          "Copy the line that starts with `ssh-ed25519` and [add it to your account](/help/add-ssh-key-to-account/), or append it on the server to `~/.ssh/authorized_keys`.",
        ),
        h2("Connect"),
        code(
          "shell",
          `
          ssh root@SERVER_IP
          # a non-standard port and an explicit key:
          ssh -p 2222 -i ~/.ssh/id_ed25519 root@SERVER_IP
        `,
        ),
        info(
          "On the first connection SSH asks you to confirm the server's fingerprint. Answer yes only if it matches the fingerprint shown on the VPS page in your account.",
        ),
        p(
          "**Connection refused** or a timeout usually means that a firewall blocks port 22 or that sshd is not running. Open the VNC console from the order page and check with `systemctl status ssh`. Every client option is described in the [OpenSSH manual](https://man.openbsd.org/ssh).",
        ),
      ],
    },
    ru: {
      title: "Подключение к VPS по SSH",
      excerpt: "Как зайти на виртуальный сервер с Linux, macOS или Windows по SSH-ключу и что делать, если соединение не устанавливается.",
      seo: {
        title: "Как подключиться к VPS по SSH-ключу: Linux, macOS, Windows",
        description: "Создаём ключ ed25519, подключаемся к VPS Hostward по SSH и разбираемся с ошибкой «Connection refused» и сменой ключа хоста.",
        keywords: ["SSH", "VPS", "ssh-keygen", "OpenSSH", "подключение к серверу"],
        longText:
          "SSH — стандартный способ управлять Linux-сервером. В статье: как создать ключ, как подключиться в первый раз и что делать с частыми ошибками.",
      },
      body: [
        p(
          "Все VPS в Hostward управляются по SSH. IP-адрес сервера и пароль root указаны на странице заказа в личном кабинете (**Услуги → VPS → Доступ**). Если при заказе вы добавили ключ, вход по паролю отключён и сработает только ключ.",
        ),
        h2("Создайте пару ключей"),
        p(
          "В Linux, macOS и Windows 10 и новее OpenSSH уже установлен. Выполните команду в терминале (в Windows — в PowerShell) и нажмите Enter, чтобы сохранить ключ в файл по умолчанию. Пароль к ключу задавать необязательно, но лучше задать:",
        ),
        code(
          "shell",
          `
          ssh-keygen -t ed25519 -C "you@example.com"
          cat ~/.ssh/id_ed25519.pub
        `,
        ),
        p(
          "Скопируйте строку, которая начинается с `ssh-ed25519`, и [добавьте её в личный кабинет](/help/add-ssh-key-to-account/) или допишите на сервере в файл `~/.ssh/authorized_keys`.",
        ),
        h2("Подключитесь к серверу"),
        code(
          "shell",
          `
          ssh root@SERVER_IP
          # если SSH слушает другой порт, а ключ лежит не по стандартному пути:
          ssh -p 2222 -i ~/.ssh/id_ed25519 root@SERVER_IP
        `,
        ),
        info(
          "При первом подключении SSH попросит подтвердить отпечаток сервера. Отвечайте yes, только если он совпадает с отпечатком на странице VPS в личном кабинете.",
        ),
        p(
          "Ошибка **Connection refused** или таймаут обычно означают, что порт 22 закрыт файрволом или служба sshd не запущена. Откройте VNC-консоль на странице заказа и проверьте командой `systemctl status ssh`. Все параметры клиента описаны в [руководстве OpenSSH](https://man.openbsd.org/ssh).",
        ),
      ],
    },
  },
  {
    slug: "add-ssh-key-to-account",
    tags: ["vps", "security"],
    publishedAt: "2026-03-04T10:00:00Z",
    en: {
      title: "Adding an SSH key to your account",
      excerpt: "Save your public key once and it is installed on every new or reinstalled VPS automatically.",
      seo: {
        title: "Save an SSH public key for all your new VPS",
        description: "Add a public SSH key in your Hostward account, make it the default for new servers and copy it to a running VPS.",
        keywords: ["SSH key", "authorized_keys", "ssh-copy-id", "VPS"],
        longText: "Keys saved in the account are installed automatically when a server is created or its system is reinstalled.",
      },
      body: [
        p(
          "Keys saved in the account are copied to `/root/.ssh/authorized_keys` when a VPS is created or its system is reinstalled. Nobody has to send you a password by e-mail, and you never type one in the console.",
        ),
        h2("Add a key"),
        ol(
          "Create a key pair if you do not have one yet: see [Connecting to a VPS over SSH](/help/connect-to-vps-over-ssh/).",
          "In the account, open **Profile → SSH keys** and click **Add key**.",
          "Paste the whole public key (the one line from the `.pub` file) and give it a name you will recognise, such as ~work laptop~.",
          "Tick **Use by default for new VPS** if the key should be pre-selected on every order.",
        ),
        warning("Never paste the private key (the file without the .pub extension). Our support will never ask you for it."),
        h2("Add a key to a server that is already running"),
        p("Keys in the account are not pushed to existing servers. Copy the key to such a server yourself:"),
        code(
          "shell",
          `
          ssh-copy-id -i ~/.ssh/id_ed25519.pub root@SERVER_IP
        `,
        ),
      ],
    },
    ru: {
      title: "Как добавить SSH-ключ в личный кабинет",
      excerpt: "Сохраните публичный ключ один раз — и он будет автоматически устанавливаться на каждый новый или переустановленный VPS.",
      seo: {
        title: "SSH-ключ в личном кабинете: вход на VPS без пароля",
        description: "Как добавить публичный SSH-ключ в личный кабинет Hostward, сделать его ключом по умолчанию и скопировать на работающий VPS.",
        keywords: ["SSH-ключ", "authorized_keys", "ssh-copy-id", "VPS"],
        longText: "Ключи из личного кабинета устанавливаются на сервер автоматически при его создании и при переустановке системы.",
      },
      body: [
        p(
          "Ключи из личного кабинета копируются в `/root/.ssh/authorized_keys`, когда VPS создаётся или на нём переустанавливается система. Пароль не придётся ни получать по почте, ни вводить в консоли.",
        ),
        h2("Добавьте ключ"),
        ol(
          "Если ключа у вас ещё нет, создайте его — см. [Подключение к VPS по SSH](/help/connect-to-vps-over-ssh/).",
          "В личном кабинете откройте **Профиль → SSH-ключи** и нажмите **Добавить ключ**.",
          "Вставьте публичный ключ целиком (одну строку из файла `.pub`) и дайте ему понятное имя, например ~рабочий ноутбук~.",
          "Отметьте **Использовать по умолчанию для новых VPS**, если ключ должен сразу выбираться при каждом заказе.",
        ),
        warning("Никогда не вставляйте закрытый ключ (файл без расширения .pub). Служба поддержки никогда его не попросит."),
        h2("Ключ для уже работающего сервера"),
        p("На существующие серверы ключи из кабинета не попадают. Скопируйте ключ на такой сервер сами:"),
        code(
          "shell",
          `
          ssh-copy-id -i ~/.ssh/id_ed25519.pub root@SERVER_IP
        `,
        ),
      ],
    },
  },
  {
    slug: "point-domain-to-hosting",
    tags: ["domains-dns", "web-hosting"],
    publishedAt: "2026-03-10T10:00:00Z",
    updatedAt: "2026-08-03T12:00:00Z",
    en: {
      title: "Pointing a domain at your site or server",
      excerpt: "Delegate the domain to our name servers, or keep your DNS provider and add A and CNAME records. How long it takes and how to check.",
      seo: {
        title: "Point a domain to Hostward: NS, A and CNAME records",
        description: "Connect a domain registered elsewhere to Hostward hosting or a VPS: change name servers or add A/CNAME records, then verify with dig.",
        keywords: ["DNS", "A record", "CNAME", "name servers", "domain"],
        longText: "A domain can be delegated to Hostward's name servers or stay with your DNS provider; both ways are described step by step.",
      },
      body: [
        p(
          "There are two ways to connect a domain registered elsewhere. The simpler one is to delegate it to our name servers: the DNS zone is then managed in your Hostward account, and the records for the site and for mail are created automatically.",
        ),
        h2("Option 1: change the name servers"),
        p(
          "At your registrar, replace the domain's name servers with **ns1." +
            COMPANY_DOMAIN +
            "** and **ns2." +
            COMPANY_DOMAIN +
            "**. A delegation change can take up to 24 hours, but usually completes within an hour or two.",
        ),
        h2("Option 2: keep your DNS and add records"),
        code(
          "dns",
          `
          @     3600  IN  A      SERVER_IP
          www   3600  IN  CNAME  example.com.
        `,
        ),
        p(
          "Take the IP address from the hosting plan or VPS page. If the site should also be reachable over IPv6, add an `AAAA` record with the server's IPv6 address. Do not put a CNAME on the bare domain (`@`): it cannot coexist with the MX records that mail needs.",
        ),
        h2("Check the result"),
        code(
          "shell",
          `
          dig +short example.com A
          dig +short www.example.com
          dig +short NS example.com
        `,
        ),
        info(
          "Until the old records expire from resolvers' caches (their TTL), some visitors still reach the old server. Lower the TTL to 300 seconds a day before a planned move.",
        ),
      ],
    },
    ru: {
      title: "Как направить домен на сайт или сервер",
      excerpt: "Делегируйте домен на наши NS-серверы или оставьте DNS у своего провайдера и добавьте записи A и CNAME. Сколько ждать и как проверить.",
      seo: {
        title: "Домен на хостинг Hostward: записи NS, A и CNAME",
        description:
          "Как подключить домен стороннего регистратора к хостингу или VPS Hostward: сменить NS или добавить записи A и CNAME и проверить через dig.",
        keywords: ["DNS", "A-запись", "CNAME", "NS-серверы", "домен"],
        longText: "Домен можно делегировать на NS-серверы Hostward или оставить DNS у прежнего провайдера — оба способа описаны по шагам.",
      },
      body: [
        p(
          "Домен, зарегистрированный у другого регистратора, можно подключить двумя способами. Проще всего делегировать его на наши NS-серверы: тогда DNS-зона управляется в личном кабинете Hostward, а записи для сайта и почты создаются автоматически.",
        ),
        h2("Способ 1: сменить NS-серверы"),
        p(
          "В панели регистратора замените NS-серверы домена на **ns1." +
            COMPANY_DOMAIN +
            "** и **ns2." +
            COMPANY_DOMAIN +
            "**. Смена делегирования занимает до 24 часов, но обычно проходит за час-два.",
        ),
        h2("Способ 2: оставить свой DNS и добавить записи"),
        code(
          "dns",
          `
          @     3600  IN  A      SERVER_IP
          www   3600  IN  CNAME  example.com.
        `,
        ),
        p(
          "IP-адрес возьмите на странице тарифа хостинга или VPS. Если сайт должен открываться и по IPv6, добавьте запись `AAAA` с IPv6-адресом сервера. Не создавайте CNAME для самого домена (`@`): такая запись несовместима с MX-записями, без которых не работает почта.",
        ),
        h2("Проверьте результат"),
        code(
          "shell",
          `
          dig +short example.com A
          dig +short www.example.com
          dig +short NS example.com
        `,
        ),
        info(
          "Пока старые записи не истекут в кэше DNS-серверов (их TTL), часть посетителей будет попадать на старый сервер. За сутки до переезда снизьте TTL до 300 секунд.",
        ),
      ],
    },
  },
  {
    slug: "install-wordpress",
    tags: ["web-hosting"],
    publishedAt: "2026-03-17T10:00:00Z",
    en: {
      title: "Installing WordPress on web hosting",
      excerpt: "Install WordPress in one click from the control panel or by hand with WP-CLI.",
      seo: {
        title: "WordPress hosting: one-click install or WP-CLI setup",
        description: "Install WordPress on Hostward NVMe web hosting in one click, or manually with WP-CLI, database and HTTPS included.",
        keywords: ["WordPress", "WP-CLI", "CMS", "web hosting"],
        longText: "WordPress runs on every Hostward web hosting plan. The installer sets up the database and configuration; WP-CLI gives full control.",
      },
      body: [
        p(
          "Every web hosting plan includes an application installer. It creates the database, downloads the current WordPress release and writes `wp-config.php` for you.",
        ),
        h2("One-click installation"),
        ol(
          "Make sure the domain already points at the hosting: see [Pointing a domain at your site or server](/help/point-domain-to-hosting/).",
          "In the control panel, open **Sites → Applications → WordPress**.",
          "Choose the domain and folder (leave the folder empty to install into the site root), then set the administrator's login and a strong password.",
          "Click **Install** and open `https://your-domain/wp-admin/` when the installer finishes.",
        ),
        h2("Manual installation with WP-CLI"),
        code(
          "shell",
          `
          cd ~/domains/example.com/public_html
          wp core download --locale=en_GB
          wp config create --dbname=DB_NAME --dbuser=DB_USER --prompt=dbpass
          wp core install --url=https://example.com --title="My site" --admin_user=siteowner --admin_email=you@example.com
        `,
        ),
        p(
          "Create the database first, as described in [Creating a MySQL database](/help/create-mysql-database/), and [issue a certificate](/help/free-ssl-certificate/) so the site opens over HTTPS. Themes, plugins and updates are covered in the [WordPress documentation](https://wordpress.org/documentation/).",
        ),
      ],
    },
    ru: {
      title: "Установка WordPress на хостинг",
      excerpt: "Установите WordPress в один клик из панели управления или вручную через WP-CLI.",
      seo: {
        title: "Хостинг для WordPress: установка в один клик и через WP-CLI",
        description: "Как установить WordPress на NVMe-хостинг Hostward в один клик или вручную через WP-CLI, с базой данных и HTTPS.",
        keywords: ["WordPress", "WP-CLI", "CMS", "хостинг"],
        longText: "WordPress работает на любом тарифе хостинга Hostward. Установщик сам создаёт базу и конфигурацию, а WP-CLI даёт полный контроль.",
      },
      body: [
        p(
          "На всех тарифах хостинга есть установщик приложений. Он сам создаёт базу данных, скачивает актуальную версию WordPress и заполняет `wp-config.php`.",
        ),
        h2("Установка в один клик"),
        ol(
          "Убедитесь, что домен уже направлен на хостинг, — см. [Как направить домен на сайт или сервер](/help/point-domain-to-hosting/).",
          "В панели управления откройте **Сайты → Приложения → WordPress**.",
          "Выберите домен и папку (оставьте папку пустой, чтобы установить в корень сайта), задайте логин администратора и надёжный пароль.",
          "Нажмите **Установить**, а когда установка закончится, откройте `https://ваш-домен/wp-admin/`.",
        ),
        h2("Установка вручную через WP-CLI"),
        code(
          "shell",
          `
          cd ~/domains/example.com/public_html
          wp core download --locale=ru_RU
          wp config create --dbname=DB_NAME --dbuser=DB_USER --prompt=dbpass
          wp core install --url=https://example.com --title="Мой сайт" --admin_user=siteowner --admin_email=you@example.com
        `,
        ),
        p(
          "Сначала создайте базу данных, как описано в статье [Как создать базу данных MySQL](/help/create-mysql-database/), и [выпустите сертификат](/help/free-ssl-certificate/), чтобы сайт открывался по HTTPS. Про темы, плагины и обновления читайте в [документации WordPress](https://wordpress.org/documentation/).",
        ),
      ],
    },
  },
  {
    slug: "free-ssl-certificate",
    tags: ["web-hosting", "security", "domains-dns"],
    publishedAt: "2026-03-24T10:00:00Z",
    en: {
      title: "Issuing a free SSL certificate",
      excerpt: "Turn on HTTPS with a free Let's Encrypt certificate on web hosting or on your own VPS; it renews automatically.",
      seo: {
        title: "Free Let's Encrypt SSL for your site in two minutes",
        description: "Enable HTTPS with a free Let's Encrypt certificate in the Hostward panel or with certbot on a VPS, and keep it renewed.",
        keywords: ["SSL", "HTTPS", "Let's Encrypt", "certbot", "TLS certificate"],
        longText: "Free certificates are valid for 90 days and renew automatically; this guide covers web hosting and Nginx on a VPS.",
      },
      body: [
        p(
          "Free certificates are issued by Let's Encrypt and are valid for 90 days. Both the hosting panel and certbot renew them automatically about 30 days before they expire.",
        ),
        h2("On web hosting"),
        p(
          "Open **Sites → SSL certificates**, choose the domain, tick **www** as well and click **Issue free certificate**. The domain must already [point at the hosting](/help/point-domain-to-hosting/), otherwise the ownership check fails.",
        ),
        h2("On a VPS with Nginx"),
        code(
          "shell",
          `
          apt install certbot python3-certbot-nginx
          certbot --nginx -d example.com -d www.example.com
          certbot renew --dry-run
        `,
        ),
        warning(
          "Let's Encrypt limits how many certificates can be issued for one domain per week. If the check fails, fix DNS first instead of retrying again and again.",
        ),
        p(
          "Once the certificate works, turn on the redirect from HTTP to HTTPS. Limits and validation methods are described in the [Let's Encrypt documentation](https://letsencrypt.org/docs/).",
        ),
      ],
    },
    ru: {
      title: "Бесплатный SSL-сертификат",
      excerpt: "Включите HTTPS с бесплатным сертификатом Let's Encrypt на хостинге или на своём VPS — продлевается он автоматически.",
      seo: {
        title: "Бесплатный SSL Let's Encrypt для сайта за две минуты",
        description: "Как включить HTTPS с бесплатным сертификатом Let's Encrypt в панели Hostward или через certbot на VPS и не забыть про продление.",
        keywords: ["SSL", "HTTPS", "Let's Encrypt", "certbot", "сертификат"],
        longText: "Бесплатные сертификаты действуют 90 дней и продлеваются автоматически. В статье — хостинг и Nginx на VPS.",
      },
      body: [
        p(
          "Бесплатные сертификаты выпускает Let's Encrypt, срок их действия — 90 дней. И панель хостинга, и certbot продлевают их сами примерно за 30 дней до окончания срока.",
        ),
        h2("На хостинге"),
        p(
          "Откройте **Сайты → SSL-сертификаты**, выберите домен, отметьте также **www** и нажмите **Выпустить бесплатный сертификат**. Домен уже должен быть [направлен на хостинг](/help/point-domain-to-hosting/), иначе проверка владения не пройдёт.",
        ),
        h2("На VPS с Nginx"),
        code(
          "shell",
          `
          apt install certbot python3-certbot-nginx
          certbot --nginx -d example.com -d www.example.com
          certbot renew --dry-run
        `,
        ),
        warning(
          "Let's Encrypt ограничивает число сертификатов на один домен в неделю. Если проверка не проходит, сначала исправьте DNS, а не повторяйте попытки раз за разом.",
        ),
        p(
          "Когда сертификат заработает, включите перенаправление с HTTP на HTTPS. Ограничения и способы проверки описаны в [документации Let's Encrypt](https://letsencrypt.org/docs/).",
        ),
      ],
    },
  },
  {
    slug: "email-for-domain",
    tags: ["email", "domains-dns"],
    publishedAt: "2026-04-01T10:00:00Z",
    updatedAt: "2026-10-06T09:00:00Z",
    en: {
      title: "Setting up e-mail for your domain",
      excerpt: "Which MX, SPF, DKIM and DMARC records to add so that mail to your domain arrives and your letters stay out of spam.",
      seo: {
        title: "Domain e-mail: MX, SPF, DKIM and DMARC records explained",
        description: "Create mailboxes on your domain and add MX, SPF, DKIM and DMARC records so your mail is delivered and not marked as spam.",
        keywords: ["MX", "SPF", "DKIM", "DMARC", "domain e-mail"],
        longText: "Correct DNS records decide whether mail reaches your mailbox and whether your letters are trusted by other servers.",
      },
      body: [
        p(
          "Mailboxes are created in the hosting control panel under **Mail → Mailboxes**. If the domain uses our name servers, every record below is added automatically; if the DNS zone is hosted elsewhere, add them yourself.",
        ),
        h2("Records to add"),
        code(
          "dns",
          `
          @                 3600 IN MX  10 mx1.${COMPANY_DOMAIN}.
          @                 3600 IN MX  20 mx2.${COMPANY_DOMAIN}.
          @                 3600 IN TXT "v=spf1 include:_spf.${COMPANY_DOMAIN} ~all"
          mail._domainkey   3600 IN TXT "v=DKIM1; k=rsa; p=PUBLIC_KEY_FROM_PANEL"
          _dmarc            3600 IN TXT "v=DMARC1; p=quarantine; rua=mailto:postmaster@example.com"
        `,
        ),
        ul(
          "**MX** tells other servers where to deliver mail for the domain.",
          "**SPF** lists the servers allowed to send mail on the domain's behalf. Keep a single SPF record: add other senders to it with extra `include:` entries.",
          "**DKIM** signs every outgoing letter; copy the public key from **Mail → DKIM**.",
          "**DMARC** tells recipients what to do with letters that fail the SPF and DKIM checks.",
        ),
        h2("Mail client settings"),
        p(
          "Incoming mail: IMAP, server `mail." +
            COMPANY_DOMAIN +
            "`, port 993, SSL/TLS. Outgoing mail: SMTP, port 465 (SSL/TLS) or 587 (STARTTLS). The login is the full e-mail address, the password is the mailbox password.",
        ),
      ],
    },
    ru: {
      title: "Почта на своём домене",
      excerpt: "Какие записи MX, SPF, DKIM и DMARC добавить, чтобы письма на ваш домен доходили, а ваши письма не попадали в спам.",
      seo: {
        title: "Почта для домена: записи MX, SPF, DKIM и DMARC",
        description: "Как создать почтовые ящики на своём домене и добавить записи MX, SPF, DKIM и DMARC, чтобы письма доставлялись и не уходили в спам.",
        keywords: ["MX", "SPF", "DKIM", "DMARC", "почта для домена"],
        longText: "От DNS-записей зависит, дойдёт ли письмо до вашего ящика и будут ли другие серверы доверять вашим письмам.",
      },
      body: [
        p(
          "Почтовые ящики создаются в панели управления хостингом в разделе **Почта → Ящики**. Если домен работает на наших NS-серверах, все записи ниже добавятся автоматически; если DNS-зона у другого провайдера, добавьте их сами.",
        ),
        h2("Какие записи добавить"),
        code(
          "dns",
          `
          @                 3600 IN MX  10 mx1.${COMPANY_DOMAIN}.
          @                 3600 IN MX  20 mx2.${COMPANY_DOMAIN}.
          @                 3600 IN TXT "v=spf1 include:_spf.${COMPANY_DOMAIN} ~all"
          mail._domainkey   3600 IN TXT "v=DKIM1; k=rsa; p=PUBLIC_KEY_FROM_PANEL"
          _dmarc            3600 IN TXT "v=DMARC1; p=quarantine; rua=mailto:postmaster@example.com"
        `,
        ),
        ul(
          "**MX** сообщает другим серверам, куда доставлять почту для домена.",
          "**SPF** перечисляет серверы, которым разрешено отправлять письма от имени домена. SPF-запись должна быть одна: другие сервисы рассылки добавляйте в неё через `include:`.",
          "**DKIM** подписывает каждое исходящее письмо; открытый ключ скопируйте из раздела **Почта → DKIM**.",
          "**DMARC** говорит получателям, что делать с письмами, не прошедшими проверку SPF и DKIM.",
        ),
        h2("Настройки почтового клиента"),
        p(
          "Входящая почта: IMAP, сервер `mail." +
            COMPANY_DOMAIN +
            "`, порт 993, SSL/TLS. Исходящая: SMTP, порт 465 (SSL/TLS) или 587 (STARTTLS). Логин — полный адрес ящика, пароль — пароль от ящика.",
        ),
      ],
    },
  },
  {
    slug: "upload-files-sftp-ftp",
    tags: ["web-hosting", "storage"],
    publishedAt: "2026-04-08T10:00:00Z",
    en: {
      title: "Uploading files over SFTP or FTP",
      excerpt: "Connection details for SFTP and FTP, uploading from the command line and setting up FileZilla.",
      seo: {
        title: "Upload site files with SFTP, rsync or FileZilla",
        description: "Where site files live on Hostward hosting, how to connect over SFTP or FTP and how to sync a folder with rsync.",
        keywords: ["SFTP", "FTP", "FileZilla", "rsync", "upload files"],
        longText: "SFTP is encrypted and uses the same login as SSH; FTP remains available for older tools that cannot speak SFTP.",
      },
      body: [
        p(
          "A site's files live in `~/domains/<domain>/public_html`. Use SFTP whenever you can: it is encrypted and uses the same login as SSH. Plain FTP sends the password in clear text and is only worth it for old tools.",
        ),
        h2("Connection details"),
        ul(
          "Host: the server name from **Hosting → Access**, for example `s12." + COMPANY_DOMAIN + "`.",
          "Port: 22 for SFTP, 21 for FTP with explicit TLS.",
          "Login and password: those of the hosting account, or of an extra user created in **Files → FTP accounts** with access to one folder only.",
        ),
        h2("From the command line"),
        code(
          "shell",
          `
          sftp user@s12.${COMPANY_DOMAIN}
          sftp> cd domains/example.com/public_html
          sftp> put index.html
          sftp> put -r assets
          # or synchronise a whole folder in one go:
          rsync -avz --delete ./dist/ user@s12.${COMPANY_DOMAIN}:domains/example.com/public_html/
        `,
        ),
        info(
          "In FileZilla, choose the protocol “SFTP – SSH File Transfer Protocol” in the Site Manager. To log in with an SSH key, add the key under Settings → Connection → SFTP.",
        ),
      ],
    },
    ru: {
      title: "Загрузка файлов по SFTP и FTP",
      excerpt: "Параметры подключения по SFTP и FTP, загрузка из командной строки и настройка FileZilla.",
      seo: {
        title: "Как загрузить файлы сайта: SFTP, rsync, FileZilla",
        description: "Где лежат файлы сайта на хостинге Hostward, как подключиться по SFTP или FTP и как синхронизировать папку через rsync.",
        keywords: ["SFTP", "FTP", "FileZilla", "rsync", "загрузка файлов"],
        longText: "SFTP шифрует соединение и использует тот же логин, что и SSH; FTP оставлен для старых программ, которые не умеют работать с SFTP.",
      },
      body: [
        p(
          "Файлы сайта лежат в папке `~/domains/<домен>/public_html`. По возможности используйте SFTP: соединение шифруется, а логин тот же, что для SSH. Обычный FTP передаёт пароль открытым текстом, и нужен он разве что для старых программ.",
        ),
        h2("Параметры подключения"),
        ul(
          "Сервер: имя из раздела **Хостинг → Доступ**, например `s12." + COMPANY_DOMAIN + "`.",
          "Порт: 22 для SFTP, 21 для FTP с явным TLS.",
          "Логин и пароль: от аккаунта хостинга или от дополнительного пользователя, созданного в **Файлы → FTP-аккаунты** с доступом только к одной папке.",
        ),
        h2("Из командной строки"),
        code(
          "shell",
          `
          sftp user@s12.${COMPANY_DOMAIN}
          sftp> cd domains/example.com/public_html
          sftp> put index.html
          sftp> put -r assets
          # или синхронизировать всю папку за один раз:
          rsync -avz --delete ./dist/ user@s12.${COMPANY_DOMAIN}:domains/example.com/public_html/
        `,
        ),
        info(
          "В FileZilla в менеджере сайтов выберите протокол «SFTP – SSH File Transfer Protocol». Чтобы входить по SSH-ключу, добавьте ключ в разделе «Настройки → Соединение → SFTP».",
        ),
      ],
    },
  },
  {
    slug: "create-mysql-database",
    tags: ["web-hosting"],
    publishedAt: "2026-04-15T10:00:00Z",
    en: {
      title: "Creating a MySQL database",
      excerpt: "Create a database and its user in the control panel, then import or export a dump over SSH.",
      seo: {
        title: "MySQL on web hosting: create, import and export",
        description: "Create a MySQL database and user on Hostward web hosting, import a dump with mysql and back it up with mysqldump.",
        keywords: ["MySQL", "database", "mysqldump", "phpMyAdmin"],
        longText: "Every CMS needs a database name, a user, a password and a host; this guide shows where each comes from.",
      },
      body: [
        p(
          "Databases are created in **Sites → Databases**. Each database has its own user. A CMS asks for four things: the database name, the user, the password and the host, which on web hosting is always `localhost`.",
        ),
        ol(
          "Click **Create database** and enter a name; your account prefix (for example `u1234_`) is added automatically.",
          "Create a user or pick an existing one, and generate a strong password.",
          "Grant the user **All privileges** on the new database.",
        ),
        h2("Import a dump"),
        code(
          "shell",
          `
          mysql -u u1234_shop -p u1234_shop < backup.sql
        `,
        ),
        h2("Export a copy"),
        code(
          "shell",
          `
          mysqldump -u u1234_shop -p --single-transaction u1234_shop | gzip > shop-$(date +%F).sql.gz
        `,
        ),
        info("phpMyAdmin opens from the same page, but dumps larger than 64 MB import more reliably over SSH."),
      ],
    },
    ru: {
      title: "Как создать базу данных MySQL",
      excerpt: "Создайте базу и пользователя в панели управления, затем импортируйте или выгрузите дамп по SSH.",
      seo: {
        title: "MySQL на хостинге: создание, импорт и выгрузка",
        description: "Как создать базу данных MySQL и пользователя на хостинге Hostward, загрузить дамп через mysql и сделать копию через mysqldump.",
        keywords: ["MySQL", "база данных", "mysqldump", "phpMyAdmin"],
        longText: "Любой CMS нужны имя базы, пользователь, пароль и хост — в статье показано, где взять каждое из них.",
      },
      body: [
        p(
          "Базы данных создаются в разделе **Сайты → Базы данных**. У каждой базы свой пользователь. CMS спросит четыре параметра: имя базы, пользователя, пароль и хост — на хостинге это всегда `localhost`.",
        ),
        ol(
          "Нажмите **Создать базу** и введите имя; префикс аккаунта (например, `u1234_`) добавится сам.",
          "Создайте пользователя или выберите существующего и сгенерируйте надёжный пароль.",
          "Выдайте пользователю **Все привилегии** на новую базу.",
        ),
        h2("Импорт дампа"),
        code(
          "shell",
          `
          mysql -u u1234_shop -p u1234_shop < backup.sql
        `,
        ),
        h2("Выгрузка копии"),
        code(
          "shell",
          `
          mysqldump -u u1234_shop -p --single-transaction u1234_shop | gzip > shop-$(date +%F).sql.gz
        `,
        ),
        info("phpMyAdmin открывается на той же странице, но дампы больше 64 МБ надёжнее загружать по SSH."),
      ],
    },
  },
];
