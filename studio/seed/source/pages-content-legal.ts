// The six legal pages in full (4b, decision 003), replacing the samples legal-*-*. Written for
// Hostward B.V. (the address in siteSettings); the build does not fill {claim:…} tokens in legal bodies,
// so numbers are written out. Effective date shared by all six.
import type { PageSource } from "./page-types";
import { h2, p, ul, ol } from "./dsl";
import { seo } from "./pages-content-shared";
import { COMPANY_DOMAIN } from "./company";

const EFFECTIVE = "2026-01-01";
const COMPANY_EN = "Hostward B.V., Keizersgracht 520, 1017 EK Amsterdam, the Netherlands";
const COMPANY_RU = "Hostward B.V., Keizersgracht 520, 1017 EK Амстердам, Нидерланды";

const privacy: PageSource = {
  type: "legalPage",
  kind: "privacy",
  effectiveDate: EFFECTIVE,
  en: {
    title: "Privacy policy",
    seo: seo(
      "Privacy policy: how Hostward handles your data",
      "What personal data Hostward collects, why, how long we keep it, who we share it with and how to exercise your rights.",
      ["privacy policy", "Hostward privacy"],
    ),
    body: [
      p(
        `This policy explains how ${COMPANY_EN} ("Hostward", "we") handles personal data of visitors of this website and of our customers. It applies to the website, the account area and all services we sell: web hosting, virtual and dedicated servers, VPN, backup and S3 storage.`,
      ),
      h2("1. Data we collect"),
      ul(
        "**Account data**: name, e-mail address, password hash, country, city, postal code, address, language and currency preference.",
        "**Billing data**: orders, invoices, transactions, the legal entity details of companies (company name, VAT number, address), and for saved cards only the card brand, the last four digits and the expiry date — full card numbers are handled by our payment providers.",
        "**Support data**: tickets, chat messages and attachments you send us.",
        "**Technical data**: IP addresses and timestamps of sign-ins, actions in the account for security logs, and server-side web logs of this website.",
        "**Marketing data**: the e-mail address you leave in the promo form and the page you left it on.",
      ),
      h2("2. Data we do not collect"),
      p(
        "We do not look into the content of your sites, servers or storage unless you ask us to in a ticket or we must act on a legal order or an abuse report. The VPN does not log visited addresses, DNS queries or traffic.",
      ),
      h2("3. Why we process data"),
      ul(
        "To provide and bill the services you order (performance of the contract).",
        "To keep the services and accounts secure and prevent fraud (legitimate interest).",
        "To keep accounting and tax records (legal obligation).",
        "To send the promo code you requested and, if you agree, news about our services (consent, which you can withdraw at any time).",
      ),
      h2("4. Who receives data"),
      p(
        "Payment providers that process your payments; accounting and tax advisers; data-centre operators only as far as physical access to your dedicated server requires; public authorities when the law obliges us. We never sell personal data.",
      ),
      h2("5. Transfers outside the EEA"),
      p(
        "Account data is stored in the EU. If you order services in the USA or outside the EEA, the data needed to run them is processed there; transfers are covered by Standard Contractual Clauses or an adequacy decision (for Switzerland).",
      ),
      h2("6. How long we keep data"),
      ul(
        "Account data: while the account exists, then up to 3 years for claims.",
        "Invoices and transactions: 7 years, as Dutch tax law requires.",
        "Security logs: 12 months.",
        "Support tickets: 3 years after they are closed.",
        "Promo e-mail addresses: until you unsubscribe or 2 years without activity.",
      ),
      h2("7. Cookies"),
      p(
        "The website uses strictly necessary cookies for sign-in, security (CSRF) and your language and currency choice. Analytics cookies are set only with your consent.",
      ),
      h2("8. Your rights"),
      p(
        "You can ask for access to, correction or erasure of your data, restrict or object to processing, and receive your data in a portable format. See our [GDPR page](/privacy/gdpr/) for how to send a request. You may also complain to the Dutch Data Protection Authority (Autoriteit Persoonsgegevens).",
      ),
      h2("9. Contact"),
      p(
        `Write to [privacy@${COMPANY_DOMAIN}](mailto:privacy@${COMPANY_DOMAIN}) or by post to ${COMPANY_EN}. We may update this policy; the effective date above shows the current version, and material changes are announced by e-mail.`,
      ),
    ],
  },
  ru: {
    title: "Политика конфиденциальности",
    seo: seo(
      "Политика конфиденциальности: как Hostward обращается с данными",
      "Какие персональные данные собирает Hostward, зачем, как долго хранит, кому передаёт и как реализовать свои права.",
      ["политика конфиденциальности", "конфиденциальность Hostward"],
    ),
    body: [
      p(
        `Эта политика объясняет, как ${COMPANY_RU} («Hostward», «мы») обращается с персональными данными посетителей сайта и клиентов. Она действует для сайта, личного кабинета и всех наших услуг: хостинга, виртуальных и выделенных серверов, VPN, хранилищ для бэкапов и S3.`,
      ),
      h2("1. Какие данные мы собираем"),
      ul(
        "**Данные аккаунта**: имя, e-mail, хеш пароля, страна, город, почтовый индекс, адрес, язык и валюта.",
        "**Платёжные данные**: заказы, счета, транзакции, реквизиты юрлиц (название, VAT-номер, адрес), а для сохранённых карт — только платёжная система, последние четыре цифры и срок действия; полные номера карт обрабатывают платёжные провайдеры.",
        "**Данные поддержки**: тикеты, сообщения в чате и вложения.",
        "**Технические данные**: IP-адреса и время входа, действия в личном кабинете для журналов безопасности, журналы веб-сервера сайта.",
        "**Маркетинговые данные**: e-mail, оставленный в форме промокода, и страница, где он оставлен.",
      ),
      h2("2. Какие данные мы не собираем"),
      p(
        "Мы не просматриваем содержимое ваших сайтов, серверов и хранилищ, если вы сами не попросили об этом в тикете или мы не обязаны действовать по законному требованию или жалобе. VPN не записывает посещённые адреса, DNS-запросы и трафик.",
      ),
      h2("3. Зачем мы обрабатываем данные"),
      ul(
        "Чтобы оказывать и оплачивать заказанные услуги (исполнение договора).",
        "Чтобы защищать услуги и аккаунты и предотвращать мошенничество (законный интерес).",
        "Чтобы вести бухгалтерский и налоговый учёт (требование закона).",
        "Чтобы отправить запрошенный промокод и, с вашего согласия, новости об услугах (согласие можно отозвать в любой момент).",
      ),
      h2("4. Кому передаются данные"),
      p(
        "Платёжным провайдерам, которые проводят ваши платежи; бухгалтерам и налоговым консультантам; операторам дата-центров — только в объёме, нужном для физического доступа к вашему выделенному серверу; государственным органам — когда этого требует закон. Мы никогда не продаём персональные данные.",
      ),
      h2("5. Передача за пределы ЕЭЗ"),
      p(
        "Данные аккаунта хранятся в ЕС. Если вы заказываете услуги в США или за пределами ЕЭЗ, нужные для их работы данные обрабатываются там; передача защищена стандартными договорными условиями или решением об адекватности (для Швейцарии). Для клиентов из России персональные данные, подпадающие под 152-ФЗ, записываются и хранятся в базах данных на территории России.",
      ),
      h2("6. Сроки хранения"),
      ul(
        "Данные аккаунта — пока существует аккаунт, затем до 3 лет на случай претензий.",
        "Счета и транзакции — 7 лет, как требует налоговое законодательство Нидерландов.",
        "Журналы безопасности — 12 месяцев.",
        "Тикеты — 3 года после закрытия.",
        "E-mail для промокодов — до отписки или 2 года без активности.",
      ),
      h2("7. Cookie"),
      p(
        "Сайт использует только необходимые cookie для входа, защиты (CSRF) и выбора языка и валюты. Аналитические cookie устанавливаются только с вашего согласия.",
      ),
      h2("8. Ваши права"),
      p(
        "Вы можете запросить доступ к своим данным, их исправление или удаление, ограничить обработку или возразить против неё и получить данные в переносимом формате. Как отправить запрос — на [странице о GDPR](/privacy/gdpr/). Вы также вправе обратиться с жалобой в надзорный орган Нидерландов (Autoriteit Persoonsgegevens) или в орган по защите данных своей страны.",
      ),
      h2("9. Контакты"),
      p(
        `Пишите на [privacy@${COMPANY_DOMAIN}](mailto:privacy@${COMPANY_DOMAIN}) или по почте: ${COMPANY_RU}. Мы можем обновлять эту политику; дата вступления в силу выше указывает действующую версию, о существенных изменениях сообщаем по e-mail.`,
      ),
    ],
  },
};

