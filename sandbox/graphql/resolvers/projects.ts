import { generalProjectId } from "@sandbox/auth/users";
import { nowSeconds, transaction } from "@sandbox/db/database";
import { PROJECT_DESCRIPTION_MAX, PROJECT_NAME_MAX } from "@sandbox/rules/limits";
import { need, own, orderChanged } from "../context";
import { check, checkWrite, gqlError, notFound } from "../errors";
import type { MutationResolvers, ProjectInput, ProjectResolvers, QueryResolvers } from "../generated/resolvers-types";
import { all, count, type OrderRow, type ProjectRow } from "@sandbox/db/rows";
import { orderView } from "./order-view";
import { projectById, projectView } from "./project-view";
import { cleanMultiline } from "@/lib/rules/plain-text";
import { controlCharacterErrors } from "@/lib/rules/text";

function validateProject(input: ProjectInput) {
  // Control and bidi characters are refused (the text rule, issue 39), not removed in silence.
  check(controlCharacterErrors({ name: [input.name, "line"], description: [input.description, "body"] }));
  const name = input.name.trim();
  const description = cleanMultiline(input.description ?? "").trim();
  check({
    name: !name ? ["This field is required"] : name.length > PROJECT_NAME_MAX ? [`Ensure this field has no more than ${PROJECT_NAME_MAX} characters.`] : [],
    description: description.length > PROJECT_DESCRIPTION_MAX ? [`Ensure this field has no more than ${PROJECT_DESCRIPTION_MAX} characters.`] : [],
  });
  return { name, description };
}

export const Project: ProjectResolvers = {
  orders: (p, _args, g) => all<OrderRow>(g.ctx.db, "SELECT * FROM orders WHERE project_id = ? ORDER BY id", Number(p.id)).map(orderView),
  orderCount: (p, _args, g) => count(g.ctx.db, "SELECT count(*) AS n FROM orders WHERE project_id = ?", Number(p.id)),
};

export const query: QueryResolvers = {
  projects: (_parent, _args, g) => {
    const c = need(g);
    generalProjectId(g.ctx.db, c.account.id);
    return all<ProjectRow>(g.ctx.db, "SELECT * FROM projects WHERE account_id = ? ORDER BY is_general DESC, id", c.account.id).map(projectView);
  },
  project: (_parent, args, g) => projectView(own(g, "projects", args.id, "Project")),
};

export const mutation: MutationResolvers = {
  createProject: (_parent, args, g) => {
    const c = need(g);
    const v = validateProject(args.input);
    checkWrite(g.ctx, c.account.id, "projects");
    const r = g.ctx.db
      .prepare("INSERT INTO projects (account_id, name, description, is_general, created_at) VALUES (?, ?, ?, 0, ?)")
      .run(c.account.id, v.name, v.description, nowSeconds());
    const created = projectById(g, Number(r.lastInsertRowid));
    if (!created) throw notFound("Project");
    return created;
  },
  updateProject: (_parent, args, g) => {
    const p = own(g, "projects", args.id, "Project");
    const v = validateProject(args.input);
    if (p.is_general && v.name !== p.name) throw gqlError("CONFLICT", "The General project cannot be renamed.");
    g.ctx.db.prepare("UPDATE projects SET name = ?, description = ? WHERE id = ?").run(v.name, v.description, p.id);
    return projectView({ ...p, name: v.name, description: v.description });
  },
  deleteProject: (_parent, args, g) => {
    const c = need(g);
    const db = g.ctx.db;
    const p = own(g, "projects", args.id, "Project");
    if (p.is_general) throw gqlError("CONFLICT", "The General project cannot be deleted.");
    check({ confirmName: args.confirmName !== p.name ? ["Type the project's name to delete it."] : [] });
    return transaction(db, () => {
      const general = generalProjectId(db, c.account.id);
      const moved = all<{ id: number }>(db, "SELECT id FROM orders WHERE project_id = ?", p.id);
      db.prepare("UPDATE orders SET project_id = ? WHERE project_id = ?").run(general, p.id);
      db.prepare("DELETE FROM projects WHERE id = ?").run(p.id);
      for (const o of moved) orderChanged(g, o.id, "updated");
      return String(p.id);
    });
  },
  moveOrderToProject: (_parent, args, g) => {
    const o = own(g, "orders", args.orderId, "Order");
    const p = own(g, "projects", args.projectId, "Project");
    g.ctx.db.prepare("UPDATE orders SET project_id = ? WHERE id = ?").run(p.id, o.id);
    return orderView({ ...o, project_id: p.id });
  },
};
