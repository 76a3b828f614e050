import { graphql, type HeadProps, type PageProps } from "gatsby";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { SiteLayout } from "./parts/site-layout";
import { Seo } from "../components/seo";
import { JsonLd } from "../components/json-ld";
import { productLd } from "../components/structured-data";
import { Sections } from "../components/sections";
import { LongText } from "../components/long-text";
import { PlanCards } from "../components/plan-table";
import { Island } from "../islands/island";
import termPickerIsland from "../islands/entries/term-picker";
import { LineIcon } from "../components/icons";
import { Picture } from "../components/picture";

/** The product picture's rendered width (site.css, .plan-hero__picture). */
const PRODUCT_PICTURE_SIZES = "(min-width: 392px) 360px, calc(100vw - 32px)";
import type { PlanContext } from "../build/page-types";

export default function PlanPage({ pageContext }: PageProps<unknown, PlanContext>) {
  const { t } = useTranslation();
  const { plan } = pageContext;
  return (
    <SiteLayout breadcrumbs={pageContext.breadcrumbs} wide>
      <section className="page-hero">
        <div className="container plan-hero">
          <div>
            <LineIcon line={plan.line} />
            <h1>{pageContext.title}</h1>
            <p className="lead">{pageContext.lead}</p>
            {pageContext.productImage ? (
              <Picture picture={pageContext.productImage} sizes={PRODUCT_PICTURE_SIZES} priority className="plan-hero__picture" />
            ) : null}
          </div>
          <div className="plan-card plan-card--popular plan-hero__card" data-plan={plan.slug}>
            <h2 className="plan-card__name">{plan.name}</h2>
            <Island of={termPickerIsland} props={{ plan }} className="island-root--inline" />
          </div>
        </div>
      </section>
      <Sections sections={pageContext.sections} />
      {pageContext.otherPlans.length ? (
        <section className="band band--muted" aria-labelledby="other-plans">
          <div className="container">
            <h2 id="other-plans">{t("site:site.plan.otherPlans", { line: pageContext.lineTitle })}</h2>
            <PlanCards plans={pageContext.otherPlans} highlight="" />
          </div>
        </section>
      ) : null}
      <div className="container">
        <LongText text={pageContext.seo.longText} />
      </div>
    </SiteLayout>
  );
}

export const Head = ({ pageContext }: HeadProps<unknown, PlanContext>) => {
  const { plan, seo } = pageContext;
  // No FAQPage markup: the FAQ is for visitors (decision 168).
  return (
    <Seo seo={seo} language={pageContext.language} breadcrumbs={pageContext.breadcrumbs}>
      <JsonLd data={productLd(plan, pageContext.lineTitle, seo, pageContext.productImage)} />
    </Seo>
  );
};

export const query = graphql`
  query PlanPage($language: String!) {
    ...ContentLocales
  }
`;
