import { useTranslation } from "react-i18next";

/** Support staff and their status (spec §6: online, offline, break). */
export function StaffStatus({ staff }: { staff: Array<{ id: string; name: string; status: string }> }) {
  const { t } = useTranslation("account");
  return (
    <section className="panel" aria-labelledby="staff-title" data-testid="support-staff">
      <h2 id="staff-title">{t("tickets.staff")}</h2>
      <ul className="staff">
        {staff.map((s) => (
          <li key={s.id} data-status={s.status}>
            <span className={`staff__dot staff__dot--${s.status}`} aria-hidden="true" />
            <span>{s.name}</span>
            <span className="muted">{t(`tickets.staffStatus.${s.status}`)}</span>
          </li>
        ))}
      </ul>
      <p className="muted">{t("tickets.staffLead")}</p>
    </section>
  );
}
