import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { projectName } from "./project-name";

type Project = { id: string; name: string; isGeneral: boolean };

/**
 * "Move to project": the list picks a project and the button moves the order. The move is not made on the
 * list's change: a keyboard user browsing the list with the arrow keys changed it once per key, and each
 * change moved the order (WCAG 3.2.2). The button is `aria-disabled`, not `disabled`, while there is nothing
 * to move, so it keeps the focus after a move.
 */
export function MoveOrderControl({ projects, currentId, onMove }: { projects: readonly Project[]; currentId: string; onMove: (target: Project) => void }) {
  const { t } = useTranslation("account");
  const [targetId, setTargetId] = useState(currentId);
  useEffect(() => setTargetId(currentId), [currentId]);
  const target = projects.find((p) => p.id === targetId);
  const idle = !target || targetId === currentId;
  return (
    <span className="move-order">
      <select className="input select--compact" aria-label={t("projects.moveTo")} value={targetId} onChange={(e) => setTargetId(e.target.value)}>
        {projects.map((p) => (
          <option key={p.id} value={p.id}>
            {projectName(p, t)}
          </option>
        ))}
      </select>
      <button type="button" className="button button--ghost button--small" aria-disabled={idle} onClick={() => (idle || !target ? undefined : onMove(target))}>
        {t("projects.move")}
      </button>
    </span>
  );
}
