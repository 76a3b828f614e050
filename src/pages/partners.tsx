import { graphql, type HeadProps, type PageProps } from "gatsby";
import { useI18next, useTranslation } from "gatsby-plugin-react-i18next";
import { useSiteSettings } from "../components/layout";
import { SiteLayout } from "../templates/parts/site-layout";
import { Seo } from "../components/seo";
import type { ResolvedSeo } from "../build/page-types";
import { SmartLink } from "../components/smart-link";
import { isLanguage, localizePath, type Language } from "../lib/i18n-config";
import { formatPercent, pluralize } from "../lib/format";
import { CASHBACK_TIERS, PARTNER_MAX_RATE_PERCENT } from "../lib/rules/partner";
import { SCORING_MAX_AGE_SECONDS } from "../lib/domains";
import en from "../../locales/en/partners.json";
import ru from "../../locales/ru/partners.json";

// Cashback tiers as the hosting API applies them; the top rate is spec §9's "partner cashback up to 40%".
const TIERS = CASHBACK_TIERS.map((t) => ({ from: t.min_paying_referrals, percent: t.percent }));
const SCORING_DAYS = SCORING_MAX_AGE_SECONDS / 86_400;
const DAY_FORMS: Record<Language, { one: string; few?: string; many?: string; other?: string }> = {
  en: { one: "day", other: "days" },
  ru: { one: "день", few: "дня", many: "дней" },
};

type Data = { siteSettings: { partnersSeo: ResolvedSeo } };

export default function PartnersPage(_props: PageProps<Data>) {
  const { t } = useTranslation("partners", { keyPrefix: "partners" });
  const { language } = useI18next();
  const lang: Language = isLanguage(language) ? language : "en";
  // Spec §9 "partner cashback up to 40%": the siteSettings claim, so editors change it in one place.
  const max = formatPercent(useSiteSettings(lang).partnerCashbackPercent ?? PARTNER_MAX_RATE_PERCENT, lang);
  const days = `${SCORING_DAYS} ${pluralize(SCORING_DAYS, lang, DAY_FORMS[lang])}`;
  return (
    <SiteLayout
      breadcrumbs={[
        { name: "Hostward", path: localizePath("/", lang) },
        { name: t("title"), path: localizePath("/partners/", lang) },
      ]}
    >
      <section className="partners-hero">
        <h1>{t("title")}</h1>
        <p className="lead">{t("lead", { max })}</p>
        <p className="partners-hero__figure" aria-hidden="true">
          {max}
        </p>
        <p className="actions">
          <SmartLink href="/my/partner/" className="button">
            {t("cta")}
          </SmartLink>
        </p>
      </section>

      <section aria-labelledby="partners-how">
        <h2 id="partners-how">{t("howTitle")}</h2>
        <ol className="partners-steps">
          {(["link", "cookie", "cashback"] as const).map((step) => (
            <li key={step} className="card">
              <h3 className="card__title">{t(`steps.${step}.title`)}</h3>
              <p className="card__text">{t(`steps.${step}.text`, { days })}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="partners-tiers">
        <h2 id="partners-tiers">{t("tiersTitle")}</h2>
        <p className="muted">{t("tiersLead")}</p>
        <ul className="partners-tiers">
          {TIERS.map((tier) => (
            <li key={tier.from} className="card">
              <strong className="partners-tiers__rate">{formatPercent(tier.percent, lang)}</strong>
              <span>{tier.from === 0 ? t("tierStart") : t("tierFrom", { count: tier.from })}</span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="partners-faq">
        <h2 id="partners-faq">{t("faqTitle")}</h2>
        <dl className="partners-faq">
          {(["who", "how", "self"] as const).map((k) => (
            <div key={k}>
              <dt>{t(`faq.${k}.q`)}</dt>
              <dd>{t(`faq.${k}.a`)}</dd>
            </div>
          ))}
        </dl>
      </section>
    </SiteLayout>
  );
}

export const Head = ({ pageContext, data }: HeadProps<Data, { language?: string }>) => {
  const language: Language = isLanguage(pageContext.language) ? pageContext.language : "en";
  const text = (language === "ru" ? ru : en).partners;
  // From siteSettings.partnersSeo, resolved by the build like every page's metadata (decision 093).
  const seo = data.siteSettings.partnersSeo;
  return (
    <Seo
      language={language}
      seo={seo}
      breadcrumbs={[
        { name: seo.publisher.name, path: localizePath("/", language) },
        { name: text.title, path: localizePath("/partners/", language) },
      ]}
    />
  );
};

export const query = graphql`
  query PartnersPage($language: String!) {
    siteSettings(language: { eq: $language }) {
      partnersSeo
    }
    locales: allLocale(filter: { language: { eq: $language } }, sort: [{ ns: ASC }, { language: ASC }]) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
  }
`;