const gdpr: PageSource = {
  type: "legalPage",
  kind: "gdpr",
  effectiveDate: EFFECTIVE,
  en: {
    title: "GDPR: your data protection rights",
    seo: seo(
      "GDPR at Hostward: your rights and our data processing agreement",
      "How to exercise your GDPR rights at Hostward, how we act as a processor for your customers' data and how to sign a data processing agreement.",
      ["GDPR", "data processing agreement", "GDPR hosting"],
    ),
    body: [
      p(
        "Hostward B.V. is established in the Netherlands and follows the General Data Protection Regulation (EU) 2016/679. This page explains your rights and our role when you host personal data with us.",
      ),
      h2("Two roles"),
      ul(
        "**Controller** — for the data of your account (name, e-mail, billing). Our [privacy policy](/privacy/) describes this processing.",
        "**Processor** — for personal data you store on our hosting, servers and storage, for example your shop's customers. You decide what is processed; we only run the infrastructure.",
      ),
      h2("Your rights"),
      ul(
        "Access: receive a copy of your personal data.",
        "Rectification: correct inaccurate data — most of it you can edit in the account yourself.",
        "Erasure: delete your account and data, except what we must keep for tax law.",
        "Restriction and objection: limit processing or object to processing based on legitimate interest.",
        "Portability: receive your data in a structured, machine-readable format.",
        "Withdrawal of consent: for marketing e-mails, at any time, with the link in every letter.",
      ),
      h2("How to send a request"),
      ol(
        `Open a ticket from your account with the subject "GDPR request", or write to privacy@${COMPANY_DOMAIN} from the e-mail address of your account.`,
        "Say which right you exercise; we may ask you to confirm your identity.",
        "We answer within 30 days; complex requests may take up to two more months, and we tell you if so.",
      ),
      h2("Data processing agreement"),
      p(
        "When you store personal data of others on our services, Article 28 GDPR requires a data processing agreement. Ours is part of the [terms of service](/tos/) and applies automatically; a signed copy is available on request through a ticket. It lists our sub-processors (data-centre operators per location) and the technical and organisational measures we take.",
      ),
      h2("Security measures"),
      ul(
        "ISO 27001-certified data centres with access control and video surveillance",
        "Encrypted connections to the account and API, two-factor authentication for accounts",
        "Staff access to customer systems only on request and logged",
        "Incident notification to affected customers without undue delay, and within 72 hours where the GDPR requires it",
      ),
      h2("Supervisory authority"),
      p(
        "Our lead supervisory authority is the Autoriteit Persoonsgegevens in The Hague. You may also complain to the authority of the EU country where you live.",
      ),
    ],
  },
  ru: {
    title: "GDPR: ваши права на защиту данных",
    seo: seo(
      "GDPR в Hostward: ваши права и договор об обработке данных",
      "Как реализовать права по GDPR в Hostward, как мы обрабатываем данные ваших клиентов в роли обработчика и как подписать договор об обработке.",
      ["GDPR", "договор об обработке данных", "хостинг GDPR"],
    ),
    body: [
      p(
        "Hostward B.V. зарегистрирована в Нидерландах и соблюдает Общий регламент по защите данных (ЕС) 2016/679. Здесь описаны ваши права и наша роль, когда вы размещаете у нас персональные данные.",
      ),
      h2("Две роли"),
      ul(
        "**Контролёр** — для данных вашего аккаунта (имя, e-mail, биллинг). Эта обработка описана в [политике конфиденциальности](/privacy/).",
        "**Обработчик** — для персональных данных, которые вы храните на нашем хостинге, серверах и хранилищах, например клиентов вашего магазина. Что обрабатывать, решаете вы; мы только обеспечиваем инфраструктуру.",
      ),
      h2("Ваши права"),
      ul(
        "Доступ: получить копию своих персональных данных.",
        "Исправление: исправить неточные данные — большую часть можно изменить в личном кабинете самостоятельно.",
        "Удаление: удалить аккаунт и данные, кроме тех, что мы обязаны хранить по налоговому законодательству.",
        "Ограничение и возражение: ограничить обработку или возразить против обработки на основании законного интереса.",
        "Переносимость: получить данные в структурированном машиночитаемом формате.",
        "Отзыв согласия: на маркетинговые письма — в любой момент, по ссылке в каждом письме.",
      ),
      h2("Как отправить запрос"),
      ol(
        `Откройте тикет из личного кабинета с темой «Запрос GDPR» или напишите на privacy@${COMPANY_DOMAIN} с адреса вашего аккаунта.`,
        "Укажите, каким правом вы пользуетесь; мы можем попросить подтвердить личность.",
        "Мы отвечаем в течение 30 дней; сложные запросы могут занять ещё до двух месяцев — мы сообщим об этом.",
      ),
      h2("Договор об обработке данных"),
      p(
        "Если вы храните у нас персональные данные других людей, статья 28 GDPR требует договора об обработке данных. Наш договор — часть [условий обслуживания](/tos/) и действует автоматически; подписанную копию можно запросить в тикете. В нём перечислены субобработчики (операторы дата-центров по локациям) и принимаемые технические и организационные меры.",
      ),
      h2("Меры безопасности"),
      ul(
        "Дата-центры с сертификатом ISO 27001, контролем доступа и видеонаблюдением",
        "Шифрованные соединения с личным кабинетом и API, двухфакторная аутентификация аккаунтов",
        "Доступ сотрудников к системам клиентов только по запросу и с записью в журнал",
        "Уведомление затронутых клиентов об инцидентах без неоправданной задержки и в течение 72 часов, где этого требует GDPR",
      ),
      h2("Надзорный орган"),
      p("Наш ведущий надзорный орган — Autoriteit Persoonsgegevens в Гааге. Вы также можете подать жалобу в орган страны ЕС, где вы живёте."),
    ],
  },
};

