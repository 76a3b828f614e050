import type { IndexGroup } from "../build/page-types";
import { SmartLink } from "./smart-link";

/** A product page's index sections (src/build/index-groups.ts): a grid of links per group, flags on locations. */
export function IndexGroups({ groups }: { groups: IndexGroup[] }) {
  return (
    <>
      {groups.map((group, index) => (
        <section key={group.id} id={group.id} className={`band band--${index % 2 ? "muted" : "plain"} index-group`} aria-labelledby={`index-${group.id}`}>
          <div className="container">
            <h2 id={`index-${group.id}`}>{group.heading}</h2>
            <ul className={`index-grid index-grid--${group.id}`}>
              {group.links.map((link) => (
                <li key={link.href}>
                  {link.noteHref ? (
                    // One card per place: its country's page, and its city's page under it (issue 37).
                    <span className="index-card index-card--place">
                      {link.flag ? (
                        <span className="index-card__flag" aria-hidden="true">
                          {link.flag}
                        </span>
                      ) : null}
                      <span className="index-card__text">
                        <SmartLink href={link.href} className="index-card__title">
                          {link.title}
                        </SmartLink>
                        <SmartLink href={link.noteHref} className="index-card__note">
                          {link.note}
                        </SmartLink>
                      </span>
                    </span>
                  ) : (
                    <SmartLink href={link.href} className="index-card">
                      {link.flag ? (
                        <span className="index-card__flag" aria-hidden="true">
                          {link.flag}
                        </span>
                      ) : null}
                      <span className="index-card__text">
                        <span className="index-card__title">{link.title}</span>
                        {link.note ? <span className="index-card__note">{link.note}</span> : null}
                      </span>
                    </SmartLink>
                  )}
                </li>
              ))}
            </ul>
          </div>
        </section>
      ))}
    </>
  );
}
