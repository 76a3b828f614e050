import { Fragment } from "react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import type { SectionView } from "../build/page-types";
import { SmartLink } from "./smart-link";
import { PortableText } from "./portable-text";
import { PlanCards } from "./plan-table";
import { Icon } from "./icons";
import { Picture } from "./picture";

/** A plan table's product picture (site.css, .section-head__picture): below the first screen, so lazy. */
const PLAN_TABLE_PICTURE_SIZES = "(min-width: 768px) 240px, 112px";

type Of<T extends string> = Extract<SectionView, { _type: T; heading: unknown }>;

function Hero({ block }: { block: Of<"hero"> }) {
  return (
    <section className="band band--hero">
      <div className="container hero-block">
        <p className="hero-block__heading">{block.heading}</p>
        {block.text ? <p className="hero-block__text">{block.text}</p> : null}
        <p className="actions">
          <SmartLink href={block.primaryCta.href} className="button button--large">
            {block.primaryCta.label}
          </SmartLink>
          {block.secondaryCta ? (
            <SmartLink href={block.secondaryCta.href} className="button button--large button--light">
              {block.secondaryCta.label}
            </SmartLink>
          ) : null}
        </p>
        {block.highlights.length ? (
          <ul className="highlights">
            {block.highlights.map((h, i) => {
              const href = block.highlightLinks?.[i];
              return (
                <li key={h}>
                  <Icon name="check" size={18} />
                  {href ? <a href={href}>{h}</a> : h}
                </li>
              );
            })}
          </ul>
        ) : null}
      </div>
    </section>
  );
}

function SectionHead({ heading, intro, id }: { heading: string; intro?: string | null; id: string }) {
  return (
    <header className="section-head">
      <h2 id={id}>{heading}</h2>
      {intro ? <p className="section-head__intro">{intro}</p> : null}
    </header>
  );
}

/** A section head with the product picture of its plan table beside it. */
function PlanTableHead({ block, id }: { block: Of<"planTable">; id: string }) {
  if (!block.image) return <SectionHead id={id} heading={block.heading} intro={block.intro} />;
  return (
    <div className="section-head-row">
      <SectionHead id={id} heading={block.heading} intro={block.intro} />
      <Picture picture={block.image} sizes={PLAN_TABLE_PICTURE_SIZES} className="section-head__picture" />
    </div>
  );
}

function Band({ id, children, tone = "plain" }: { id: string; children: React.ReactNode; tone?: "plain" | "muted" }) {
  return (
    <section className={`band band--${tone}`} aria-labelledby={id}>
      <div className="container">{children}</div>
    </section>
  );
}

/**
 * The block map: one component per section type of decision 003, in document order. An unknown
 * block type (a newer studio than this site) renders a visible note instead of disappearing.
 */
export function Sections({ sections, afterPlans }: { sections: SectionView[]; afterPlans?: React.ReactNode }) {
  const { t } = useTranslation();
  const firstPlans = sections.findIndex((s) => s._type === "planTable" && !("unknown" in s));
  return (
    <>
      {afterPlans && firstPlans < 0 ? afterPlans : null}
      {sections.map((block, index) => {
        const id = `s-${block._key}`;
        const tone = index % 2 === 1 ? "muted" : "plain";
        if ("unknown" in block) {
          return (
            <div key={block._key} className="container">
              <div className="unknown-block" role="note" data-block-type={block._type}>
                {t("site:site.unknownBlock", { type: block._type })}
              </div>
            </div>
          );
        }
        switch (block._type) {
          case "hero":
            return <Hero key={block._key} block={block as Of<"hero">} />;
          case "planTable": {
            const b = block as Of<"planTable">;
            return (
              <Fragment key={b._key}>
                <Band id={id} tone={tone}>
                  <div id={index < 3 ? "plans" : undefined} />
                  <PlanTableHead id={id} block={b} />
                  <PlanCards plans={b.plans} />
                </Band>
                {index === firstPlans ? afterPlans : null}
              </Fragment>
            );
          }
          case "featureGrid": {
            const b = block as Of<"featureGrid">;
            return (
              <Band key={b._key} id={id} tone={tone}>
                <SectionHead id={id} heading={b.heading} intro={b.intro} />
                <ul className="card-list card-list--fill">
                  {b.items.map((item) => (
                    <li key={item._key} className="feature">
                      <span className="feature__icon">
                        <Icon name={item.icon} />
                      </span>
                      <h3>{item.title}</h3>
                      <p>{item.text}</p>
                    </li>
                  ))}
                </ul>
              </Band>
            );
          }
          case "faq": {
            const b = block as Of<"faq">;
            return (
              <Band key={b._key} id={id} tone={tone}>
                <SectionHead id={id} heading={b.heading} />
                <div className="faq">
                  {b.items.map((item) => (
                    <details key={item._key} className="faq__item">
                      <summary>{item.question}</summary>
                      <p>{item.answer}</p>
                    </details>
                  ))}
                </div>
              </Band>
            );
          }
          case "cta": {
            const b = block as Of<"cta">;
            return (
              <section key={b._key} className="band band--cta" aria-labelledby={id}>
                <div className="container cta-block">
                  <div>
                    <h2 id={id}>{b.heading}</h2>
                    {b.text ? <p>{b.text}</p> : null}
                  </div>
                  <SmartLink href={b.button.href} className="button button--large button--light">
                    {b.button.label}
                  </SmartLink>
                </div>
              </section>
            );
          }
          case "richText": {
            const b = block as Of<"richText">;
            return (
              <Band key={b._key} id={id} tone={tone}>
                {b.heading ? <SectionHead id={id} heading={b.heading} /> : <span id={id} />}
                <div className="prose">
                  <PortableText value={b.body} />
                </div>
              </Band>
            );
          }
          case "comparison": {
            const b = block as Of<"comparison">;
            return (
              <Band key={b._key} id={id} tone={tone}>
                <SectionHead id={id} heading={b.heading} intro={b.intro} />
                {/* A scrollable region with a name of its own: labelled by the heading alone it repeated the section's (axe landmark-unique). */}
                <div className="table-scroll" tabIndex={0} role="region" aria-label={t("site:site.comparisonTable", { heading: b.heading })}>
                  <table className="comparison">
                    <thead>
                      <tr>
                        <td />
                        {b.columns.map((c) => (
                          <th key={c} scope="col">
                            {c}
                          </th>
                        ))}
                      </tr>
                    </thead>
                    <tbody>
                      {b.rows.map((row) => (
                        <tr key={row._key}>
                          <th scope="row">{row.label}</th>
                          {row.values.map((v, i) => (
                            <td key={i}>{v}</td>
                          ))}
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </Band>
            );
          }
          default:
            return null;
        }
      })}
    </>
  );
}