const tos: PageSource = {
  type: "legalPage",
  kind: "tos",
  effectiveDate: EFFECTIVE,
  en: {
    title: "Terms of service",
    seo: seo(
      "Hostward terms of service for hosting, servers, VPN and storage",
      "The agreement between you and Hostward: ordering, payment, test periods, refunds, acceptable use, uptime, liability and termination.",
      ["terms of service", "hosting terms", "acceptable use policy"],
    ),
    body: [
      p(
        `These terms form the agreement between you and ${COMPANY_EN}, for all services ordered on this website. By creating an account or placing an order you accept them.`,
      ),
      h2("1. Services and orders"),
      p(
        "We provide web hosting, virtual private servers, dedicated servers, VPN, backup storage and S3-compatible storage as described on the product pages. An order is accepted when it is paid and the service is activated. Creating new orders requires a verified account.",
      ),
      h2("2. Prices and payment"),
      ul(
        "Services are prepaid for the chosen term (1, 3, 6 or 12 months); longer terms are cheaper per month.",
        "Prices are shown in the currency you choose; VAT is added where it applies.",
        "You can pay by card, from your account balance, by corporate invoice or in cryptocurrency. Crypto payments have a minimum of 100 EUR and are not available to US citizens and residents; payments sent on the wrong blockchain cannot be recovered.",
        "Auto-renewal with a saved card is governed by the [recurring payment terms](/recurring-payment-terms/).",
      ),
      h2("3. Test periods and refunds"),
      ul(
        "VPS plans marked with a test badge can be tested for 4 days; verified new customers may get a 7-day free test.",
        "VPN: a full refund on request within 7 days of the first payment.",
        "Other services: an unpaid order is deleted at once; a paid order that you cancel stays active until the end of the paid term and is not refunded, unless the law of your country requires otherwise.",
        "Balance top-ups can be refunded to the original payment method within 30 days if not spent.",
      ),
      h2("4. Acceptable use"),
      p("You are responsible for the content and software on your services. The following are not allowed:"),
      ul(
        "Spam, phishing, malware distribution and botnet control",
        "Attacks on other networks, port scanning of third parties, and open relays or resolvers used for amplification",
        "Content that infringes copyright or is illegal in the country of the data centre",
        "Cryptocurrency mining by proof of work",
        "Reselling VPN access or running exit nodes for anonymity networks on VPS without our written consent",
      ),
      p(
        "We act on abuse reports: we first ask you to fix the problem, and suspend the service only when the harm is serious or you do not react within 24 hours.",
      ),
      h2("5. Availability"),
      p(
        "We aim for 99.9% monthly availability of the network and hosting platform. If availability of a paid service falls below that for reasons within our control, you may ask for a credit proportional to the downtime, up to the monthly fee of the affected service. Planned maintenance is announced at least 48 hours in advance and does not count as downtime.",
      ),
      h2("6. Backups"),
      p(
        "Daily backups are included in web hosting. For VPS, dedicated servers and storage you are responsible for your own backups unless you order a backup service; snapshots are a convenience, not a backup.",
      ),
      h2("7. Liability"),
      p(
        "Our total liability for any claim is limited to the fees you paid for the affected service in the three months before the event. We are not liable for lost profits, lost data or indirect damage, except in case of intent or gross negligence.",
      ),
      h2("8. Termination"),
      p(
        "You may cancel any service in the account at any time. We may terminate the agreement for serious breaches of these terms, for non-payment after a reminder, or with 30 days' notice if we stop offering a service, refunding any unused prepaid period in that last case.",
      ),
      h2("9. Data protection"),
      p("Our [privacy policy](/privacy/) and the data processing terms on the [GDPR page](/privacy/gdpr/) are part of this agreement."),
      h2("10. Law and disputes"),
      p(
        "Dutch law applies. Disputes go to the competent court in Amsterdam, unless mandatory consumer law of your country of residence gives you another forum.",
      ),
    ],
  },
  ru: {
    title: "Условия обслуживания",
    seo: seo(
      "Условия обслуживания Hostward: хостинг, серверы, VPN, хранилища",
      "Договор между вами и Hostward: заказ, оплата, тестовые периоды, возвраты, допустимое использование, доступность, ответственность, расторжение.",
      ["условия обслуживания", "договор хостинга", "правила использования"],
    ),
    body: [
      p(`Эти условия — договор между вами и ${COMPANY_RU}, на все услуги, заказанные на этом сайте. Создавая аккаунт или оформляя заказ, вы их принимаете.`),
      h2("1. Услуги и заказы"),
      p(
        "Мы предоставляем хостинг, виртуальные и выделенные серверы, VPN, хранилище для бэкапов и S3-совместимое хранилище, как описано на страницах продуктов. Заказ принят, когда он оплачен и услуга активирована. Для новых заказов нужен верифицированный аккаунт.",
      ),
      h2("2. Цены и оплата"),
      ul(
        "Услуги оплачиваются заранее за выбранный срок (1, 3, 6 или 12 месяцев); чем длиннее срок, тем дешевле месяц.",
        "Цены показываются в выбранной валюте; НДС добавляется, где он применяется.",
        "Оплата картой, с баланса, по счёту для юрлиц или криптовалютой. Минимальный криптоплатёж — 100 EUR; оплата криптовалютой недоступна гражданам и резидентам США; средства, отправленные в неверной сети блокчейна, вернуть невозможно.",
        "Автопродление с сохранённой карты регулируется [условиями рекуррентных платежей](/recurring-payment-terms/).",
      ),
      h2("3. Тестовые периоды и возвраты"),
      ul(
        "Тарифы VPS с отметкой теста можно тестировать 4 дня; верифицированные новые клиенты могут получить бесплатный тест на 7 дней.",
        "VPN: полный возврат по запросу в течение 7 дней после первой оплаты.",
        "Прочие услуги: неоплаченный заказ удаляется сразу; оплаченный заказ, который вы отменили, работает до конца оплаченного срока и не возвращается, если закон вашей страны не требует иного.",
        "Неизрасходованное пополнение баланса можно вернуть тем же способом в течение 30 дней.",
      ),
      h2("4. Допустимое использование"),
      p("Вы отвечаете за содержимое и программы на своих услугах. Запрещены:"),
      ul(
        "Спам, фишинг, распространение вредоносного кода и управление ботнетами",
        "Атаки на другие сети, сканирование портов третьих лиц, открытые релеи и резолверы, используемые для амплификации",
        "Материалы, нарушающие авторские права или незаконные в стране дата-центра",
        "Майнинг криптовалют на доказательстве работы",
        "Перепродажа VPN-доступа и выходные узлы анонимных сетей на VPS без нашего письменного согласия",
      ),
      p(
        "Мы реагируем на жалобы: сначала просим устранить проблему и приостанавливаем услугу, только если вред серьёзен или вы не реагируете в течение 24 часов.",
      ),
      h2("5. Доступность"),
      p(
        "Мы стремимся к доступности сети и платформы хостинга 99,9% в месяц. Если доступность оплаченной услуги по зависящим от нас причинам ниже, вы можете запросить компенсацию пропорционально простою, но не больше месячной стоимости услуги. О плановых работах сообщаем не позднее чем за 48 часов, они не считаются простоем.",
      ),
      h2("6. Резервные копии"),
      p(
        "Ежедневные бэкапы входят в хостинг. Для VPS, выделенных серверов и хранилищ за резервные копии отвечаете вы, если не заказали услугу резервного копирования; снапшоты — удобство, а не бэкап.",
      ),
      h2("7. Ответственность"),
      p(
        "Наша совокупная ответственность по любой претензии ограничена суммой, уплаченной за затронутую услугу за три месяца до события. Мы не отвечаем за упущенную выгоду, потерю данных и косвенный ущерб, кроме случаев умысла или грубой неосторожности.",
      ),
      h2("8. Расторжение"),
      p(
        "Вы можете отменить любую услугу в личном кабинете в любой момент. Мы можем расторгнуть договор при серьёзном нарушении этих условий, при неоплате после напоминания или с уведомлением за 30 дней, если прекращаем оказывать услугу, — в последнем случае неиспользованный оплаченный период возвращается.",
      ),
      h2("9. Защита данных"),
      p("[Политика конфиденциальности](/privacy/) и условия обработки данных на [странице о GDPR](/privacy/gdpr/) являются частью этого договора."),
      h2("10. Право и споры"),
      p(
        "Применяется право Нидерландов. Споры рассматриваются компетентным судом Амстердама, если обязательные нормы защиты потребителей страны вашего проживания не дают вам права на иной суд.",
      ),
    ],
  },
};

