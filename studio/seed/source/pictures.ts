// Pictures of the page seed (decision 097): the illustrations in studio/seed/assets/ (drawn by
// scripts/content-illustrations.ts) with their alternative text in both languages. The seed build adds
// them to the home page and the product landings as Sanity import references (`_sanityAsset`).
import type { ProductLineId } from "../../../schemas/lib/site-model";
import type { Pair } from "./page-types";

export interface PictureSource {
  /** Relative to studio/seed/, as `sanity dataset import` reads it. */
  file: string;
  alt: Pair<string>;
}

export const homeHeroImage: PictureSource = {
  file: "assets/hero-home.svg",
  alt: {
    en: "A server rack with a globe, a padlock shield and status badges: hosting, servers and VPN in one place",
    ru: "Серверная стойка, глобус и щит с замком: хостинг, серверы и VPN в одном месте",
  },
};

export const productPictures: Record<ProductLineId, { heroImage: PictureSource; productImage?: PictureSource }> = {
  "web-hosting": {
    heroImage: {
      file: "assets/hero-web-hosting.svg",
      alt: { en: "A website in a browser window, served by a hosting server below it", ru: "Сайт в окне браузера, который отдаёт сервер хостинга" },
    },
    productImage: {
      file: "assets/product-web-hosting.svg",
      alt: { en: "A hosted website in a browser window", ru: "Сайт на хостинге в окне браузера" },
    },
  },
  vps: {
    heroImage: {
      file: "assets/hero-vps.svg",
      alt: {
        en: "Four virtual servers on one physical host, each with resources of its own",
        ru: "Четыре виртуальных сервера на одном физическом узле, у каждого свои ресурсы",
      },
    },
    productImage: {
      file: "assets/product-vps.svg",
      alt: { en: "A virtual server: three server units and a processor chip", ru: "Виртуальный сервер: три серверных блока и процессор" },
    },
  },
  dedicated: {
    heroImage: {
      file: "assets/hero-dedicated.svg",
      alt: { en: "A full rack of dedicated servers beside a processor chip", ru: "Полная стойка выделенных серверов рядом с процессором" },
    },
    productImage: {
      file: "assets/product-dedicated.svg",
      alt: { en: "A dedicated server rack with six units", ru: "Стойка выделенного сервера из шести блоков" },
    },
  },
  vpn: {
    heroImage: {
      file: "assets/hero-vpn.svg",
      alt: {
        en: "A padlock shield over a route that hops between servers around the globe",
        ru: "Щит с замком над маршрутом, который проходит через серверы в разных странах",
      },
    },
  },
  s3: {
    heroImage: {
      file: "assets/hero-s3.svg",
      alt: { en: "Two storage buckets under a cloud: S3-compatible object storage", ru: "Два хранилища под облаком: объектное хранилище, совместимое с S3" },
    },
  },
  backup: {
    heroImage: {
      file: "assets/hero-backup.svg",
      alt: {
        en: "A storage drum inside circular arrows: regular backups and restores",
        ru: "Дисковое хранилище в круговых стрелках: регулярные бэкапы и восстановление",
      },
    },
  },
};
