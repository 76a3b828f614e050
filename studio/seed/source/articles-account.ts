// Help articles about backups, VPN, S3 and the account: billing, refunds, partners, support (4b, issue 4).
import { code, h2, info, ol, p, ul, warning } from "./dsl";
import type { ArticleSource } from "./types";
import { COMPANY_DOMAIN } from "./company";

export const accountArticles: ArticleSource[] = [
  {
    slug: "backup-schedule",
    tags: ["storage", "vps"],
    publishedAt: "2026-06-16T10:00:00Z",
    en: {
      title: "Planning a backup schedule",
      excerpt: "How often to back up, how many copies to keep and where: the 3-2-1 rule applied to a VPS with Hostward backup storage.",
      seo: {
        title: "Backup schedule for a VPS: 3-2-1 rule and retention",
        description:
          "Decide how often to back up a server, how long to keep copies and where to store them, with restic and Hostward backup storage as an example.",
        keywords: ["backup schedule", "3-2-1 backup", "restic", "retention", "backup storage"],
      },
      body: [
        p(
          "A backup plan answers two questions: how much work can you afford to lose (that sets the frequency) and how far back might you need to go (that sets retention). A shop with orders every minute needs hourly database dumps; a company site is fine with a nightly copy.",
        ),
        h2("The 3-2-1 rule"),
        ul(
          "Three copies of the data: the live one and two backups.",
          "On two different kinds of storage, for example the server's disk and backup storage.",
          "One copy in another location: order backup storage in a different data centre from the server.",
        ),
        h2("An example with restic"),
        code(
          "shell",
          `
          export RESTIC_REPOSITORY=sftp:u1234@backup.${COMPANY_DOMAIN}:/restic
          restic backup /var/www /etc --exclude-caches
          restic forget --keep-daily 7 --keep-weekly 4 --keep-monthly 6 --prune
        `,
        ),
        p(
          "Run it nightly from cron ([Scheduling tasks with cron](/help/cron-jobs/)), dump databases first ([Backing up and restoring a MySQL database](/help/mysql-backup-restore/)) and practise a restore once a quarter: a backup you have never restored is a hope, not a backup.",
        ),
      ],
    },
    ru: {
      title: "Как составить расписание резервного копирования",
      excerpt: "Как часто делать бэкапы, сколько копий хранить и где: правило 3-2-1 на примере VPS и хранилища для бэкапов Hostward.",
      seo: {
        title: "Расписание бэкапов для VPS: правило 3-2-1 и хранение",
        description: "Как часто делать резервные копии сервера, сколько их хранить и где, на примере restic и хранилища для бэкапов Hostward.",
        keywords: ["расписание бэкапов", "правило 3-2-1", "restic", "хранение копий", "хранилище для бэкапов"],
      },
      body: [
        p(
          "План резервного копирования отвечает на два вопроса: сколько работы вы готовы потерять (это задаёт частоту) и насколько далеко назад может понадобиться вернуться (это задаёт срок хранения). Магазину с заказами каждую минуту нужны ежечасные дампы базы; сайту-визитке достаточно копии раз в сутки.",
        ),
        h2("Правило 3-2-1"),
        ul(
          "Три копии данных: рабочая и две резервные.",
          "На двух разных типах носителей, например на диске сервера и в хранилище для бэкапов.",
          "Одна копия в другом месте: закажите хранилище в другом дата-центре, не там, где сервер.",
        ),
        h2("Пример с restic"),
        code(
          "shell",
          `
          export RESTIC_REPOSITORY=sftp:u1234@backup.${COMPANY_DOMAIN}:/restic
          restic backup /var/www /etc --exclude-caches
          restic forget --keep-daily 7 --keep-weekly 4 --keep-monthly 6 --prune
        `,
        ),
        p(
          "Запускайте это каждую ночь по cron ([Планировщик заданий cron](/help/cron-jobs/)), перед этим снимайте дампы баз ([Резервная копия базы MySQL и восстановление](/help/mysql-backup-restore/)) и раз в квартал пробуйте восстановиться: бэкап, из которого вы ни разу не восстанавливались, — это надежда, а не бэкап.",
        ),
      ],
    },
  },
  {
    slug: "vpn-on-phone",
    tags: ["vpn"],
    publishedAt: "2026-06-19T10:00:00Z",
    en: {
      title: "Setting up the VPN on iPhone and Android",
      excerpt:
        "Import your WireGuard profile with a QR code, turn on the connection automatically on untrusted Wi-Fi and check that traffic really goes through the VPN.",
      seo: {
        title: "VPN on iPhone and Android with WireGuard and a QR code",
        description:
          "Connect the Hostward VPN on a phone: install WireGuard, scan the QR code from your account, enable on-demand for public Wi-Fi and verify your IP.",
        keywords: ["VPN iPhone", "VPN Android", "WireGuard", "QR code", "mobile VPN"],
      },
      body: [
        p(
          "The VPN uses WireGuard, which is fast and gentle on the battery. Up to five devices can use one subscription at the same time; every device gets its own profile.",
        ),
        h2("Connect"),
        ol(
          "Install the official WireGuard app from the App Store or Google Play.",
          "In the account open **Services → VPN → Devices → Add device**, pick the location (and for Multi-Hop, the exit country) and click **Show QR code**.",
          "In the app tap **+ → Create from QR code**, scan the code, give the tunnel a name and allow the VPN configuration.",
          "Turn the tunnel on and open any IP-check site: it should show the location you chose.",
        ),
        info(
          "On iPhone, edit the tunnel and turn on On-Demand for Wi-Fi with the exception of your home network: the VPN then starts by itself in cafés and airports.",
        ),
        p("Computers and routers are covered in [Connecting to the VPN](/help/connect-to-vpn/)."),
      ],
    },
    ru: {
      title: "Настройка VPN на iPhone и Android",
      excerpt: "Импортируйте профиль WireGuard по QR-коду, включите автоподключение в чужих сетях Wi-Fi и проверьте, что трафик действительно идёт через VPN.",
      seo: {
        title: "VPN на iPhone и Android: WireGuard и QR-код",
        description:
          "Подключение VPN Hostward на телефоне: установите WireGuard, отсканируйте QR-код из кабинета, включите автозапуск в общественных Wi-Fi и проверьте IP.",
        keywords: ["VPN iPhone", "VPN Android", "WireGuard", "QR-код", "VPN на телефон"],
      },
      body: [
        p(
          "VPN работает на WireGuard — он быстрый и бережёт батарею. По одной подписке одновременно можно подключить до пяти устройств, у каждого свой профиль.",
        ),
        h2("Подключение"),
        ol(
          "Установите официальное приложение WireGuard из App Store или Google Play.",
          "В личном кабинете откройте **Услуги → VPN → Устройства → Добавить устройство**, выберите локацию (а для Multi-Hop — страну выхода) и нажмите **Показать QR-код**.",
          "В приложении нажмите **+ → Создать из QR-кода**, отсканируйте код, назовите туннель и разрешите добавить конфигурацию VPN.",
          "Включите туннель и откройте любой сайт проверки IP: он должен показать выбранную локацию.",
        ),
        info(
          "На iPhone откройте настройки туннеля и включите «Активация по запросу» для Wi-Fi, исключив домашнюю сеть: тогда VPN сам включится в кафе и аэропорту.",
        ),
        p("Про компьютеры и роутеры — в статье [Подключение к VPN](/help/connect-to-vpn/)."),
      ],
    },
  },
  {
    slug: "vpn-single-hop-vs-multi-hop",
    tags: ["vpn", "security"],
    publishedAt: "2026-06-23T10:00:00Z",
    en: {
      title: "Single-Hop or Multi-Hop VPN: which to choose",
      excerpt:
        "Single-Hop sends traffic through one server and is the fastest; Multi-Hop chains two servers in different countries so no single one sees both who you are and where you go.",
      seo: {
        title: "Single-Hop vs Multi-Hop VPN: speed and privacy",
        description:
          "Compare Hostward's Single-Hop and Multi-Hop VPN: how the routes differ, what each protects against, speed and latency, and how to switch.",
        keywords: ["Single-Hop VPN", "Multi-Hop VPN", "double VPN", "privacy", "WireGuard"],
      },
      body: [
        p(
          "Both modes encrypt everything between your device and our network. They differ in how many of our servers the traffic passes before it reaches the internet.",
        ),
        h2("Single-Hop"),
        p(
          "Your device → one VPN server → the site. The shortest path: speeds close to your own connection and the lowest latency, good for streaming, calls, games and everyday privacy on public Wi-Fi.",
        ),
        h2("Multi-Hop"),
        p(
          "Your device → entry server in one country → exit server in another → the site. The entry server knows your address but not where you go; the exit server knows the destination but not you. Expect 20–60 ms of extra latency.",
        ),
        ul(
          "Choose Single-Hop for speed and geo-located content.",
          "Choose Multi-Hop when the network you are on is hostile or you need stronger separation between identity and traffic.",
        ),
        info("Both modes come with the 7-day money-back guarantee, and you can switch modes at any time by creating a new device profile."),
      ],
    },
    ru: {
      title: "Single-Hop или Multi-Hop VPN: что выбрать",
      excerpt:
        "Single-Hop ведёт трафик через один сервер и работает быстрее всего; Multi-Hop соединяет два сервера в разных странах, чтобы ни один из них не видел одновременно, кто вы и куда ходите.",
      seo: {
        title: "Single-Hop или Multi-Hop VPN: скорость и приватность",
        description:
          "Сравнение Single-Hop и Multi-Hop VPN Hostward: чем отличаются маршруты, от чего защищает каждый режим, скорость и задержки, как переключиться.",
        keywords: ["Single-Hop VPN", "Multi-Hop VPN", "двойной VPN", "приватность", "WireGuard"],
      },
      body: [
        p(
          "Оба режима шифруют всё между вашим устройством и нашей сетью. Разница в том, через сколько наших серверов пройдёт трафик, прежде чем попасть в интернет.",
        ),
        h2("Single-Hop"),
        p(
          "Ваше устройство → один VPN-сервер → сайт. Самый короткий путь: скорость почти как у вашего подключения и минимальная задержка — подходит для видео, звонков, игр и повседневной защиты в общественных Wi-Fi.",
        ),
        h2("Multi-Hop"),
        p(
          "Ваше устройство → входной сервер в одной стране → выходной в другой → сайт. Входной сервер знает ваш адрес, но не знает, куда вы идёте; выходной знает адрес назначения, но не знает вас. Задержка вырастет на 20–60 мс.",
        ),
        ul(
          "Выбирайте Single-Hop ради скорости и контента, привязанного к стране.",
          "Выбирайте Multi-Hop, если сеть, в которой вы находитесь, небезопасна или нужно сильнее разделить личность и трафик.",
        ),
        info("На оба режима действует гарантия возврата денег в течение 7 дней, а режим можно сменить в любой момент, создав новый профиль устройства."),
      ],
    },
  },
  {
    slug: "s3-bucket-policies",
    tags: ["storage", "security"],
    publishedAt: "2026-06-26T10:00:00Z",
    en: {
      title: "Bucket policies and public access in S3 storage",
      excerpt:
        "Keep buckets private by default, publish one folder for a website's images, and give an application a key that can only write to its own bucket.",
      seo: {
        title: "S3 bucket policies: private buckets and public folders",
        description:
          "Write bucket policies for Hostward S3-compatible storage: make one prefix public, restrict an access key to one bucket, and check access with aws s3api.",
        keywords: ["S3 bucket policy", "public read", "access keys", "S3-compatible", "aws s3api"],
      },
      body: [
        p(
          "New buckets are private: every request needs a signature made with an access key. To serve files to browsers, allow anonymous reading of one prefix only, never of the whole bucket.",
        ),
        h2("Public read for one folder"),
        code(
          "json",
          `
          {
            "Version": "2012-10-17",
            "Statement": [{
              "Effect": "Allow",
              "Principal": "*",
              "Action": "s3:GetObject",
              "Resource": "arn:aws:s3:::site-assets/public/*"
            }]
          }
        `,
        ),
        code(
          "shell",
          `
          aws s3api put-bucket-policy --bucket site-assets --policy file://policy.json \\
            --endpoint-url https://s3.${COMPANY_DOMAIN}
          aws s3api get-bucket-policy --bucket site-assets --endpoint-url https://s3.${COMPANY_DOMAIN}
        `,
        ),
        h2("Keys with limited rights"),
        p(
          "Create a separate access key for each application in **Services → S3 → Access keys** and limit it to one bucket and to the actions it needs (for example only `s3:PutObject` for a backup job). Setting up the CLI is covered in [Working with S3 storage from the AWS CLI](/help/s3-storage-aws-cli/).",
        ),
        warning(
          "A leaked key with full rights can delete every bucket of the account. Never put keys in front-end code or a public repository; use pre-signed URLs for uploads from browsers.",
        ),
      ],
    },
    ru: {
      title: "Политики бакетов и публичный доступ в S3",
      excerpt:
        "Держите бакеты закрытыми, открывайте для сайта только папку с картинками и выдавайте приложению ключ, который может писать только в свой бакет.",
      seo: {
        title: "Политики бакетов S3: закрытый доступ и публичные папки",
        description:
          "Политики для S3-совместимого хранилища Hostward: открыть на чтение один префикс, ограничить ключ одним бакетом и проверить доступ через aws s3api.",
        keywords: ["политика бакета S3", "публичный доступ", "ключи доступа", "S3-совместимое хранилище", "aws s3api"],
      },
      body: [
        p(
          "Новые бакеты закрыты: каждый запрос должен быть подписан ключом доступа. Чтобы отдавать файлы браузерам, разрешите анонимное чтение только одного префикса, а не всего бакета.",
        ),
        h2("Публичное чтение одной папки"),
        code(
          "json",
          `
          {
            "Version": "2012-10-17",
            "Statement": [{
              "Effect": "Allow",
              "Principal": "*",
              "Action": "s3:GetObject",
              "Resource": "arn:aws:s3:::site-assets/public/*"
            }]
          }
        `,
        ),
        code(
          "shell",
          `
          aws s3api put-bucket-policy --bucket site-assets --policy file://policy.json \\
            --endpoint-url https://s3.${COMPANY_DOMAIN}
          aws s3api get-bucket-policy --bucket site-assets --endpoint-url https://s3.${COMPANY_DOMAIN}
        `,
        ),
        h2("Ключи с ограниченными правами"),
        p(
          "Создайте для каждого приложения отдельный ключ в разделе **Услуги → S3 → Ключи доступа** и ограничьте его одним бакетом и нужными действиями (например, только `s3:PutObject` для задания резервного копирования). Настройка CLI описана в статье [S3-хранилище через AWS CLI](/help/s3-storage-aws-cli/).",
        ),
        warning(
          "Утёкший ключ с полными правами может удалить все бакеты аккаунта. Не вставляйте ключи во фронтенд и публичные репозитории; для загрузки из браузера используйте подписанные ссылки (pre-signed URL).",
        ),
      ],
    },
  },
  {
    slug: "invoices-and-vat",
    tags: ["billing"],
    publishedAt: "2026-07-01T10:00:00Z",
    en: {
      title: "Invoices, receipts and VAT",
      excerpt:
        "Where to download invoices as PDF, when VAT is added, and how EU companies with a valid VAT number pay without it under the reverse-charge rule.",
      seo: {
        title: "Invoices and VAT for Hostward services: PDF, reverse charge",
        description:
          "Download paid invoices as PDF, see how VAT is calculated by country, and add an EU VAT ID so your company is invoiced under the reverse charge.",
        keywords: ["invoice", "VAT", "reverse charge", "VAT ID", "PDF invoice"],
      },
      body: [
        p(
          "Every payment produces an invoice. Paid invoices are under **Finance → Paid invoices**, each with a PDF for your accountant; unpaid ones are under **Finance → Debts**.",
        ),
        h2("When VAT is added"),
        ul(
          "Private customers in the EU pay the VAT rate of their country of residence, as EU rules for electronic services require.",
          "EU companies that add a valid VAT ID to their legal entity are invoiced without VAT under the reverse charge; the ID is checked in the EU's VIES system.",
          "Customers outside the EU are invoiced without VAT.",
        ),
        p("Checkout shows the subtotal, the VAT and the total before you pay, so there are no surprises."),
        h2("Company details on invoices"),
        p(
          "Add the company as a legal entity in **Finance → Legal entities** (in English, as on its registration documents) and choose it at checkout. Companies that pay by bank transfer should read [Paying by corporate invoice](/help/pay-by-corporate-invoice/).",
        ),
        info("An invoice cannot be reissued to another company after payment. Add the legal entity before paying."),
      ],
    },
    ru: {
      title: "Счета, чеки и НДС",
      excerpt: "Где скачать счета в PDF, когда начисляется НДС и как компании из ЕС с действующим VAT-номером платят без него по механизму reverse charge.",
      seo: {
        title: "Счета и НДС за услуги Hostward: PDF, reverse charge",
        description: "Как скачать оплаченные счета в PDF, как считается НДС по странам и как указать VAT ID компании из ЕС, чтобы получать счета без НДС.",
        keywords: ["счёт", "НДС", "reverse charge", "VAT ID", "счёт в PDF"],
      },
      body: [
        p(
          "На каждый платёж выставляется счёт. Оплаченные счета лежат в разделе **Финансы → Оплаченные счета**, у каждого есть PDF для бухгалтерии; неоплаченные — в разделе **Финансы → Задолженности**.",
        ),
        h2("Когда начисляется НДС"),
        ul(
          "Частные клиенты из ЕС платят НДС по ставке своей страны проживания — этого требуют правила ЕС для электронных услуг.",
          "Компаниям из ЕС, указавшим в юрлице действующий VAT ID, счета выставляются без НДС по механизму reverse charge; номер проверяется в системе VIES.",
          "Клиентам за пределами ЕС счета выставляются без НДС.",
        ),
        p("При оформлении заказа до оплаты показываются сумма без НДС, НДС и итог — без сюрпризов."),
        h2("Реквизиты компании в счетах"),
        p(
          "Добавьте компанию как юрлицо в разделе **Финансы → Юрлица** (на английском, как в регистрационных документах) и выберите её при оформлении заказа. Компаниям, которые платят банковским переводом, пригодится статья [Оплата по счёту для юрлиц](/help/pay-by-corporate-invoice/).",
        ),
        info("После оплаты счёт нельзя переоформить на другую компанию. Добавьте юрлицо до оплаты."),
      ],
    },
  },
  {
    slug: "refunds-and-money-back",
    tags: ["billing", "vpn"],
    publishedAt: "2026-07-06T10:00:00Z",
    en: {
      title: "Refunds and the 7-day money-back guarantee",
      excerpt:
        "The VPN can be refunded in full within 7 days; VPS can be tried for free first. What happens to the rest of a paid period when you cancel other services.",
      seo: {
        title: "Refund policy: 7-day money-back on VPN, VPS free test",
        description:
          "How to get a full refund for the Hostward VPN within 7 days, try a VPS before paying, and what happens to unused days when you cancel a service.",
        keywords: ["refund", "money-back guarantee", "VPN refund", "VPS trial", "cancel service"],
      },
      body: [
        p(
          "We would rather you try before you commit. That is why the VPN has a money-back guarantee and VPS plans can be tested before the first real payment.",
        ),
        h2("VPN: 7 days, no questions"),
        p(
          "If the VPN does not suit you, open a ticket within **7 days** of the first payment. We refund the full amount to the card or wallet you paid with, usually within 5 working days. The guarantee applies to the first subscription of an account.",
        ),
        h2("VPS: test first"),
        p(
          "Most VPS plans can be tested for 4 days, and new customers who confirm their details get up to 7 days free. If you do not renew after the test, the server is simply removed.",
        ),
        h2("Other services"),
        ul(
          "An unpaid order is deleted at once when you cancel it.",
          "A paid order is marked for cancellation and keeps working until the end of the paid period; you can remove the mark until then. See [Cancelling a service](/help/cancel-service/).",
          "Money you topped up but did not spend can be withdrawn on request, minus the payment system's fee.",
        ),
      ],
    },
    ru: {
      title: "Возврат денег и гарантия 7 дней",
      excerpt:
        "За VPN можно вернуть деньги полностью в течение 7 дней, VPS сначала можно бесплатно протестировать. Что происходит с оплаченным периодом, если отказаться от других услуг.",
      seo: {
        title: "Возврат средств: 7 дней на VPN, тест VPS бесплатно",
        description:
          "Как вернуть деньги за VPN Hostward в течение 7 дней, протестировать VPS до оплаты и что будет с неиспользованными днями при отказе от услуги.",
        keywords: ["возврат денег", "гарантия возврата", "возврат за VPN", "тест VPS", "отказ от услуги"],
      },
      body: [
        p(
          "Нам важно, чтобы вы сначала попробовали, а потом решали. Поэтому на VPN действует гарантия возврата денег, а тарифы VPS можно протестировать до первой настоящей оплаты.",
        ),
        h2("VPN: 7 дней без вопросов"),
        p(
          "Если VPN вам не подошёл, напишите тикет в течение **7 дней** после первой оплаты. Мы вернём всю сумму на карту или кошелёк, с которого вы платили, обычно в течение 5 рабочих дней. Гарантия действует на первую подписку аккаунта.",
        ),
        h2("VPS: сначала тест"),
        p(
          "Большинство тарифов VPS можно тестировать 4 дня, а новые клиенты, подтвердившие данные, получают до 7 дней бесплатно. Если после теста не продлить сервер, он просто удаляется.",
        ),
        h2("Другие услуги"),
        ul(
          "Неоплаченный заказ при отмене удаляется сразу.",
          "Оплаченный заказ помечается к отмене и работает до конца оплаченного периода; до этого момента пометку можно снять. См. [Отказ от услуги](/help/cancel-service/).",
          "Пополненные, но не потраченные деньги можно вывести по запросу за вычетом комиссии платёжной системы.",
        ),
      ],
    },
  },
  {
    slug: "cancel-service",
    tags: ["billing"],
    publishedAt: "2026-07-09T10:00:00Z",
    en: {
      title: "Cancelling a service",
      excerpt:
        "Unpaid orders disappear at once; paid ones run until the end of the period and can be kept after all. How to cancel and what happens to your data.",
      seo: {
        title: "Cancel a VPS, hosting or server order at Hostward",
        description:
          "Cancel a Hostward order: unpaid orders are deleted at once, paid ones stop at the end of the lease. Remove the mark, and save your data in time.",
        keywords: ["cancel order", "cancel VPS", "end of lease", "auto-renewal", "delete server"],
      },
      body: [
        p("Open the order in **Services**, click **Cancel** and confirm. What happens next depends on whether the order is paid."),
        h2("Unpaid and paid orders"),
        ul(
          "**Unpaid** (for example a new order you changed your mind about): it is deleted immediately.",
          "**Paid**: it gets a cancellation mark and keeps working until the paid-until date, then it is cancelled and its data is erased.",
        ),
        h2("Changed your mind?"),
        p(
          "Until the end of the lease you can click **Keep the service** to remove the mark. Renewing the order also removes it. If auto-renewal is on for a saved card ([Topping up the balance and auto-renewal](/help/top-up-balance-and-auto-renewal/)), the cancelled order is not renewed.",
        ),
        warning("Data of a cancelled server is erased and cannot be recovered. Copy what you need, for example to backup storage, before the lease ends."),
      ],
    },
    ru: {
      title: "Отказ от услуги",
      excerpt:
        "Неоплаченные заказы удаляются сразу, оплаченные работают до конца периода, и от отмены можно передумать. Как отменить услугу и что будет с данными.",
      seo: {
        title: "Как отменить VPS, хостинг или сервер в Hostward",
        description: "Отмена заказа в Hostward: неоплаченный удаляется сразу, оплаченный — в конце срока аренды. Как снять пометку и вовремя сохранить данные.",
        keywords: ["отмена заказа", "удалить VPS", "конец аренды", "автопродление", "отказ от услуги"],
      },
      body: [
        p("Откройте заказ в разделе **Услуги**, нажмите **Отменить** и подтвердите. Дальше всё зависит от того, оплачен ли заказ."),
        h2("Неоплаченные и оплаченные заказы"),
        ul(
          "**Неоплаченный** (например, новый заказ, который вы передумали оформлять) удаляется сразу.",
          "**Оплаченный** получает пометку об отмене и работает до даты окончания оплаты, после чего отменяется, а его данные стираются.",
        ),
        h2("Передумали?"),
        p(
          "До конца аренды можно нажать **Оставить услугу** и снять пометку. Продление заказа тоже снимает её. Если для сохранённой карты включено автопродление ([Пополнение баланса и автопродление](/help/top-up-balance-and-auto-renewal/)), отменённый заказ продлеваться не будет.",
        ),
        warning("Данные отменённого сервера стираются безвозвратно. Скопируйте всё нужное, например в хранилище для бэкапов, до окончания аренды."),
      ],
    },
  },
  {
    slug: "transfer-service-to-another-account",
    tags: ["billing"],
    publishedAt: "2026-07-13T10:00:00Z",
    en: {
      title: "Transferring a service to another account",
      excerpt: "Hand a server or hosting plan over to a client or a colleague without reinstalling anything: what the recipient needs and how long it takes.",
      seo: "empty",
      body: [
        p(
          "A transfer moves an order with its data, IP addresses and paid period to another Hostward account. Nothing is reinstalled and the service keeps running.",
        ),
        h2("Before you start"),
        ul(
          "The recipient must already have an account; you need its login or e-mail.",
          "Your personal data must be confirmed. If it is not, the account asks you to verify it first.",
          "The order must have no unpaid invoices.",
        ),
        h2("Transfer"),
        ol(
          "Open the order in **Services** and choose **Transfer to another account**.",
          "Enter the recipient's login or e-mail and confirm with the code we send to your e-mail.",
          "The recipient accepts the transfer in their account; from that moment the order, its renewals and its invoices are theirs.",
        ),
      ],
    },
    ru: {
      title: "Передача услуги на другой аккаунт",
      excerpt: "Как передать сервер или хостинг клиенту или коллеге без переустановки: что нужно получателю и сколько это занимает.",
      seo: "empty",
      body: [
        p(
          "Передача переносит заказ вместе с данными, IP-адресами и оплаченным периодом на другой аккаунт Hostward. Ничего не переустанавливается, услуга продолжает работать.",
        ),
        h2("Перед началом"),
        ul(
          "У получателя уже должен быть аккаунт; понадобится его логин или электронная почта.",
          "Ваши персональные данные должны быть подтверждены. Если нет, кабинет сначала предложит их проверить.",
          "У заказа не должно быть неоплаченных счетов.",
        ),
        h2("Передача"),
        ol(
          "Откройте заказ в разделе **Услуги** и выберите **Передать на другой аккаунт**.",
          "Введите логин или почту получателя и подтвердите кодом, который придёт вам на почту.",
          "Получатель принимает передачу в своём кабинете; с этого момента заказ, его продления и счета принадлежат ему.",
        ),
      ],
    },
  },
  {
    slug: "pay-with-cryptocurrency",
    tags: ["billing"],
    publishedAt: "2026-07-16T10:00:00Z",
    en: {
      title: "Paying with cryptocurrency",
      excerpt: "Pay in Bitcoin, Ethereum, USDT, USDC or TRON: the minimum amount, how long an invoice stays valid and why the network you send on matters.",
      seo: {
        title: "Pay for hosting with Bitcoin, USDT, Ethereum or TRON",
        description:
          "Top up your Hostward balance with cryptocurrency: supported networks, the 100 EUR minimum, confirmations, invoice expiry and common mistakes.",
        keywords: ["crypto payment", "Bitcoin", "USDT", "TRON", "pay hosting with crypto"],
      },
      body: [
        p(
          "At checkout or when topping up, choose a cryptocurrency. We show a wallet address, the exact amount and a QR code. The minimum payment is **100 EUR** (or its equivalent).",
        ),
        h2("Supported coins and networks"),
        ul("Bitcoin (BTC network), Ethereum (ETH on Ethereum), USDC (ERC-20 on Ethereum).", "USDT and TRX on the TRON network (TRC-20)."),
        warning("Send only the coin shown, on the network shown. Coins sent on another blockchain to this address cannot be recovered."),
        h2("Status of the payment"),
        p(
          "The page updates by itself: **awaiting payment** → **pending** (the transaction is seen and waits for blockchain confirmations) → **paid**. An invoice that is not paid in time expires; the wallet is deactivated 24 hours later, so always create a new invoice instead of reusing an old address.",
        ),
        info("Crypto payments are not available to citizens or residents of the USA."),
      ],
    },
    ru: {
      title: "Оплата криптовалютой",
      excerpt:
        "Как платить в Bitcoin, Ethereum, USDT, USDC или TRON: минимальная сумма, сколько действует счёт и почему важна сеть, в которой вы отправляете монеты.",
      seo: {
        title: "Оплата хостинга в Bitcoin, USDT, Ethereum или TRON",
        description: "Пополнение баланса Hostward криптовалютой: поддерживаемые сети, минимум 100 EUR, подтверждения, срок действия счёта и частые ошибки.",
        keywords: ["оплата криптовалютой", "Bitcoin", "USDT", "TRON", "оплатить хостинг криптой"],
      },
      body: [
        p(
          "При оформлении заказа или пополнении баланса выберите криптовалюту. Мы покажем адрес кошелька, точную сумму и QR-код. Минимальный платёж — **100 EUR** (или эквивалент).",
        ),
        h2("Монеты и сети"),
        ul("Bitcoin (сеть BTC), Ethereum (ETH в сети Ethereum), USDC (ERC-20 в сети Ethereum).", "USDT и TRX в сети TRON (TRC-20)."),
        warning("Отправляйте только указанную монету и только в указанной сети. Монеты, отправленные на этот адрес в другом блокчейне, вернуть невозможно."),
        h2("Статус платежа"),
        p(
          "Страница обновляется сама: **ожидает оплаты** → **в обработке** (транзакция видна и ждёт подтверждений в блокчейне) → **оплачено**. Неоплаченный вовремя счёт истекает, а кошелёк отключается через 24 часа — поэтому всегда создавайте новый счёт, а не платите на старый адрес.",
        ),
        info("Оплата криптовалютой недоступна гражданам и резидентам США."),
      ],
    },
  },
  {
    slug: "partner-program",
    tags: ["billing"],
    publishedAt: "2026-07-21T10:00:00Z",
    en: {
      title: "The partner program: up to 40% cashback",
      excerpt: "Recommend Hostward with your partner link and receive a share of every payment your referrals make, paid to your balance or withdrawn.",
      seo: {
        title: "Hostward partner program: earn up to 40% per referral",
        description:
          "Join the Hostward affiliate program: get your partner link, earn up to 40% cashback from referred customers' payments and withdraw or spend it.",
        keywords: ["partner program", "affiliate", "referral link", "cashback", "hosting affiliate"],
      },
      body: [
        p(
          "Bloggers, agencies and developers who bring customers to Hostward receive part of what those customers pay, for as long as they stay with us. The rate grows with the number of active referrals and reaches **40%**.",
        ),
        h2("How to join"),
        ol(
          "Open **Partner program** in the account menu and accept the terms.",
          "Copy your partner link or a promo code, and put it in your articles, videos or client proposals.",
          "Customers who register through the link within 90 days are tied to you.",
        ),
        h2("Payouts"),
        p(
          "Cashback is credited after the referral's payment is final (14 days, to allow for refunds). Spend it on your own services or request a payout to a bank account or crypto wallet from 50 EUR.",
        ),
        warning("Self-referrals, paid search ads on our brand name and spam are not allowed and void the accrued cashback."),
      ],
    },
    ru: {
      title: "Партнёрская программа: до 40% с платежей",
      excerpt: "Рекомендуйте Hostward по партнёрской ссылке и получайте долю каждого платежа привлечённых клиентов — на баланс или с выводом.",
      seo: {
        title: "Партнёрская программа Hostward: до 40% с клиента",
        description: "Как стать партнёром Hostward: партнёрская ссылка, кэшбэк до 40% с платежей привлечённых клиентов, вывод средств или оплата своих услуг.",
        keywords: ["партнёрская программа", "реферальная ссылка", "кэшбэк", "аффилиат", "заработок на хостинге"],
      },
      body: [
        p(
          "Блогеры, агентства и разработчики, которые приводят клиентов в Hostward, получают часть их платежей — всё время, пока клиент остаётся с нами. Ставка растёт с числом активных рефералов и доходит до **40%**.",
        ),
        h2("Как подключиться"),
        ol(
          "Откройте **Партнёрская программа** в меню личного кабинета и примите условия.",
          "Скопируйте партнёрскую ссылку или промокод и разместите в статьях, видео или коммерческих предложениях.",
          "Клиенты, зарегистрировавшиеся по ссылке в течение 90 дней, закрепляются за вами.",
        ),
        h2("Выплаты"),
        p(
          "Кэшбэк начисляется, когда платёж реферала становится окончательным (через 14 дней — на случай возврата). Тратьте его на свои услуги или закажите вывод на банковский счёт или криптокошелёк от 50 EUR.",
        ),
        warning("Регистрация самого себя, контекстная реклама по нашему бренду и спам запрещены; начисленный за них кэшбэк аннулируется."),
      ],
    },
  },
  {
    slug: "support-tickets-and-priority",
    tags: ["billing", "vps"],
    publishedAt: "2026-07-24T10:00:00Z",
    en: {
      title: "Support tickets: priorities and response times",
      excerpt: "How to write a ticket that gets solved on the first answer, which priority to choose and how fast we respond to each.",
      seo: {
        title: "Support tickets at Hostward: priority and response time",
        description:
          "Open a ticket from your account, choose the right priority, and know what to expect: outages first, basic administration requests within 24 hours.",
        keywords: ["support ticket", "priority", "response time", "technical support", "server administration"],
      },
      body: [
        p(
          "Tickets are the fastest way to reach an engineer: they go straight to the on-duty team and keep the whole history in one place. Open one from **Support → New ticket** in your account (the page `/my/tickets/new/`).",
        ),
        h2("Priorities"),
        ul(
          "**Critical**: a service is down or unreachable. Engineers pick it up around the clock, usually within 15 minutes.",
          "**Normal**: something works incorrectly, billing and account questions. Answered within a few hours.",
          "**Basic administration**: help with software on your server (installing a panel, configuring a web server). Lowest priority, handled within 24 hours.",
        ),
        h2("A ticket that gets solved at once"),
        p(
          "Name the service (order number or IP), say what you expected and what happened instead, paste the exact error text and the time it happened, and list what you already tried. For access problems, add the result of `ping` and `traceroute` to the server.",
        ),
        info("Never send passwords in a ticket unless an engineer asks for them; use the secure field that appears in that case."),
      ],
    },
    ru: {
      title: "Тикеты в поддержку: приоритеты и сроки ответа",
      excerpt: "Как написать тикет, который решат с первого ответа, какой приоритет выбрать и как быстро мы отвечаем на каждый.",
      seo: {
        title: "Тикеты в поддержку Hostward: приоритеты и сроки",
        description:
          "Как открыть тикет из личного кабинета, выбрать приоритет и чего ожидать: аварии — в первую очередь, базовое администрирование — в течение 24 часов.",
        keywords: ["тикет в поддержку", "приоритет", "время ответа", "техподдержка", "администрирование сервера"],
      },
      body: [
        p(
          "Тикет — самый быстрый путь к инженеру: он сразу попадает дежурной смене, а вся история остаётся в одном месте. Откройте его в кабинете: **Поддержка → Новый тикет** (страница `/my/tickets/new/`).",
        ),
        h2("Приоритеты"),
        ul(
          "**Критический**: услуга не работает или недоступна. Инженеры берут такие тикеты круглосуточно, обычно в течение 15 минут.",
          "**Обычный**: что-то работает неправильно, вопросы по оплате и кабинету. Ответ в течение нескольких часов.",
          "**Базовое администрирование**: помощь с ПО на вашем сервере (установка панели, настройка веб-сервера). Низший приоритет, обработка в течение 24 часов.",
        ),
        h2("Тикет, который решат сразу"),
        p(
          "Укажите услугу (номер заказа или IP), напишите, что вы ожидали и что произошло вместо этого, приложите точный текст ошибки и время, когда она возникла, и перечислите, что уже пробовали. При проблемах с доступом добавьте результат `ping` и `traceroute` до сервера.",
        ),
        info("Не присылайте пароли в тикете, пока инженер сам их не попросит; в этом случае появится защищённое поле."),
      ],
    },
  },
];