const pdPolicy: PageSource = {
  type: "legalPage",
  kind: "personal-data-processing-policy",
  effectiveDate: EFFECTIVE,
  en: {
    title: "Personal data processing policy",
    seo: seo(
      "Personal data processing policy of Hostward",
      "Categories of personal data Hostward processes, purposes, legal grounds, storage periods, localisation for Russian users and data subject rights.",
      ["personal data processing policy", "152-FZ", "personal data"],
    ),
    body: [
      p(
        `This policy sets out how ${COMPANY_EN} (the operator) processes personal data. It is published in line with the GDPR and, for users in the Russian Federation, with Federal Law No. 152-FZ "On Personal Data".`,
      ),
      h2("1. Principles"),
      ul(
        "We process personal data lawfully, fairly and only for defined purposes.",
        "We collect only the data needed for those purposes and keep it accurate.",
        "We store data no longer than the purposes and the law require.",
        "We protect data with technical and organisational measures.",
      ),
      h2("2. Categories of data subjects and data"),
      ul(
        "Customers: name, e-mail, phone, country, city, postal code, address, IP addresses, order and payment history.",
        "Representatives of corporate customers: name, position, e-mail, phone; company details.",
        "Website visitors: IP address, browser data, cookies, e-mail if left in a form.",
        "People who write to us: name, e-mail and the content of the message.",
      ),
      h2("3. Purposes and legal grounds"),
      ul(
        "Concluding and performing the service agreement.",
        "Billing, accounting and tax obligations.",
        "Answering requests and providing support.",
        "Security of services and prevention of fraud and abuse.",
        "Sending promo codes and news with the subject's consent.",
      ),
      h2("4. Operations with data"),
      p(
        "Collection, recording, systematisation, accumulation, storage, clarification, retrieval, use, transfer (provision, access), blocking, deletion and destruction, with and without automation.",
      ),
      h2("5. Localisation"),
      p(
        "Personal data of citizens of the Russian Federation collected through this website is first recorded, systematised, accumulated and stored in databases located in the Russian Federation (Moscow data centre), as Article 18(5) of 152-FZ requires. Cross-border transfer takes place only to countries and on grounds permitted by law.",
      ),
      h2("6. Transfer to third parties"),
      p(
        "Data is transferred to payment providers, accounting advisers and data-centre operators only to the extent needed for the purposes above, and to public authorities where the law requires. Each recipient is bound to confidentiality.",
      ),
      h2("7. Storage periods and deletion"),
      p(
        "Data is kept while the account exists and then for the periods set by tax and accounting law (up to 7 years for billing documents). When the purpose is achieved or consent is withdrawn, data is deleted within 30 days unless the law requires us to keep it.",
      ),
      h2("8. Rights of data subjects"),
      p(
        "You may obtain information about the processing of your data, demand clarification, blocking or destruction of data that is incomplete, outdated, inaccurate or unlawfully obtained, withdraw consent and appeal the operator's actions to the supervisory authority or in court.",
      ),
      h2("9. Contact"),
      p(
        `Requests are sent through a ticket in the account or to privacy@${COMPANY_DOMAIN}. We answer within 10 working days for requests under 152-FZ and within 30 days under the GDPR.`,
      ),
    ],
  },
  ru: {
    title: "Политика обработки персональных данных",
    seo: seo(
      "Политика обработки персональных данных Hostward",
      "Категории персональных данных, цели, правовые основания, сроки хранения, локализация данных граждан РФ по 152-ФЗ и права субъектов данных.",
      ["политика обработки персональных данных", "152-ФЗ", "персональные данные"],
    ),
    body: [
      p(
        `Политика определяет порядок обработки персональных данных компанией ${COMPANY_RU} (оператор). Она опубликована в соответствии с GDPR, а для пользователей из Российской Федерации — с Федеральным законом № 152-ФЗ «О персональных данных».`,
      ),
      h2("1. Принципы"),
      ul(
        "Обрабатываем персональные данные законно, добросовестно и только для определённых целей.",
        "Собираем только данные, необходимые для этих целей, и поддерживаем их точность.",
        "Храним данные не дольше, чем требуют цели и закон.",
        "Защищаем данные техническими и организационными мерами.",
      ),
      h2("2. Категории субъектов и данных"),
      ul(
        "Клиенты: ФИО, e-mail, телефон, страна, город, почтовый индекс, адрес, IP-адреса, история заказов и платежей.",
        "Представители клиентов — юридических лиц: ФИО, должность, e-mail, телефон; реквизиты компании.",
        "Посетители сайта: IP-адрес, данные браузера, cookie, e-mail, если он оставлен в форме.",
        "Лица, направившие обращение: имя, e-mail и содержание сообщения.",
      ),
      h2("3. Цели и правовые основания"),
      ul(
        "Заключение и исполнение договора на оказание услуг.",
        "Расчёты, бухгалтерский и налоговый учёт.",
        "Ответы на обращения и техническая поддержка.",
        "Безопасность услуг, предотвращение мошенничества и злоупотреблений.",
        "Отправка промокодов и новостей с согласия субъекта.",
      ),
      h2("4. Действия с данными"),
      p(
        "Сбор, запись, систематизация, накопление, хранение, уточнение, извлечение, использование, передача (предоставление, доступ), блокирование, удаление и уничтожение — с использованием средств автоматизации и без них.",
      ),
      h2("5. Локализация"),
      p(
        "Персональные данные граждан Российской Федерации, собранные через сайт, сначала записываются, систематизируются, накапливаются и хранятся в базах данных на территории Российской Федерации (дата-центр в Москве), как требует ч. 5 ст. 18 152-ФЗ. Трансграничная передача осуществляется только в страны и по основаниям, допустимым законом.",
      ),
      h2("6. Передача третьим лицам"),
      p(
        "Данные передаются платёжным провайдерам, бухгалтерам и операторам дата-центров только в объёме, нужном для указанных целей, и государственным органам, когда этого требует закон. Каждый получатель обязан соблюдать конфиденциальность.",
      ),
      h2("7. Сроки хранения и удаление"),
      p(
        "Данные хранятся, пока существует аккаунт, а затем в течение сроков налогового и бухгалтерского законодательства (до 7 лет для платёжных документов). После достижения цели или отзыва согласия данные удаляются в течение 30 дней, если закон не обязывает их хранить.",
      ),
      h2("8. Права субъектов"),
      p(
        "Вы вправе получить сведения об обработке своих данных, требовать уточнения, блокирования или уничтожения неполных, устаревших, неточных или незаконно полученных данных, отозвать согласие и обжаловать действия оператора в Роскомнадзоре, надзорном органе своей страны или в суде.",
      ),
      h2("9. Контакты"),
      p(
        `Запросы направляются через тикет в личном кабинете или на privacy@${COMPANY_DOMAIN}. На запросы по 152-ФЗ отвечаем в течение 10 рабочих дней, по GDPR — в течение 30 дней.`,
      ),
    ],
  },
};

