/**
 * A project's name as the customer reads it: the API names every customer's default project "General"
 * in English; the account shows it in the interface language (issue 17).
 */
export function projectName(project: { name: string; isGeneral?: boolean | null }, t: (key: string) => string): string {
  return project.isGeneral ? t("projects.general") : project.name;
}
