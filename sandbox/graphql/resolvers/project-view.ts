import type { GqlContext } from "../context";
import type { ProjectModel } from "../models";
import { one, type ProjectRow } from "@sandbox/db/rows";

export const projectView = (p: ProjectRow): ProjectModel => ({ id: p.id, name: p.name, description: p.description, isGeneral: !!p.is_general });

export function projectById(g: GqlContext, projectId: number): ProjectModel | undefined {
  const row = one<ProjectRow>(g.ctx.db, "SELECT * FROM projects WHERE id = ?", projectId);
  return row && projectView(row);
}