const pdConsent: PageSource = {
  type: "legalPage",
  kind: "personal-data-processing-consent",
  effectiveDate: EFFECTIVE,
  en: {
    title: "Consent to personal data processing",
    seo: seo(
      "Consent to processing of personal data — Hostward",
      "The text of the consent you give Hostward when you create an account or send a form: which data, for what purposes, for how long and how to withdraw it.",
      ["consent to personal data processing", "personal data consent"],
    ),
    body: [
      p(
        `By creating an account, placing an order or sending a form on this website, I freely, specifically, knowingly and unambiguously give ${COMPANY_EN} my consent to process my personal data on the following terms.`,
      ),
      h2("1. Data"),
      p(
        "Surname, first name, e-mail address, phone number, country, city, postal code, address, IP address, cookie data, and the details of orders and payments.",
      ),
      h2("2. Purposes"),
      ul(
        "Registration and maintenance of my account.",
        "Provision, billing and support of the services I order.",
        "Answering my requests sent through the contact form or tickets.",
        "Sending me a promo code and, if I opt in, news about services.",
      ),
      h2("3. Operations"),
      p(
        "Collection, recording, systematisation, accumulation, storage, clarification, retrieval, use, transfer to payment providers and data-centre operators to the extent needed for the purposes, blocking, deletion and destruction, with and without automation.",
      ),
      h2("4. Term and withdrawal"),
      p(
        `The consent is valid until the purposes are achieved or until I withdraw it. I can withdraw it at any time by a ticket in the account or an e-mail to privacy@${COMPANY_DOMAIN}. After withdrawal the operator stops processing and deletes the data within 30 days, except data it must keep by law; services that cannot be provided without the data end.`,
      ),
      h2("5. Confirmation"),
      p(
        "I confirm that I have read the [personal data processing policy](/personal-data-processing-policy/) and the [privacy policy](/privacy/) and that the data I provide is accurate.",
      ),
    ],
  },
  ru: {
    title: "Согласие на обработку персональных данных",
    seo: seo(
      "Согласие на обработку персональных данных — Hostward",
      "Текст согласия, которое вы даёте Hostward при регистрации или отправке формы: какие данные, для каких целей, на какой срок и как его отозвать.",
      ["согласие на обработку персональных данных", "152-ФЗ согласие"],
    ),
    body: [
      p(
        `Создавая аккаунт, оформляя заказ или отправляя форму на этом сайте, я свободно, своей волей и в своём интересе даю компании ${COMPANY_RU} конкретное, предметное, информированное, сознательное и однозначное согласие на обработку моих персональных данных на следующих условиях.`,
      ),
      h2("1. Данные"),
      p("Фамилия, имя, e-mail, номер телефона, страна, город, почтовый индекс, адрес, IP-адрес, данные cookie, сведения о заказах и платежах."),
      h2("2. Цели"),
      ul(
        "Регистрация и ведение моего аккаунта.",
        "Оказание, оплата и поддержка заказанных мной услуг.",
        "Ответы на мои обращения через форму обратной связи или тикеты.",
        "Отправка мне промокода и, если я соглашусь, новостей об услугах.",
      ),
      h2("3. Действия"),
      p(
        "Сбор, запись, систематизация, накопление, хранение, уточнение, извлечение, использование, передача платёжным провайдерам и операторам дата-центров в объёме, необходимом для целей, блокирование, удаление и уничтожение — с использованием средств автоматизации и без них.",
      ),
      h2("4. Срок и отзыв"),
      p(
        `Согласие действует до достижения целей обработки или до его отзыва. Я могу отозвать его в любой момент тикетом в личном кабинете или письмом на privacy@${COMPANY_DOMAIN}. После отзыва оператор прекращает обработку и удаляет данные в течение 30 дней, кроме тех, которые обязан хранить по закону; услуги, которые невозможно оказывать без этих данных, прекращаются.`,
      ),
      h2("5. Подтверждение"),
      p(
        "Я подтверждаю, что ознакомлен с [политикой обработки персональных данных](/personal-data-processing-policy/) и [политикой конфиденциальности](/privacy/) и что предоставляемые мной данные достоверны.",
      ),
    ],
  },
};

