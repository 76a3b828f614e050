import { graphql, type HeadProps, type PageProps } from "gatsby";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { SiteLayout } from "./parts/site-layout";
import { Seo } from "../components/seo";
import { JsonLd } from "../components/json-ld";
import { organizationLd } from "../components/structured-data";
import { Sections } from "../components/sections";
import { ConfiguratorBands } from "./parts/configurator-bands";
import { LongText } from "../components/long-text";
import { SmartLink } from "../components/smart-link";
import { IndexGroups } from "../components/index-groups";
import { Icon, LineIcon } from "../components/icons";
import { VpnTabs } from "../components/vpn-tabs";
import { ContactsForms } from "./parts/contacts-forms";
import { Picture } from "../components/picture";
import type { LandingContext } from "../build/page-types";
import { localizePath } from "../lib/i18n-config";

/** The hero picture's rendered width (site.css, .page-hero__picture): beside the text on wide screens, under it on phones. */
const HERO_PICTURE_SIZES = "(min-width: 1024px) 480px, (min-width: 452px) 420px, calc(100vw - 32px)";

export default function LandingPage({ pageContext }: PageProps<unknown, LandingContext>) {
  const { t } = useTranslation();
  const ctx = pageContext;
  const isVpn = ctx.productLine === "vpn" && ctx.kind === "product";
  const hasHero = ctx.sections[0]?._type === "hero";
  return (
    <SiteLayout breadcrumbs={ctx.breadcrumbs} wide>
      <section className={`page-hero${ctx.kind === "home" ? " page-hero--home" : ""}${ctx.heroImage ? " page-hero--picture" : ""}`}>
        <div className="container page-hero__inner">
          <div className="page-hero__text">
            {ctx.productLine && ctx.kind !== "home" ? <LineIcon line={ctx.productLine} /> : null}
            {ctx.location ? (
              <p className="page-hero__eyebrow">
                <span aria-hidden="true">{ctx.location.flag}</span>{" "}
                {t("site:site.location.datacentre", { city: ctx.location.city, country: ctx.location.name })}
              </p>
            ) : null}
            <h1>{ctx.title}</h1>
            <p className="lead">{ctx.lead}</p>
          </div>
          {ctx.heroImage ? <Picture picture={ctx.heroImage} sizes={HERO_PICTURE_SIZES} priority className="page-hero__picture" /> : null}
        </div>
      </section>
      {isVpn ? (
        // Spec §6: shown instead of the tabs when the VPN rule hides the VPN (`.site--vpn-hidden`, set by
        // the boot script on the static page and by the Layout on others; site.css).
        <div className="container vpn-unavailable">
          <div className="notice notice--warning" role="status" data-testid="vpn-unavailable">
            <p>{t("site:site.vpn.unavailable")}</p>
            {/* The login screen's language follows `next`'s prefix (decision 076): a Russian visitor stays in Russian. */}
            <SmartLink href={`/auth/login/?next=${localizePath("/vpn/", ctx.language)}`} className="button">
              {t("site:site.vpn.signIn")}
            </SmartLink>
          </div>
        </div>
      ) : null}
      {isVpn && ctx.vpnModes.length ? <VpnTabs modes={ctx.vpnModes} /> : null}
      <div className={hasHero ? "sections sections--after-hero" : "sections"}>
        <Sections sections={ctx.sections} afterPlans={ctx.configurator && ctx.kind === "product" ? <ConfiguratorBands data={ctx.configurator} /> : null} />
      </div>
      {ctx.indexGroups?.length ? <IndexGroups groups={ctx.indexGroups} /> : null}
      {ctx.infoKind === "contacts" && ctx.contacts ? (
        <section className="band band--plain" aria-labelledby="contact-details">
          <div className="container contact-grid">
            <div className="card">
              <h2 id="contact-details">{t("site:site.menu.contacts")}</h2>
              <dl className="contact-list">
                {ctx.contacts.email ? (
                  <>
                    <dt>{t("site:site.contacts.email")}</dt>
                    <dd>
                      <SmartLink href={`mailto:${ctx.contacts.email}`}>{ctx.contacts.email}</SmartLink>
                    </dd>
                  </>
                ) : null}
                {ctx.contacts.phone ? (
                  <>
                    <dt>{t("site:site.contacts.phone")}</dt>
                    <dd>
                      <SmartLink href={`tel:${ctx.contacts.phone.replace(/[^+\d]/g, "")}`}>{ctx.contacts.phone}</SmartLink>
                    </dd>
                  </>
                ) : null}
                {ctx.contacts.address ? (
                  <>
                    <dt>{t("site:site.contacts.address")}</dt>
                    <dd>
                      <address>
                        {ctx.contacts.address.split("\n").map((l, i) => (
                          <span key={i}>
                            {l}
                            <br />
                          </span>
                        ))}
                      </address>
                    </dd>
                  </>
                ) : null}
              </dl>
            </div>
            <div className="card">
              <h2>{t("site:site.contacts.subjects")}</h2>
              <ul className="checklist" data-testid="contact-subjects">
                {ctx.contactSubjects.map((s) => (
                  <li key={s.value} data-subject={s.value}>
                    <Icon name="check" size={18} />
                    {s.label}
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </section>
      ) : null}
      {ctx.infoKind === "contacts" ? (
        // Forms of the contacts page (decision 003, 4b): client islands (decision 053).
        <section className="band band--plain" aria-label={t("site:site.menu.contacts")}>
          <div className="container">
            <ContactsForms subjects={ctx.contactSubjects} />
          </div>
        </section>
      ) : null}
      <div className="container">
        <LongText text={ctx.seo.longText} />
      </div>
    </SiteLayout>
  );
}

export const Head = ({ pageContext }: HeadProps<unknown, LandingContext>) => {
  const org = pageContext.organization;
  return (
    <Seo seo={pageContext.seo} language={pageContext.language} breadcrumbs={pageContext.breadcrumbs}>
      {org ? <JsonLd data={organizationLd(org)} /> : null}
      {/* No FAQPage markup: the FAQ is for visitors (decision 168). */}
    </Seo>
  );
};

export const query = graphql`
  query LandingPage($language: String!) {
    ...ContentLocales
  }
`;
