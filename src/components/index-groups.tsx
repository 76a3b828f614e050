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
                </li>
              ))}
            </ul>
          </div>
        </section>
      ))}
    </>
  );
}