const recurring: PageSource = {
  type: "legalPage",
  kind: "recurring-payment-terms",
  effectiveDate: EFFECTIVE,
  en: {
    title: "Recurring payment terms",
    seo: seo(
      "Recurring payments and auto-renewal terms — Hostward",
      "How auto-renewal with a saved card and monthly auto top-up work at Hostward: when we charge, how we notify you, and how to switch them off.",
      ["recurring payments", "auto-renewal", "saved card"],
    ),
    body: [
      p(
        `These terms apply when you save a payment card in your Hostward account and allow ${COMPANY_EN} to charge it without your participation each time (recurring payments).`,
      ),
      h2("1. What recurring payments are used for"),
      ul(
        "**Auto-renewal**: on the renewal date of a service, the card is charged for the next term at the price then in effect for that service and term.",
        "**Monthly auto top-up**: on the day of the month you choose, the card is charged the amount you set and the money is added to your balance.",
        "**Debts**: if a renewal could not be paid from the balance, the unpaid invoice may be charged to the card.",
      ),
      h2("2. Consent"),
      p(
        "You give consent by ticking the box to save the card at payment and by switching on auto-renewal or auto top-up. Card data is stored by our certified payment provider (PCI DSS); we keep only the card brand, the last four digits and the expiry date.",
      ),
      h2("3. Notifications"),
      ul(
        "We e-mail you at least 3 days before a renewal charge, with the service, the term and the amount.",
        "Every charge is confirmed by e-mail with a receipt and appears in Transactions in the account.",
        "If a charge fails, we tell you and retry no more than twice in the following three days.",
      ),
      h2("4. Order of payment"),
      p(
        "At renewal we first use your account balance; only the remaining amount is charged to the card. If several cards are saved, the one marked for auto-renewal is used.",
      ),
      h2("5. Switching off"),
      p(
        "You can switch auto-renewal off per card, disable auto top-up, or remove the card in the Finance section of the account at any time. A change made at least 24 hours before the charge date takes effect for that charge. Only the account owner can manage saved cards.",
      ),
      h2("6. Refunds"),
      p(
        "Renewal charges follow the refund rules of the [terms of service](/tos/). If you did not intend a renewal, write to billing within 7 days: we cancel the renewed term and refund the charge if the service has not been used since.",
      ),
      h2("7. Disputes"),
      p(
        "Contact billing before disputing a charge with your bank; most questions are solved within one working day. A chargeback suspends the related services until the dispute is resolved.",
      ),
    ],
  },
  ru: {
    title: "Условия рекуррентных платежей",
    seo: seo(
      "Условия рекуррентных платежей и автопродления — Hostward",
      "Как работают автопродление с сохранённой карты и ежемесячное автопополнение в Hostward: когда списываем, как уведомляем и как отключить.",
      ["рекуррентные платежи", "автопродление", "сохранённая карта"],
    ),
    body: [
      p(
        `Эти условия действуют, когда вы сохраняете платёжную карту в аккаунте Hostward и разрешаете ${COMPANY_RU} списывать с неё деньги без вашего участия каждый раз (рекуррентные платежи).`,
      ),
      h2("1. Для чего используются рекуррентные платежи"),
      ul(
        "**Автопродление**: в дату продления услуги с карты списывается оплата следующего срока по цене, действующей на тот момент для этой услуги и срока.",
        "**Ежемесячное автопополнение**: в выбранный день месяца с карты списывается заданная сумма и зачисляется на баланс.",
        "**Задолженности**: если продление не удалось оплатить с баланса, неоплаченный счёт может быть списан с карты.",
      ),
      h2("2. Согласие"),
      p(
        "Вы даёте согласие, отмечая сохранение карты при оплате и включая автопродление или автопополнение. Данные карты хранит наш сертифицированный платёжный провайдер (PCI DSS); мы храним только платёжную систему, последние четыре цифры и срок действия.",
      ),
      h2("3. Уведомления"),
      ul(
        "Не позднее чем за 3 дня до списания за продление мы отправляем письмо с услугой, сроком и суммой.",
        "Каждое списание подтверждается письмом с чеком и отображается в разделе «Транзакции» личного кабинета.",
        "Если списание не прошло, мы сообщаем об этом и повторяем попытку не более двух раз в следующие три дня.",
      ),
      h2("4. Порядок оплаты"),
      p(
        "При продлении сначала используется баланс аккаунта; с карты списывается только недостающая сумма. Если сохранено несколько карт, используется карта, отмеченная для автопродления.",
      ),
      h2("5. Отключение"),
      p(
        "Автопродление можно отключить для каждой карты, автопополнение — выключить, а карту — удалить в разделе «Финансы» личного кабинета в любой момент. Изменение, сделанное не позднее чем за 24 часа до даты списания, действует для этого списания. Управлять сохранёнными картами может только владелец аккаунта.",
      ),
      h2("6. Возвраты"),
      p(
        "На списания за продление распространяются правила возврата из [условий обслуживания](/tos/). Если продление было непреднамеренным, напишите в биллинг в течение 7 дней: мы отменим продлённый срок и вернём деньги, если услугой с тех пор не пользовались.",
      ),
      h2("7. Споры"),
      p(
        "Прежде чем оспаривать списание в банке, свяжитесь с биллингом: большинство вопросов решается за рабочий день. Chargeback приостанавливает связанные услуги до разрешения спора.",
      ),
    ],
  },
};

