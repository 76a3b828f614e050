// Help articles about virtual and dedicated servers and their security (4b, issue 4).
import { code, h2, info, ol, p, ul, warning } from "./dsl";
import type { ArticleSource } from "./types";

export const vpsArticles: ArticleSource[] = [
  {
    slug: "docker-on-vps",
    tags: ["vps"],
    publishedAt: "2026-05-12T10:00:00Z",
    en: {
      title: "Installing Docker on a VPS",
      excerpt:
        "Install Docker Engine and the Compose plugin from Docker's repository on Ubuntu or Debian, run a first container and keep its ports behind the firewall.",
      seo: {
        title: "Install Docker and Docker Compose on an Ubuntu VPS",
        description: "Install Docker Engine and the Compose plugin on a Hostward KVM VPS, run containers as a normal user and avoid Docker bypassing ufw.",
        keywords: ["Docker", "Docker Compose", "VPS", "Ubuntu", "containers"],
      },
      body: [
        p(
          "Every Hostward VPS runs on KVM with its own kernel, so Docker works without restrictions: no nested-virtualisation tricks, overlay2 storage on NVMe. One vCPU and 1 GB of RAM are enough for a couple of small containers; databases want 2 GB or more.",
        ),
        h2("Install Docker Engine"),
        code(
          "shell",
          `
          curl -fsSL https://get.docker.com -o get-docker.sh
          sudo sh get-docker.sh
          sudo usermod -aG docker $USER   # log out and in again
          docker run --rm hello-world
          docker compose version
        `,
        ),
        p(
          "The script adds Docker's own repository, so later `apt upgrade` runs update Docker too. Read the script before running it, or follow the manual steps in the [Docker documentation](https://docs.docker.com/engine/install/ubuntu/).",
        ),
        h2("Mind the firewall"),
        warning(
          "Ports published with -p are opened by Docker in iptables directly and ignore ufw rules. Publish internal services on 127.0.0.1 only, for example -p 127.0.0.1:5432:5432.",
        ),
        p(
          "Put a reverse proxy (nginx, Caddy or Traefik) in front of web containers, and see [Protecting a server with ufw](/help/ufw-firewall/) for the rest of the rules.",
        ),
      ],
    },
    ru: {
      title: "Установка Docker на VPS",
      excerpt:
        "Установите Docker Engine и плагин Compose из репозитория Docker на Ubuntu или Debian, запустите первый контейнер и спрячьте порты за файрволом.",
      seo: {
        title: "Установка Docker и Docker Compose на VPS с Ubuntu",
        description: "Как установить Docker Engine и Compose на KVM VPS Hostward, запускать контейнеры без root и не дать Docker обойти правила ufw.",
        keywords: ["Docker", "Docker Compose", "VPS", "Ubuntu", "контейнеры"],
      },
      body: [
        p(
          "Все VPS Hostward работают на KVM со своим ядром, поэтому Docker работает без ограничений: никаких ухищрений с вложенной виртуализацией, хранилище overlay2 на NVMe. Для пары небольших контейнеров хватит 1 vCPU и 1 ГБ памяти; базам данных нужно от 2 ГБ.",
        ),
        h2("Установите Docker Engine"),
        code(
          "shell",
          `
          curl -fsSL https://get.docker.com -o get-docker.sh
          sudo sh get-docker.sh
          sudo usermod -aG docker $USER   # затем перезайдите
          docker run --rm hello-world
          docker compose version
        `,
        ),
        p(
          "Скрипт подключает собственный репозиторий Docker, так что дальше Docker обновляется вместе с `apt upgrade`. Прочитайте скрипт перед запуском или установите вручную по [документации Docker](https://docs.docker.com/engine/install/ubuntu/).",
        ),
        h2("Помните о файрволе"),
        warning(
          "Порты, опубликованные через -p, Docker открывает напрямую в iptables, в обход правил ufw. Внутренние сервисы публикуйте только на 127.0.0.1, например -p 127.0.0.1:5432:5432.",
        ),
        p(
          "Поставьте перед веб-контейнерами обратный прокси (nginx, Caddy или Traefik), а остальные правила настройте по статье [Защита сервера с помощью ufw](/help/ufw-firewall/).",
        ),
      ],
    },
  },
  {
    slug: "ufw-firewall",
    tags: ["vps", "security"],
    publishedAt: "2026-05-15T10:00:00Z",
    en: {
      title: "Protecting a server with ufw",
      excerpt: "Close everything except SSH and the web ports in five commands, without locking yourself out, on Ubuntu and Debian.",
      seo: {
        title: "ufw firewall on Ubuntu: safe setup for a VPS",
        description:
          "Set up ufw on a Hostward VPS: allow SSH first, open HTTP and HTTPS, limit SSH attempts and recover through the VNC console if locked out.",
        keywords: ["ufw", "firewall", "Ubuntu", "iptables", "VPS security"],
      },
      body: [
        p(
          "A fresh VPS answers on every port its services listen on. ufw (Uncomplicated Firewall) is installed on our Ubuntu images and turns “deny everything except…” into a few readable commands.",
        ),
        h2("Basic rules"),
        code(
          "shell",
          `
          sudo ufw default deny incoming
          sudo ufw default allow outgoing
          sudo ufw limit 22/tcp        # SSH, with brute-force rate limiting
          sudo ufw allow 80,443/tcp    # web server
          sudo ufw enable
          sudo ufw status verbose
        `,
        ),
        warning("Allow SSH before you run ufw enable. If SSH listens on another port, allow that port instead of 22."),
        h2("Locked out anyway?"),
        ol(
          "Open the VNC console from the VPS page in your account: it works without network access to the server.",
          "Log in as root and run `ufw disable`, fix the rules, enable ufw again.",
        ),
        info("Our network filters DDoS floods before they reach the VPS; ufw decides which ordinary connections your server accepts. You need both."),
      ],
    },
    ru: {
      title: "Защита сервера с помощью ufw",
      excerpt: "Закройте всё, кроме SSH и веб-портов, пятью командами и не потеряйте доступ к серверу на Ubuntu и Debian.",
      seo: {
        title: "Файрвол ufw на Ubuntu: безопасная настройка VPS",
        description:
          "Настройка ufw на VPS Hostward: сначала разрешаем SSH, открываем HTTP и HTTPS, ограничиваем попытки входа и восстанавливаем доступ через VNC.",
        keywords: ["ufw", "файрвол", "Ubuntu", "iptables", "безопасность VPS"],
      },
      body: [
        p(
          "Новый VPS отвечает на всех портах, которые слушают его службы. ufw (Uncomplicated Firewall) уже есть в наших образах Ubuntu и превращает правило «запретить всё, кроме…» в несколько понятных команд.",
        ),
        h2("Базовые правила"),
        code(
          "shell",
          `
          sudo ufw default deny incoming
          sudo ufw default allow outgoing
          sudo ufw limit 22/tcp        # SSH с ограничением перебора
          sudo ufw allow 80,443/tcp    # веб-сервер
          sudo ufw enable
          sudo ufw status verbose
        `,
        ),
        warning("Разрешите SSH до команды ufw enable. Если SSH слушает другой порт, разрешите его вместо 22."),
        h2("Всё-таки потеряли доступ?"),
        ol(
          "Откройте VNC-консоль на странице VPS в личном кабинете: она работает без сетевого доступа к серверу.",
          "Войдите как root, выполните `ufw disable`, исправьте правила и снова включите ufw.",
        ),
        info("Наша сеть отсекает DDoS-атаки до того, как они дойдут до VPS, а ufw решает, какие обычные соединения принимает ваш сервер. Нужно и то и другое."),
      ],
    },
  },
  {
    slug: "fail2ban",
    tags: ["vps", "security"],
    publishedAt: "2026-05-19T10:00:00Z",
    en: {
      title: "Blocking password guessing with fail2ban",
      excerpt: "fail2ban reads logs and bans addresses that keep failing to log in over SSH, to mail or to WordPress. A working configuration in one file.",
      seo: {
        title: "fail2ban on a VPS: stop SSH brute-force attacks",
        description: "Install and configure fail2ban on a Hostward VPS to ban IPs after failed SSH logins, check banned addresses and unban yourself.",
        keywords: ["fail2ban", "SSH brute force", "VPS security", "jail.local", "Ubuntu"],
      },
      body: [
        p(
          "Every server on the internet sees thousands of SSH login attempts a day. Keys stop them from succeeding; fail2ban stops them from filling your logs and wasting CPU by banning an address after a few failures.",
        ),
        h2("Install and configure"),
        code(
          "shell",
          `
          sudo apt install fail2ban
          sudo tee /etc/fail2ban/jail.local >/dev/null <<'CONF'
          [DEFAULT]
          bantime  = 1h
          findtime = 10m
          maxretry = 5
          ignoreip = 127.0.0.1/8 YOUR_OFFICE_IP

          [sshd]
          enabled = true
          CONF
          sudo systemctl restart fail2ban
        `,
        ),
        h2("Everyday commands"),
        code(
          "shell",
          `
          sudo fail2ban-client status sshd
          sudo fail2ban-client set sshd unbanip 203.0.113.7
        `,
        ),
        info("Put the addresses you work from into ignoreip, so a mistyped password never locks you out."),
        p("fail2ban helps most when password login is turned off altogether: see [Connecting to a VPS over SSH](/help/connect-to-vps-over-ssh/)."),
      ],
    },
    ru: {
      title: "Защита от подбора паролей с fail2ban",
      excerpt:
        "fail2ban читает логи и блокирует адреса, с которых раз за разом не удаётся войти по SSH, в почту или в WordPress. Рабочая конфигурация в одном файле.",
      seo: {
        title: "fail2ban на VPS: защита SSH от перебора паролей",
        description:
          "Как установить и настроить fail2ban на VPS Hostward: блокировка IP после неудачных входов по SSH, просмотр блокировок и разблокировка себя.",
        keywords: ["fail2ban", "перебор паролей SSH", "безопасность VPS", "jail.local", "Ubuntu"],
      },
      body: [
        p(
          "Любой сервер в интернете видит тысячи попыток входа по SSH в день. Ключи не дают им увенчаться успехом, а fail2ban не даёт забивать логи и тратить процессор: после нескольких неудач адрес блокируется.",
        ),
        h2("Установите и настройте"),
        code(
          "shell",
          `
          sudo apt install fail2ban
          sudo tee /etc/fail2ban/jail.local >/dev/null <<'CONF'
          [DEFAULT]
          bantime  = 1h
          findtime = 10m
          maxretry = 5
          ignoreip = 127.0.0.1/8 YOUR_OFFICE_IP

          [sshd]
          enabled = true
          CONF
          sudo systemctl restart fail2ban
        `,
        ),
        h2("Команды на каждый день"),
        code(
          "shell",
          `
          sudo fail2ban-client status sshd
          sudo fail2ban-client set sshd unbanip 203.0.113.7
        `,
        ),
        info("Впишите в ignoreip адреса, с которых вы работаете, — тогда ошибка в пароле никогда не заблокирует вас самих."),
        p("Больше всего пользы от fail2ban, когда вход по паролю вообще отключён: см. [Подключение к VPS по SSH](/help/connect-to-vps-over-ssh/)."),
      ],
    },
  },
  {
    slug: "windows-vps-rdp",
    tags: ["vps"],
    publishedAt: "2026-05-22T10:00:00Z",
    en: {
      title: "Connecting to a Windows VPS over RDP",
      excerpt: "Log in to Windows Server from Windows, macOS, Linux or a phone with Remote Desktop, change the default port and keep RDP safe.",
      seo: {
        title: "Remote Desktop (RDP) to a Windows Server VPS",
        description:
          "Connect to a Hostward Windows VPS with Remote Desktop from any system, copy files through the clipboard and protect RDP from password attacks.",
        keywords: ["RDP", "Windows VPS", "Remote Desktop", "Windows Server", "mstsc"],
      },
      body: [
        p(
          "Windows VPS plans come with Windows Server 2022 and a licence included. The IP address and the Administrator password are on the order page (**Services → VPS → Access**) as soon as installation finishes, usually within 15 minutes.",
        ),
        h2("Connect"),
        ul(
          "Windows: press Win+R, type `mstsc`, enter the IP address and log in as Administrator.",
          "macOS and iPhone/iPad: the Windows App (formerly Microsoft Remote Desktop) from the App Store.",
          "Linux: Remmina or `xfreerdp /v:SERVER_IP /u:Administrator`. Android: the Windows App from Google Play.",
        ),
        h2("Keep RDP safe"),
        p(
          "Port 3389 is the most attacked port on the internet. Change the Administrator password to a long one at first login, allow RDP only from your addresses in Windows Defender Firewall, or connect through our [VPN](/help/connect-to-vpn/) and close RDP to everyone else.",
        ),
        warning(
          "Windows does not lock accounts after failed RDP logins by default. Set an account lockout policy (secpol.msc, Account Lockout Policy) before you open the server to the internet.",
        ),
      ],
    },
    ru: {
      title: "Подключение к Windows VPS по RDP",
      excerpt: "Как зайти на Windows Server с Windows, macOS, Linux или телефона через удалённый рабочий стол, сменить стандартный порт и обезопасить RDP.",
      seo: {
        title: "Удалённый рабочий стол (RDP) к VPS с Windows Server",
        description: "Подключение к Windows VPS Hostward по RDP с любой системы, копирование файлов через буфер обмена и защита RDP от подбора пароля.",
        keywords: ["RDP", "Windows VPS", "удалённый рабочий стол", "Windows Server", "mstsc"],
      },
      body: [
        p(
          "На тарифах Windows VPS установлен Windows Server 2022, лицензия включена в цену. IP-адрес и пароль Administrator появляются на странице заказа (**Услуги → VPS → Доступ**), как только закончится установка — обычно в течение 15 минут.",
        ),
        h2("Подключитесь"),
        ul(
          "Windows: нажмите Win+R, введите `mstsc`, укажите IP-адрес и войдите как Administrator.",
          "macOS и iPhone/iPad: приложение Windows App (бывший Microsoft Remote Desktop) из App Store.",
          "Linux: Remmina или `xfreerdp /v:SERVER_IP /u:Administrator`. Android: Windows App из Google Play.",
        ),
        h2("Защитите RDP"),
        p(
          "Порт 3389 — самый атакуемый порт в интернете. При первом входе смените пароль Administrator на длинный, разрешите RDP в брандмауэре Windows только со своих адресов или подключайтесь через наш [VPN](/help/connect-to-vpn/), закрыв RDP для остальных.",
        ),
        warning(
          "По умолчанию Windows не блокирует учётную запись после неудачных входов по RDP. Настройте политику блокировки (secpol.msc, «Политика блокировки учётной записи») до того, как откроете сервер в интернет.",
        ),
      ],
    },
  },
  {
    slug: "server-monitoring",
    tags: ["vps"],
    publishedAt: "2026-05-26T10:00:00Z",
    en: {
      title: "Monitoring a server: load, memory, disk and uptime",
      excerpt: "What the graphs in your account show, which commands to run when the server feels slow, and how to get an alert before the disk fills up.",
      seo: {
        title: "VPS monitoring: CPU, RAM, disk graphs and alerts",
        description: "Read the CPU, memory, disk and traffic graphs of a Hostward VPS, find what slows a server with top and iotop, and set up uptime alerts.",
        keywords: ["server monitoring", "VPS load", "htop", "disk space", "uptime alerts"],
      },
      body: [
        p(
          "The VPS page in your account shows graphs of CPU, memory, disk operations and traffic for the last hour, day and month. They are collected from the outside, so they keep working even when the server itself does not answer.",
        ),
        h2("When the server is slow"),
        code(
          "shell",
          `
          uptime                 # load average vs. the number of vCPUs
          free -h                # is swap in use?
          df -h && df -i         # free space and free inodes
          sudo iotop -o          # who is writing to disk
          journalctl -p err -b   # errors since the last boot
        `,
        ),
        p(
          "A load average that stays above the number of vCPUs means processes are waiting for CPU: move to a larger plan ([Changing the plan of a VPS](/help/change-vps-plan/)) or find the process that is looping.",
        ),
        h2("Alerts"),
        p(
          "Turn on **Notifications → Server unavailable** in the account to get an e-mail when a server stops answering pings for five minutes. For service-level checks (a site's HTTP status, a database's replication lag) install an agent such as Netdata or Prometheus node_exporter.",
        ),
        info("A full disk is the most common cause of a sudden outage: databases stop writing and sessions break. Set an alert at 85% used."),
      ],
    },
    ru: {
      title: "Мониторинг сервера: нагрузка, память, диск и доступность",
      excerpt:
        "Что показывают графики в личном кабинете, какие команды запускать, если сервер тормозит, и как получить предупреждение, пока диск не переполнился.",
      seo: {
        title: "Мониторинг VPS: графики CPU, памяти, диска и оповещения",
        description:
          "Как читать графики CPU, памяти, диска и трафика VPS Hostward, найти причину торможения через top и iotop и настроить оповещения о недоступности.",
        keywords: ["мониторинг сервера", "нагрузка VPS", "htop", "место на диске", "оповещения"],
      },
      body: [
        p(
          "На странице VPS в личном кабинете есть графики загрузки процессора, памяти, дисковых операций и трафика за час, сутки и месяц. Они снимаются снаружи, поэтому работают, даже когда сам сервер не отвечает.",
        ),
        h2("Если сервер тормозит"),
        code(
          "shell",
          `
          uptime                 # load average по сравнению с числом vCPU
          free -h                # используется ли swap?
          df -h && df -i         # свободное место и свободные inode
          sudo iotop -o          # кто пишет на диск
          journalctl -p err -b   # ошибки с последней загрузки
        `,
        ),
        p(
          "Если load average долго выше числа vCPU, процессы ждут процессор: перейдите на тариф побольше ([Смена тарифа VPS](/help/change-vps-plan/)) или найдите зациклившийся процесс.",
        ),
        h2("Оповещения"),
        p(
          "Включите в кабинете **Уведомления → Сервер недоступен** — придёт письмо, если сервер пять минут не отвечает на ping. Для проверок на уровне сервисов (HTTP-статус сайта, отставание реплики базы) поставьте агент вроде Netdata или Prometheus node_exporter.",
        ),
        info(
          "Заполненный диск — самая частая причина внезапной аварии: базы перестают писать, сессии ломаются. Настройте предупреждение при заполнении на 85%.",
        ),
      ],
    },
  },
  {
    slug: "ipv6-on-vps",
    tags: ["vps", "domains-dns"],
    publishedAt: "2026-06-01T10:00:00Z",
    en: {
      title: "Using IPv6 on a VPS",
      excerpt: "Every VPS gets a /64 IPv6 subnet. How to find it, add more addresses, publish an AAAA record and check that your site answers over IPv6.",
      seo: {
        title: "IPv6 on a VPS: /64 subnet, AAAA record, testing",
        description: "Find the IPv6 /64 of your Hostward VPS, configure extra addresses with netplan, add an AAAA record and test your site over IPv6.",
        keywords: ["IPv6", "AAAA record", "netplan", "/64 subnet", "VPS"],
      },
      body: [
        p(
          "Each VPS comes with one IPv4 address and a routed **/64 IPv6 subnet** at no extra cost. The first address of the subnet is configured automatically; the subnet is shown on the VPS page under **Network**.",
        ),
        h2("Add an address"),
        code(
          "yaml",
          `
          # /etc/netplan/60-ipv6.yaml, then: sudo netplan apply
          network:
            version: 2
            ethernets:
              eth0:
                addresses:
                  - 2a0b:1234:5678:9abc::10/64
        `,
        ),
        h2("Publish and test"),
        p(
          "Add an `AAAA` record with the address next to the site's `A` record ([Pointing a domain at your site or server](/help/point-domain-to-hosting/)), make sure the web server listens on IPv6 (`listen [::]:443 ssl;` in nginx) and allow the ports in the firewall: ufw handles IPv4 and IPv6 together when `IPV6=yes` in `/etc/default/ufw`.",
        ),
        code(
          "shell",
          `
          curl -6 -I https://example.com
          ping -6 -c 3 example.com
        `,
        ),
        info("Reverse records for IPv6 addresses are set per address, like for IPv4: see the article on reverse DNS."),
      ],
    },
    ru: {
      title: "IPv6 на VPS",
      excerpt: "Каждому VPS выдаётся подсеть IPv6 /64. Где её найти, как добавить адреса, опубликовать AAAA-запись и проверить, что сайт отвечает по IPv6.",
      seo: {
        title: "IPv6 на VPS: подсеть /64, AAAA-запись и проверка",
        description: "Где найти подсеть IPv6 /64 вашего VPS Hostward, как добавить адреса через netplan, создать AAAA-запись и проверить сайт по IPv6.",
        keywords: ["IPv6", "AAAA-запись", "netplan", "подсеть /64", "VPS"],
      },
      body: [
        p(
          "К каждому VPS бесплатно прилагаются один IPv4-адрес и маршрутизируемая **подсеть IPv6 /64**. Первый адрес подсети настраивается автоматически; саму подсеть видно на странице VPS в разделе **Сеть**.",
        ),
        h2("Добавьте адрес"),
        code(
          "yaml",
          `
          # /etc/netplan/60-ipv6.yaml, затем: sudo netplan apply
          network:
            version: 2
            ethernets:
              eth0:
                addresses:
                  - 2a0b:1234:5678:9abc::10/64
        `,
        ),
        h2("Опубликуйте и проверьте"),
        p(
          "Добавьте `AAAA`-запись с адресом рядом с `A`-записью сайта ([Как направить домен на сайт или сервер](/help/point-domain-to-hosting/)), убедитесь, что веб-сервер слушает IPv6 (`listen [::]:443 ssl;` в nginx), и откройте порты в файрволе: ufw обрабатывает IPv4 и IPv6 вместе, если в `/etc/default/ufw` стоит `IPV6=yes`.",
        ),
        code(
          "shell",
          `
          curl -6 -I https://example.com
          ping -6 -c 3 example.com
        `,
        ),
        info("Обратные записи для IPv6 задаются на каждый адрес отдельно, так же как для IPv4: см. статью про обратную зону DNS."),
      ],
    },
  },
  {
    slug: "ddos-protection",
    tags: ["security", "vps"],
    publishedAt: "2026-06-05T10:00:00Z",
    en: {
      title: "How DDoS protection works on Hostward",
      excerpt:
        "Every VPS is filtered against floods up to 10 Gbps for free; dedicated servers can add hardware filtering up to 250 Gbps. What is covered and what to do during an attack.",
      seo: {
        title: "DDoS protection for VPS and dedicated servers",
        description:
          "Free network DDoS filtering up to 10 Gbps on every Hostward VPS, optional hardware protection up to 250 Gbps, and what to do during an attack.",
        keywords: ["DDoS protection", "anti-DDoS", "VPS", "dedicated server", "L7 attack"],
      },
      body: [
        p(
          "Traffic to every VPS passes our filtering at the network edge. Volumetric floods (UDP, SYN, amplification through DNS, NTP, memcached) are dropped there, up to **10 Gbps per VPS at no charge**. For dedicated servers and busy projects there is an optional hardware filter that absorbs attacks up to **250 Gbps**.",
        ),
        h2("What it covers"),
        ul(
          "Network and transport floods (L3/L4): always on, no configuration.",
          "Application-level attacks (L7, such as HTTP request floods) look like normal visitors and need rules for your site: rate limits in nginx, a captcha on login forms, caching.",
        ),
        h2("During an attack"),
        p(
          "If an attack exceeds the free threshold, the address is briefly null-routed to protect the other customers on the network, and you get an e-mail. Open a ticket: we can move the address behind the hardware filter, usually within an hour.",
        ),
        info(
          "Hide the real IP of a site behind a CDN or our filter, and do not reveal it in mail headers or DNS history: attackers often aim at the origin address.",
        ),
      ],
    },
    ru: {
      title: "Как устроена защита от DDoS в Hostward",
      excerpt:
        "Каждый VPS бесплатно защищён от атак до 10 Гбит/с; к выделенным серверам можно подключить аппаратную фильтрацию до 250 Гбит/с. Что покрывает защита и что делать во время атаки.",
      seo: {
        title: "Защита от DDoS для VPS и выделенных серверов",
        description:
          "Бесплатная сетевая фильтрация DDoS до 10 Гбит/с на каждом VPS Hostward, аппаратная защита до 250 Гбит/с и порядок действий во время атаки.",
        keywords: ["защита от DDoS", "anti-DDoS", "VPS", "выделенный сервер", "атака L7"],
      },
      body: [
        p(
          "Трафик к каждому VPS проходит фильтрацию на границе нашей сети. Объёмные атаки (UDP, SYN, амплификация через DNS, NTP, memcached) отсекаются там же — **до 10 Гбит/с на VPS бесплатно**. Для выделенных серверов и нагруженных проектов есть аппаратный фильтр, который выдерживает атаки **до 250 Гбит/с**.",
        ),
        h2("Что покрывает защита"),
        ul(
          "Атаки на сетевом и транспортном уровнях (L3/L4): работает всегда, настраивать ничего не нужно.",
          "Атаки на уровне приложения (L7, например поток HTTP-запросов) выглядят как обычные посетители, и для них нужны правила под ваш сайт: лимиты в nginx, капча на форме входа, кэширование.",
        ),
        h2("Во время атаки"),
        p(
          "Если атака превышает бесплатный порог, адрес ненадолго блокируется на уровне маршрутизации, чтобы защитить остальных клиентов сети, и вам приходит письмо. Напишите тикет: мы переведём адрес за аппаратный фильтр, обычно в течение часа.",
        ),
        info(
          "Спрячьте настоящий IP сайта за CDN или нашим фильтром и не раскрывайте его в заголовках писем и истории DNS: атакующие часто целятся именно в исходный адрес.",
        ),
      ],
    },
  },
  {
    slug: "change-vps-plan",
    tags: ["vps", "billing"],
    publishedAt: "2026-06-09T10:00:00Z",
    en: {
      title: "Changing the plan of a VPS",
      excerpt: "Move to a larger plan in a few clicks: you pay only the difference for the rest of the period, the server restarts once and the disk grows.",
      seo: {
        title: "Upgrade a VPS plan: surcharge, restart, larger disk",
        description:
          "Upgrade a Hostward VPS to more vCPU, RAM and NVMe: how the surcharge is calculated, what happens on restart and how to grow the file system.",
        keywords: ["VPS upgrade", "change plan", "resize disk", "growpart", "resize2fs"],
      },
      body: [
        p(
          "You can move a VPS to a larger plan at any time from **Services → VPS → Change plan**. The price difference is charged for the days left in the paid period; the new price applies from the next renewal.",
        ),
        h2("What happens"),
        ol(
          "Pay the surcharge (from the balance or by card).",
          "The VPS restarts once to receive the new vCPU and memory; this takes about a minute.",
          "The virtual disk grows. Our Linux images extend the partition and file system automatically on boot.",
        ),
        h2("If the disk did not grow"),
        code(
          "shell",
          `
          lsblk                          # the disk is larger than the partition?
          sudo growpart /dev/vda 1
          sudo resize2fs /dev/vda1       # ext4; for XFS: sudo xfs_growfs /
        `,
        ),
        warning("A disk cannot be made smaller. Moving to a smaller plan means ordering a new VPS and copying the data."),
      ],
    },
    ru: {
      title: "Смена тарифа VPS",
      excerpt: "Перейдите на тариф побольше в пару кликов: доплата только за остаток периода, сервер один раз перезагрузится, а диск увеличится.",
      seo: {
        title: "Повышение тарифа VPS: доплата, перезагрузка, диск",
        description: "Как перейти на VPS Hostward с большим числом vCPU, памяти и NVMe: расчёт доплаты, перезагрузка и расширение файловой системы.",
        keywords: ["смена тарифа VPS", "апгрейд VPS", "увеличить диск", "growpart", "resize2fs"],
      },
      body: [
        p(
          "Перевести VPS на тариф побольше можно в любой момент: **Услуги → VPS → Сменить тариф**. Разница в цене списывается за дни, оставшиеся до конца оплаченного периода, а новая цена действует со следующего продления.",
        ),
        h2("Что происходит"),
        ol(
          "Вы оплачиваете доплату (с баланса или картой).",
          "VPS один раз перезагружается, чтобы получить новые vCPU и память; это занимает около минуты.",
          "Виртуальный диск увеличивается. Наши образы Linux сами расширяют раздел и файловую систему при загрузке.",
        ),
        h2("Если диск не увеличился"),
        code(
          "shell",
          `
          lsblk                          # диск больше раздела?
          sudo growpart /dev/vda 1
          sudo resize2fs /dev/vda1       # ext4; для XFS: sudo xfs_growfs /
        `,
        ),
        warning("Уменьшить диск нельзя. Чтобы перейти на тариф меньше, закажите новый VPS и перенесите данные."),
      ],
    },
  },
  {
    slug: "dedicated-server-first-steps",
    tags: ["vps", "security"],
    publishedAt: "2026-06-12T10:00:00Z",
    en: {
      title: "First steps with a dedicated server",
      excerpt: "When the server is handed over, how to reach it through IPMI, reinstall the system, check the RAID and the disks' health.",
      seo: {
        title: "Dedicated server first steps: IPMI, RAID, disk health",
        description:
          "Your Hostward dedicated server is ready: log in over SSH or IPMI, check the RAID array and SMART status, and reinstall the OS from the account.",
        keywords: ["dedicated server", "IPMI", "RAID", "smartctl", "bare metal"],
      },
      body: [
        p(
          "Each dedicated server is tested for 48 hours under load before it is handed over. When it is ready you get an e-mail with the IP address, the root password and access to **IPMI**, the out-of-band console that works even when the system does not boot.",
        ),
        h2("Check the hardware"),
        code(
          "shell",
          `
          lscpu | head -20
          cat /proc/mdstat              # software RAID state
          sudo smartctl -H /dev/nvme0   # disk health: PASSED
          sudo smartctl -H /dev/nvme1
        `,
        ),
        h2("Reinstall or install your own system"),
        p(
          "The account offers Ubuntu, Debian, AlmaLinux, Rocky Linux, Proxmox VE and Windows Server images with software RAID set up for you. For anything else, mount your ISO through the IPMI virtual media and install it as on a local machine.",
        ),
        warning(
          "IPMI gives full control over the server. Change its password at once and allow access only from your addresses; we can put IPMI on a private VPN address on request.",
        ),
      ],
    },
    ru: {
      title: "Первые шаги с выделенным сервером",
      excerpt: "Что делать, когда сервер передан: как зайти через IPMI, переустановить систему, проверить RAID и состояние дисков.",
      seo: {
        title: "Выделенный сервер: IPMI, RAID, проверка дисков",
        description: "Ваш выделенный сервер Hostward готов: вход по SSH или IPMI, проверка RAID-массива и SMART, переустановка ОС из личного кабинета.",
        keywords: ["выделенный сервер", "IPMI", "RAID", "smartctl", "bare metal"],
      },
      body: [
        p(
          "Каждый выделенный сервер перед передачей 48 часов тестируется под нагрузкой. Когда он готов, приходит письмо с IP-адресом, паролем root и доступом к **IPMI** — внеполосной консоли, которая работает, даже если система не загружается.",
        ),
        h2("Проверьте оборудование"),
        code(
          "shell",
          `
          lscpu | head -20
          cat /proc/mdstat              # состояние программного RAID
          sudo smartctl -H /dev/nvme0   # здоровье диска: PASSED
          sudo smartctl -H /dev/nvme1
        `,
        ),
        h2("Переустановите систему или поставьте свою"),
        p(
          "В личном кабинете есть образы Ubuntu, Debian, AlmaLinux, Rocky Linux, Proxmox VE и Windows Server с уже настроенным программным RAID. Любую другую систему можно поставить со своего ISO через виртуальный привод IPMI, как на локальной машине.",
        ),
        warning(
          "IPMI даёт полный контроль над сервером. Сразу смените пароль и разрешите доступ только со своих адресов; по запросу мы переведём IPMI на приватный адрес в VPN.",
        ),
      ],
    },
  },
];
