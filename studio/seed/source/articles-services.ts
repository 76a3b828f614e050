// Help articles about storage, VPN, the account and billing (see articles-servers.ts for conventions).
import { code, h2, info, ol, p, ul, warning } from "./dsl";
import type { ArticleSource } from "./types";
import { COMPANY_DOMAIN } from "./company";
import { hostingArticles } from "./articles-hosting";
import { vpsArticles } from "./articles-vps";
import { accountArticles } from "./articles-account";

const coreServiceArticles: ArticleSource[] = [
  {
    slug: "restore-from-backup-storage",
    tags: ["storage", "vps"],
    publishedAt: "2026-05-05T10:00:00Z",
    en: {
      title: "Restoring files from backup storage",
      excerpt: "Find the right copy on your backup storage and bring files and databases back to a server safely.",
      seo: {
        title: "Restore a server from FTP backup storage with lftp",
        description: "List the copies on Hostward backup storage, download a folder with lftp mirror and restore a MySQL dump without losing new data.",
        keywords: ["backup", "restore", "lftp", "FTP", "backup storage"],
        longText: "Backup storage keeps copies apart from your servers; restoring is a careful copy in the opposite direction.",
      },
      body: [
        p(
          "Backup storage is a separate disk reachable over FTP and SFTP. It keeps your copies even if a server is lost, so restoring is simply a copy in the opposite direction: from the storage to the server.",
        ),
        h2("Find the copy you need"),
        code(
          "shell",
          `
          lftp -u BACKUP_LOGIN bkp1.${COMPANY_DOMAIN} -e "cls -l --sort=date /backups; bye"
        `,
        ),
        h2("Restore a folder and a database"),
        code(
          "shell",
          `
          lftp -u BACKUP_LOGIN bkp1.${COMPANY_DOMAIN} -e "mirror /backups/2026-10-01/www /var/www/restore; bye"
          # then load the database dump from the same copy:
          gunzip < /var/www/restore/db.sql.gz | mysql -u root -p shop
        `,
        ),
        warning("Restore into a new folder first and compare before overwriting live files: last night's copy does not contain today's orders."),
        p(
          "A copy is only as good as the last successful run, so check that the backup job runs on schedule. For large volumes, consider [S3 storage](/help/s3-storage-aws-cli/), which most backup tools support natively.",
        ),
      ],
    },
    ru: {
      title: "Восстановление файлов из хранилища бэкапов",
      excerpt: "Как найти нужную копию в хранилище для бэкапов и без риска вернуть файлы и базы данных на сервер.",
      seo: {
        title: "Восстановление сервера из FTP-хранилища через lftp",
        description: "Как посмотреть копии в хранилище бэкапов Hostward, скачать папку через lftp mirror и восстановить дамп MySQL, не потеряв новые данные.",
        keywords: ["бэкап", "восстановление", "lftp", "FTP", "резервная копия"],
        longText: "Хранилище бэкапов держит копии отдельно от серверов, а восстановление — это аккуратное копирование в обратную сторону.",
      },
      body: [
        p(
          "Хранилище для бэкапов — это отдельный диск, доступный по FTP и SFTP. Копии на нём сохраняются, даже если с сервером что-то случилось, поэтому восстановление — это обычное копирование в обратную сторону: из хранилища на сервер.",
        ),
        h2("Найдите нужную копию"),
        code(
          "shell",
          `
          lftp -u BACKUP_LOGIN bkp1.${COMPANY_DOMAIN} -e "cls -l --sort=date /backups; bye"
        `,
        ),
        h2("Восстановите папку и базу данных"),
        code(
          "shell",
          `
          lftp -u BACKUP_LOGIN bkp1.${COMPANY_DOMAIN} -e "mirror /backups/2026-10-01/www /var/www/restore; bye"
          # затем загрузите дамп базы из той же копии:
          gunzip < /var/www/restore/db.sql.gz | mysql -u root -p shop
        `,
        ),
        warning(
          "Сначала восстановите копию в новую папку и сравните с текущими файлами, а уже потом перезаписывайте: во вчерашнем бэкапе нет сегодняшних заказов.",
        ),
        p(
          "Бэкап хорош ровно настолько, насколько свежа последняя удачная копия, — проверяйте, что задание резервного копирования выполняется по расписанию. Для больших объёмов присмотритесь к [S3-хранилищу](/help/s3-storage-aws-cli/): его поддерживает большинство программ для бэкапа.",
        ),
      ],
    },
  },
  {
    slug: "s3-storage-aws-cli",
    tags: ["storage"],
    publishedAt: "2026-05-12T10:00:00Z",
    updatedAt: "2026-10-20T10:00:00Z",
    en: {
      title: "Using S3 storage with the AWS CLI",
      excerpt: "Configure the AWS CLI with our endpoint, then create buckets, upload, sync and list files.",
      seo: {
        title: "S3-compatible storage: AWS CLI setup with a custom endpoint",
        description: "Use the AWS CLI with Hostward S3-compatible storage: profile, endpoint override, buckets, uploads and sync.",
        keywords: ["S3", "AWS CLI", "endpoint-url", "object storage", "bucket"],
        longText: "Any S3 tool works with Hostward object storage once it is pointed at our endpoint instead of Amazon's.",
      },
      body: [
        p(
          "Hostward object storage speaks the S3 API, so any S3 tool works with it. The only difference from Amazon is the address: every command has to be sent to our endpoint.",
        ),
        h2("Configure a profile"),
        code(
          "shell",
          `
          aws configure --profile hostward
          # AWS Access Key ID: ACCESS_KEY
          # AWS Secret Access Key: SECRET_KEY
          # Default region name: eu-central
          # Default output format: json
        `,
        ),
        h2("Work with buckets"),
        code(
          "shell",
          `
          S3="--profile hostward --endpoint-url https://s3.${COMPANY_DOMAIN}"
          aws $S3 s3 mb s3://my-backups
          aws $S3 s3 cp ./site.tar.gz s3://my-backups/2026/
          aws $S3 s3 sync ./uploads s3://my-backups/uploads --delete
          aws $S3 s3 ls s3://my-backups --recursive --human-readable
        `,
        ),
        info(
          "Recent AWS CLI versions can read the endpoint from the profile: add the line endpoint_url = https://s3." +
            COMPANY_DOMAIN +
            " to the [profile hostward] section of ~/.aws/config and the flag is no longer needed.",
        ),
        p(
          "Access keys are created in **Storage → S3 → Access keys**. The secret key is shown only once, so store it in a password manager. All commands are listed in the [AWS CLI s3 reference](https://docs.aws.amazon.com/cli/latest/reference/s3/).",
        ),
      ],
    },
    ru: {
      title: "S3-хранилище и AWS CLI",
      excerpt: "Настройте AWS CLI на наш адрес, затем создавайте бакеты, загружайте, синхронизируйте и просматривайте файлы.",
      seo: {
        title: "S3-совместимое хранилище: настройка AWS CLI со своим endpoint",
        description: "Как работать с S3-хранилищем Hostward через AWS CLI: профиль, свой endpoint, бакеты, загрузка и синхронизация файлов.",
        keywords: ["S3", "AWS CLI", "endpoint-url", "объектное хранилище", "бакет"],
        longText: "С объектным хранилищем Hostward работает любой S3-инструмент — достаточно указать наш адрес вместо адреса Amazon.",
      },
      body: [
        p(
          "Объектное хранилище Hostward поддерживает S3 API, поэтому с ним работает любой S3-инструмент. Отличие от Amazon одно — адрес: каждую команду нужно отправлять на наш endpoint.",
        ),
        h2("Настройте профиль"),
        code(
          "shell",
          `
          aws configure --profile hostward
          # AWS Access Key ID: ACCESS_KEY
          # AWS Secret Access Key: SECRET_KEY
          # Default region name: eu-central
          # Default output format: json
        `,
        ),
        h2("Работа с бакетами"),
        code(
          "shell",
          `
          S3="--profile hostward --endpoint-url https://s3.${COMPANY_DOMAIN}"
          aws $S3 s3 mb s3://my-backups
          aws $S3 s3 cp ./site.tar.gz s3://my-backups/2026/
          aws $S3 s3 sync ./uploads s3://my-backups/uploads --delete
          aws $S3 s3 ls s3://my-backups --recursive --human-readable
        `,
        ),
        info(
          "Свежие версии AWS CLI умеют брать endpoint из профиля: добавьте строку endpoint_url = https://s3." +
            COMPANY_DOMAIN +
            " в секцию [profile hostward] файла ~/.aws/config, и флаг станет не нужен.",
        ),
        p(
          "Ключи доступа создаются в разделе **Хранилища → S3 → Ключи доступа**. Секретный ключ показывается только один раз — сразу сохраните его в менеджер паролей. Полный список команд — в [справочнике AWS CLI по s3](https://docs.aws.amazon.com/cli/latest/reference/s3/).",
        ),
      ],
    },
  },
  {
    slug: "connect-to-vpn",
    tags: ["vpn", "security"],
    publishedAt: "2026-06-02T10:00:00Z",
    en: {
      title: "Connecting to the VPN: single-hop or multi-hop",
      excerpt: "Choose between single-hop speed and multi-hop privacy, then connect your computer or phone with WireGuard.",
      seo: {
        title: "Set up Hostward VPN with WireGuard on any device",
        description: "Single-hop or multi-hop: what the difference is, which to choose, and how to connect with the WireGuard app or wg-quick.",
        keywords: ["VPN", "WireGuard", "single-hop", "multi-hop", "wg-quick"],
        longText: "Single-hop sends traffic through one server; multi-hop chains two servers in different countries for more privacy.",
      },
      body: [
        p(
          "Hostward VPN runs on WireGuard. Once the order is paid, its **VPN** page lets you download a configuration file or show a QR code for each of your devices.",
        ),
        h2("Single-hop or multi-hop?"),
        ul(
          "**Single-Hop**: traffic goes through one server in the country you choose. It is the fastest option, good for work, streaming and public Wi-Fi.",
          "**Multi-Hop**: traffic enters in one country and leaves in another, so no single server sees both your address and the sites you visit. It is a little slower; choose it when privacy matters more than speed.",
        ),
        h2("Connect"),
        ol(
          "Install the official WireGuard app for your system.",
          "Import the configuration file, or scan the QR code on a phone.",
          "Switch the tunnel on and check that the address shown at the top of the VPN page has changed.",
        ),
        code(
          "shell",
          `
          # Linux, from the command line:
          sudo cp hostward-de.conf /etc/wireguard/
          sudo wg-quick up hostward-de
          sudo wg show
        `,
        ),
        info("If the VPN does not suit you, you can get your money back within 7 days of purchase."),
      ],
    },
    ru: {
      title: "Подключение к VPN: Single-Hop или Multi-Hop",
      excerpt: "Выберите между скоростью Single-Hop и приватностью Multi-Hop и подключите компьютер или телефон через WireGuard.",
      seo: {
        title: "Настройка VPN Hostward через WireGuard на любом устройстве",
        description: "Чем Single-Hop отличается от Multi-Hop, что выбрать и как подключиться через приложение WireGuard или wg-quick.",
        keywords: ["VPN", "WireGuard", "Single-Hop", "Multi-Hop", "wg-quick"],
        longText: "В режиме Single-Hop трафик идёт через один сервер, в Multi-Hop — через два сервера в разных странах, что даёт больше приватности.",
      },
      body: [
        p(
          "VPN Hostward работает на протоколе WireGuard. После оплаты на странице заказа в разделе **VPN** можно скачать файл конфигурации или открыть QR-код для каждого вашего устройства.",
        ),
        h2("Single-Hop или Multi-Hop?"),
        ul(
          "**Single-Hop**: трафик идёт через один сервер в выбранной стране. Это самый быстрый вариант — для работы, видео и общественного Wi-Fi.",
          "**Multi-Hop**: трафик входит в сеть в одной стране, а выходит в другой, так что ни один сервер не видит одновременно ваш адрес и сайты, которые вы открываете. Скорость чуть ниже; выбирайте этот режим, когда приватность важнее скорости.",
        ),
        h2("Подключитесь"),
        ol(
          "Установите официальное приложение WireGuard для своей системы.",
          "Импортируйте файл конфигурации или отсканируйте QR-код телефоном.",
          "Включите туннель и убедитесь, что адрес вверху страницы VPN изменился.",
        ),
        code(
          "shell",
          `
          # Linux, из командной строки:
          sudo cp hostward-de.conf /etc/wireguard/
          sudo wg-quick up hostward-de
          sudo wg show
        `,
        ),
        info("Если VPN вам не подойдёт, деньги можно вернуть в течение 7 дней после покупки."),
      ],
    },
  },
  {
    // No SEO on purpose (absent in English, an empty object in Russian): the page falls back to siteSettings.
    slug: "reinstall-vps-os",
    tags: ["vps"],
    publishedAt: "2026-06-16T10:00:00Z",
    en: {
      title: "Reinstalling the operating system on a VPS",
      excerpt: "Start again from a clean system or switch distributions. The IP addresses and the paid period stay the same.",
      body: [
        warning("Reinstalling erases the server's whole disk. Download everything you need first, or make sure a recent copy is on backup storage."),
        p(
          "Reinstall when a server has been compromised, when you want a different distribution or simply to start again from a clean system. The IP addresses and the paid period do not change. To bring data back afterwards, see [Restoring files from backup storage](/help/restore-from-backup-storage/).",
        ),
        ol(
          "Open the server in **Services → VPS** and choose **Reinstall OS**.",
          "Pick the system: Ubuntu, Debian, AlmaLinux, Rocky Linux or Windows Server (Windows needs a plan with at least 2 GB of RAM).",
          "Select the SSH keys to install, or leave the list empty to receive a new root password by e-mail.",
          "Confirm by typing the server's name. Reinstallation takes 3 to 10 minutes.",
        ),
        h2("After the reinstall"),
        p(
          "The server gets a new SSH host key, so your computer will warn that the remote host identification has changed. Remove the old key and connect again:",
        ),
        code(
          "shell",
          `
          ssh-keygen -R SERVER_IP
          ssh root@SERVER_IP
        `,
        ),
      ],
    },
    ru: {
      title: "Переустановка операционной системы на VPS",
      excerpt: "Начните с чистой системы или смените дистрибутив. IP-адреса и оплаченный период сохраняются.",
      seo: "empty",
      body: [
        warning("Переустановка полностью стирает диск сервера. Заранее скачайте всё нужное или убедитесь, что в хранилище бэкапов есть свежая копия."),
        p(
          "Переустанавливать систему стоит, если сервер взломали, если нужен другой дистрибутив или просто хочется начать с чистого листа. IP-адреса и оплаченный период при этом не меняются. Как потом вернуть данные, читайте в статье [Восстановление файлов из хранилища бэкапов](/help/restore-from-backup-storage/).",
        ),
        ol(
          "Откройте сервер в разделе **Услуги → VPS** и выберите **Переустановить ОС**.",
          "Выберите систему: Ubuntu, Debian, AlmaLinux, Rocky Linux или Windows Server (для Windows нужен тариф с памятью от 2 ГБ).",
          "Отметьте SSH-ключи, которые нужно установить, или оставьте список пустым — тогда новый пароль root придёт на почту.",
          "Подтвердите действие, введя имя сервера. Переустановка занимает от 3 до 10 минут.",
        ),
        h2("После переустановки"),
        p(
          "У сервера появится новый SSH-ключ хоста, и ваш компьютер предупредит, что идентификация удалённого хоста изменилась. Удалите старый ключ и подключитесь заново:",
        ),
        code(
          "shell",
          `
          ssh-keygen -R SERVER_IP
          ssh root@SERVER_IP
        `,
        ),
      ],
    },
  },
  {
    slug: "pay-by-corporate-invoice",
    tags: ["billing"],
    publishedAt: "2026-07-01T10:00:00Z",
    en: {
      title: "Paying by corporate invoice",
      excerpt: "Add and verify a legal entity, issue an invoice, pay it by bank transfer and set up recurring invoices.",
      seo: {
        title: "Pay for hosting by bank transfer as a company",
        description: "How companies pay Hostward by invoice: adding a legal entity, verification, confirming invoices and recurring monthly invoices.",
        keywords: ["corporate invoice", "legal entity", "bank transfer", "VAT"],
        longText: "Invoices are issued to a verified legal entity; confirmed invoices are checked and marked as paid when the transfer arrives.",
      },
      body: [
        p(
          "Companies can pay for services by bank transfer against an invoice. Invoices are issued to a legal entity, which has to be added and verified once.",
        ),
        h2("Add a legal entity"),
        ol(
          "Open **Finance → Legal entities** and click **Add**.",
          "Fill in the company name, country, city and address in English. Companies in the EU also enter their VAT ID.",
          "Send the entity for verification. Invoices become available once it is approved; Russian companies can also request acceptance certificates.",
        ),
        h2("Issue and pay an invoice"),
        p(
          "In **Finance → Corporate invoices**, choose the entity and the amount, then confirm the invoice. A confirmed invoice goes for checking and can no longer be deleted; it is marked as paid as soon as the transfer arrives, usually within 1 to 3 banking days.",
        ),
        info(
          "To pay for the same services every month, set up a recurring corporate invoice: choose the issue day (1 to 31; in shorter months the last day is used), the period in months and the orders it covers.",
        ),
        p(
          "If a transfer is late, [top up the balance by card](/help/top-up-balance-and-auto-renewal/) so that services are not suspended; the invoice amount is credited to the balance when it arrives.",
        ),
      ],
    },
    ru: {
      title: "Оплата по счёту для юридических лиц",
      excerpt: "Добавьте и проверьте юрлицо, выставьте счёт, оплатите его банковским переводом и настройте регулярные счета.",
      seo: {
        title: "Оплата хостинга по безналичному расчёту для компаний",
        description: "Как компании оплачивают услуги Hostward по счёту: добавление юрлица, проверка, подтверждение счетов и регулярные ежемесячные счета.",
        keywords: ["счёт для юрлица", "безналичная оплата", "юридическое лицо", "НДС"],
        longText: "Счета выставляются на проверенное юрлицо; подтверждённый счёт проверяется и отмечается оплаченным, когда поступит перевод.",
      },
      body: [
        p(
          "Компании могут оплачивать услуги банковским переводом по счёту. Счета выставляются на юридическое лицо — его нужно один раз добавить и пройти проверку.",
        ),
        h2("Добавьте юрлицо"),
        ol(
          "Откройте **Финансы → Юрлица** и нажмите **Добавить**.",
          "Укажите название компании, страну, город и адрес на английском языке. Компании из ЕС также вводят свой VAT ID.",
          "Отправьте юрлицо на проверку. Выставлять счета можно после одобрения; российские компании могут дополнительно заказать акты выполненных работ.",
        ),
        h2("Выставьте и оплатите счёт"),
        p(
          "В разделе **Финансы → Счета для юрлиц** выберите юрлицо и сумму, затем подтвердите счёт. Подтверждённый счёт уходит на проверку, и удалить его уже нельзя; оплаченным он станет, как только поступят деньги, — обычно за 1–3 банковских дня.",
        ),
        info(
          "Чтобы каждый месяц оплачивать одни и те же услуги, настройте регулярный счёт: выберите день выставления (с 1 по 31; в коротких месяцах счёт выставится в последний день), период в месяцах и заказы, которые он покрывает.",
        ),
        p(
          "Если перевод задерживается, [пополните баланс картой](/help/top-up-balance-and-auto-renewal/), чтобы услуги не приостановились: сумма по счёту зачислится на баланс, когда придёт.",
        ),
      ],
    },
  },
  {
    slug: "top-up-balance-and-auto-renewal",
    tags: ["billing"],
    publishedAt: "2026-07-08T10:00:00Z",
    updatedAt: "2026-09-30T10:00:00Z",
    en: {
      title: "Topping up the balance and auto-renewal",
      excerpt: "Ways to top up the balance, automatic renewal with a saved card and a monthly automatic top-up.",
      seo: {
        title: "Never let a service expire: top-ups and auto-renewal",
        description: "Top up your Hostward balance by card, invoice or crypto, renew services automatically with a saved card and set a monthly top-up.",
        keywords: ["balance", "top up", "auto-renewal", "saved card", "crypto payment"],
        longText: "Renewals are charged to the balance first and to a saved card if the balance is short; a monthly top-up keeps the balance ready.",
      },
      body: [
        p(
          "Services are paid from the account balance or directly by card. Top up in **Finance → Top up** by card, by [corporate invoice](/help/pay-by-corporate-invoice/) or with cryptocurrency.",
        ),
        h2("Auto-renewal"),
        p(
          "Save a card during payment and switch on **Auto-renewal** for it. A few days before a service expires, the renewal is charged to the balance first and to the card if the balance is not enough.",
        ),
        h2("Monthly auto top-up"),
        ul(
          "Choose the day of the month, from 1 to 31. In shorter months the top-up runs on the last day.",
          "Set the amount; it must be more than 1 in the account's currency.",
          "Auto top-up needs a saved card. You can change or switch it off at any time.",
        ),
        warning("Crypto payments start at 100 EUR and are not available to US citizens or residents. Coins sent over the wrong blockchain are lost."),
        p("Every charge is listed in **Finance → Transactions**, which you can download as a CSV file for any period."),
      ],
    },
    ru: {
      title: "Пополнение баланса и автопродление",
      excerpt: "Способы пополнить баланс, автопродление с сохранённой карты и ежемесячное автопополнение.",
      seo: {
        title: "Чтобы услуги не отключились: пополнение и автопродление",
        description: "Как пополнить баланс Hostward картой, по счёту или криптовалютой, включить автопродление с сохранённой карты и автопополнение.",
        keywords: ["баланс", "пополнение", "автопродление", "сохранённая карта", "оплата криптовалютой"],
        longText: "Продление сначала списывается с баланса, а если его не хватает — с сохранённой карты; автопополнение держит баланс наготове.",
      },
      body: [
        p(
          "Услуги оплачиваются с баланса аккаунта или напрямую картой. Пополнить баланс можно в разделе **Финансы → Пополнить**: картой, [по счёту для юрлиц](/help/pay-by-corporate-invoice/) или криптовалютой.",
        ),
        h2("Автопродление"),
        p(
          "Сохраните карту при оплате и включите для неё **Автопродление**. За несколько дней до окончания срока услуги продление спишется сначала с баланса, а если его не хватит — с карты.",
        ),
        h2("Ежемесячное автопополнение"),
        ul(
          "Выберите день месяца — с 1 по 31. В коротких месяцах пополнение пройдёт в последний день.",
          "Укажите сумму: она должна быть больше 1 в валюте аккаунта.",
          "Для автопополнения нужна сохранённая карта. Изменить или отключить его можно в любой момент.",
        ),
        warning("Минимальный платёж криптовалютой — 100 EUR; гражданам и резидентам США он недоступен. Монеты, отправленные не в той сети, будут потеряны."),
        p("Все списания видны в разделе **Финансы → Транзакции** — их можно выгрузить в CSV за любой период."),
      ],
    },
  },
  {
    slug: "two-factor-authentication",
    tags: ["security"],
    publishedAt: "2026-08-11T10:00:00Z",
    en: {
      title: "Turning on two-factor authentication",
      excerpt: "Protect the account with a one-time code from an authenticator app, and what to do if the code is rejected.",
      seo: {
        title: "Protect your account with 2FA codes from an app",
        description: 'Turn on two-factor authentication for your Hostward account, keep recovery codes safe and fix the "Incorrect 2FA code" error.',
        keywords: ["2FA", "two-factor authentication", "TOTP", "account security"],
        longText: "With two-factor authentication a stolen password alone is not enough to sign in to your account.",
      },
      body: [
        p(
          "With two-factor authentication (2FA), signing in needs both your password and a six-digit code from an app on your phone. A stolen password alone is no longer enough.",
        ),
        h2("Turn it on"),
        ol(
          "Install an authenticator app: Google Authenticator, Microsoft Authenticator, Aegis or any other TOTP app.",
          "In the account, open **Profile → Security → Two-factor authentication** and scan the QR code.",
          "Enter the code from the app to confirm, then download the recovery codes.",
        ),
        warning("Keep the recovery codes offline, printed or in a password manager. They are the only way back in if you lose your phone."),
        h2("If the code is not accepted"),
        p(
          "**Incorrect 2FA code** almost always means that the clock on the phone is off: turn on automatic date and time in its settings and try again. Codes change every 30 seconds and each can be used once. The algorithm is described in [RFC 6238](https://datatracker.ietf.org/doc/html/rfc6238).",
        ),
      ],
    },
    ru: {
      title: "Двухфакторная аутентификация",
      excerpt: "Защитите аккаунт одноразовым кодом из приложения-аутентификатора и узнайте, что делать, если код не принимается.",
      seo: {
        title: "Как защитить аккаунт кодами 2FA из приложения",
        description: "Как включить двухфакторную аутентификацию в аккаунте Hostward, сохранить резервные коды и исправить ошибку «Неверный код 2FA».",
        keywords: ["2FA", "двухфакторная аутентификация", "TOTP", "безопасность аккаунта"],
        longText: "С двухфакторной аутентификацией одного украденного пароля недостаточно, чтобы войти в ваш аккаунт.",
      },
      body: [
        p(
          "При двухфакторной аутентификации (2FA) для входа нужен не только пароль, но и шестизначный код из приложения на телефоне. Одного украденного пароля злоумышленнику уже не хватит.",
        ),
        h2("Как включить"),
        ol(
          "Установите приложение-аутентификатор: Google Authenticator, Microsoft Authenticator, Aegis или любое другое с поддержкой TOTP.",
          "В личном кабинете откройте **Профиль → Безопасность → Двухфакторная аутентификация** и отсканируйте QR-код.",
          "Введите код из приложения для подтверждения и скачайте резервные коды.",
        ),
        warning(
          "Храните резервные коды не в телефоне: распечатайте их или сохраните в менеджере паролей. Если телефон потеряется, только они помогут войти в аккаунт.",
        ),
        h2("Если код не принимается"),
        p(
          "Ошибка **Неверный код 2FA** почти всегда означает, что на телефоне сбились часы: включите в настройках автоматическую установку даты и времени и попробуйте снова. Код меняется каждые 30 секунд, и каждый можно использовать только один раз. Алгоритм описан в [RFC 6238](https://datatracker.ietf.org/doc/html/rfc6238).",
        ),
      ],
    },
  },
];

// The help centre grown for issue 4 (4b). Exported through this module so the seed's wiring
// (studio/seed/build.ts, owned by 4a) keeps importing one list per file it already knows.
export const serviceArticles: ArticleSource[] = [...coreServiceArticles, ...hostingArticles, ...vpsArticles, ...accountArticles];