// Spec §2 "payment offer" (decision 033): the public offer agreement for paid services. Payment
// providers require it to be published; paying an invoice accepts it.
const paymentOffer: PageSource = {
  type: "legalPage",
  kind: "payment-offer",
  effectiveDate: EFFECTIVE,
  en: {
    title: "Payment offer",
    seo: seo(
      "Public offer for paid services — Hostward payment offer",
      "The public offer of Hostward B.V. for paid hosting services: how paying an invoice accepts it, payment methods, currencies, when a payment counts and refunds.",
      ["public offer", "payment offer", "hosting payment terms", "offer agreement"],
      "This offer is what your payment accepts. It complements the terms of service with the money side of the agreement: which payment methods and currencies we accept, when a payment counts as made, how the account balance works, what the crypto minimum is and how refunds are returned. Companies paying by corporate invoice accept it the same way, by paying the invoice.",
    ),
    body: [
      p(
        `${COMPANY_EN} ("Hostward") offers the services sold on this website to anyone who accepts this offer. This page is a public offer: paying an order, an invoice or a balance top-up is full and unconditional acceptance of it together with the [terms of service](/tos/).`,
      ),
      h2("1. Subject"),
      p(
        "Hostward provides web hosting, virtual private servers, dedicated servers, VPN, backup storage and S3-compatible storage for the term and at the price shown on the site and in the order at the moment of payment. The service itself is described by its product page and the terms of service; this offer governs payment.",
      ),
      h2("2. Acceptance"),
      ul(
        "The offer is accepted when the money reaches Hostward through any of the payment methods below.",
        "Acceptance forms a contract on the terms published on the day of payment; later changes to this page apply from the next payment.",
        "If you pay on behalf of a company, you confirm that you may do so; the company becomes the customer.",
      ),
      h2("3. Prices and currencies"),
      ul(
        "Prices are shown in EUR, USD, GBP, UAH or RUR; the amount charged is the one in the order or invoice you pay.",
        "Customers in Russia pay in RUR and customers in Ukraine in UAH; PayPal does not accept RUR, so another currency is offered there.",
        "VAT is added where the law requires it and is shown separately before payment.",
        "Longer terms are cheaper per month; a discount applies only to the term it was shown for.",
      ),
      h2("4. Payment methods"),
      ul(
        "**Card**: charged through our PCI DSS certified card provider; a card saved for auto-renewal is charged under the [recurring payment terms](/recurring-payment-terms/).",
        "**Account balance**: money you topped up earlier; the balance is not a bank deposit and bears no interest.",
        "**Corporate invoice**: for verified legal entities; the invoice is paid by bank transfer within its due date.",
        "**Cryptocurrency**: Bitcoin, Ethereum, USDT, USDC and TRON networks; the minimum is 100 EUR or the provider's minimum, crypto is not available to US citizens and residents, and coins sent on the wrong blockchain are lost.",
      ),
      h2("5. When a payment counts"),
      p(
        "A card payment counts when the card provider confirms it, usually within seconds. A bank transfer counts when the money is on our account, usually in 1 to 3 working days. A crypto payment counts after the network confirmations shown on the payment page; an unpaid crypto invoice expires and its wallet is deactivated after 24 hours. The service is activated or renewed once the payment counts.",
      ),
      h2("6. Refunds"),
      ul(
        "Refunds follow the money-back periods of the terms of service (7 days for VPN; test periods for VPS).",
        "Money is returned the way it came: to the card, to the bank account of the company, or to the account balance; crypto payments are refunded to the balance.",
        "Balance money can be withdrawn on request, less the payment provider's fees, within 3 years after the last top-up.",
      ),
      h2("7. Documents"),
      p(
        "Every payment is confirmed by e-mail and appears in Transactions in the account, where paid invoices can be downloaded as PDF. Legal entities receive invoices and, for Russian companies on request, acceptance certificates.",
      ),
      h2("8. Provider details"),
      p(
        `${COMPANY_EN}. Questions about payments: [billing@${COMPANY_DOMAIN}](mailto:billing@${COMPANY_DOMAIN}) or a ticket to the billing department from the account.`,
      ),
    ],
  },
  ru: {
    title: "Публичная оферта",
    seo: seo(
      "Публичная оферта на платные услуги — Hostward",
      "Публичная оферта Hostward B.V. на платные услуги хостинга: как оплата счёта означает акцепт, способы оплаты, валюты, когда платёж зачислен и возвраты.",
      ["публичная оферта", "договор оферты", "оплата хостинга", "условия оплаты"],
      "Эту оферту принимает ваш платёж. Она дополняет условия обслуживания денежной стороной договора: какие способы оплаты и валюты мы принимаем, когда платёж считается совершённым, как работает баланс, каков минимум для криптовалюты и как возвращаются деньги. Компании, оплачивающие услуги по счёту, принимают оферту так же — оплатой счёта.",
    ),
    body: [
      p(
        `${COMPANY_RU} («Hostward») предлагает услуги, продаваемые на этом сайте, любому лицу, принявшему эту оферту. Эта страница — публичная оферта: оплата заказа, счёта или пополнение баланса означает полный и безоговорочный её акцепт вместе с [условиями обслуживания](/tos/).`,
      ),
      h2("1. Предмет"),
      p(
        "Hostward оказывает услуги хостинга, виртуальных и выделенных серверов, VPN, хранилища для бэкапов и S3-совместимого хранилища на срок и по цене, указанным на сайте и в заказе в момент оплаты. Сама услуга описана на её странице и в условиях обслуживания; эта оферта регулирует оплату.",
      ),
      h2("2. Акцепт"),
      ul(
        "Оферта принята, когда деньги поступили Hostward любым из перечисленных ниже способов.",
        "Акцепт заключает договор на условиях, опубликованных в день оплаты; последующие изменения этой страницы действуют со следующего платежа.",
        "Оплачивая за компанию, вы подтверждаете, что имеете на это право; заказчиком становится компания.",
      ),
      h2("3. Цены и валюты"),
      ul(
        "Цены показываются в EUR, USD, GBP, UAH или RUR; списывается сумма из заказа или счёта, который вы оплачиваете.",
        "Клиенты из России платят в рублях (RUR), клиенты из Украины — в гривнах (UAH); PayPal не принимает рубли, поэтому для него предлагается другая валюта.",
        "НДС добавляется, где этого требует закон, и показывается отдельно до оплаты.",
        "Чем длиннее срок, тем дешевле месяц; скидка действует только для срока, для которого она показана.",
      ),
      h2("4. Способы оплаты"),
      ul(
        "**Карта**: списание через сертифицированного по PCI DSS платёжного провайдера; карта, сохранённая для автопродления, списывается по [условиям рекуррентных платежей](/recurring-payment-terms/).",
        "**Баланс аккаунта**: деньги, внесённые ранее; баланс не является банковским вкладом, проценты на него не начисляются.",
        "**Счёт для юрлиц**: для проверенных юридических лиц; счёт оплачивается банковским переводом в указанный в нём срок.",
        "**Криптовалюта**: сети Bitcoin, Ethereum, USDT, USDC и TRON; минимальная сумма — 100 EUR или минимум провайдера, оплата криптовалютой недоступна гражданам и резидентам США, монеты, отправленные в неверной сети, теряются.",
      ),
      h2("5. Когда платёж зачислен"),
      p(
        "Платёж картой зачисляется, когда его подтвердил провайдер, обычно за несколько секунд. Банковский перевод — когда деньги поступили на наш счёт, обычно за 1–3 рабочих дня. Криптоплатёж — после подтверждений сети, указанных на странице оплаты; неоплаченный криптосчёт истекает, а его кошелёк отключается через 24 часа. Услуга активируется или продлевается после зачисления платежа.",
      ),
      h2("6. Возвраты"),
      ul(
        "Возвраты производятся в сроки гарантии возврата из условий обслуживания (7 дней для VPN; тестовые периоды для VPS).",
        "Деньги возвращаются тем же способом: на карту, на банковский счёт компании или на баланс аккаунта; криптоплатежи возвращаются на баланс.",
        "Деньги с баланса можно вывести по запросу за вычетом комиссии платёжного провайдера в течение 3 лет после последнего пополнения.",
      ),
      h2("7. Документы"),
      p(
        "Каждый платёж подтверждается письмом и отображается в разделе «Транзакции» личного кабинета, где оплаченные счета можно скачать в PDF. Юрлица получают счета, а российские компании по запросу — акты выполненных работ.",
      ),
      h2("8. Реквизиты исполнителя"),
      p(`${COMPANY_RU}. Вопросы об оплате: [billing@${COMPANY_DOMAIN}](mailto:billing@${COMPANY_DOMAIN}) или тикет в отдел биллинга из личного кабинета.`),
    ],
  },
};

export const legalPages: PageSource[] = [privacy, gdpr, tos, pdPolicy, pdConsent, recurring, paymentOffer];
