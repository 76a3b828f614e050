import { CodeBlockIcon } from "../lib/icons";
import { defineField, defineType } from "sanity";

export const CODE_LANGUAGES = [
  { title: "Shell", value: "shell" },
  { title: "Bash", value: "bash" },
  { title: "PowerShell", value: "powershell" },
  { title: "Text / output", value: "text" },
  { title: "DNS zone", value: "dns" },
  { title: "SQL", value: "sql" },
  { title: "Nginx", value: "nginx" },
  { title: "INI / config", value: "ini" },
  { title: "YAML", value: "yaml" },
  { title: "JSON", value: "json" },
] as const;

export const codeBlock = defineType({
  name: "codeBlock",
  title: "Code",
  type: "object",
  icon: CodeBlockIcon,
  fields: [
    defineField({
      name: "language",
      title: "Language",
      type: "string",
      options: { list: CODE_LANGUAGES.map((l) => ({ title: l.title, value: l.value })) },
      initialValue: "shell",
      validation: (rule) => rule.required().error("Choose the language of the snippet"),
    }),
    defineField({
      name: "code",
      title: "Code",
      type: "text",
      rows: 8,
      description: "Commands exactly as the customer types them. Placeholders in CAPITALS (e.g. SERVER_IP).",
      validation: (rule) => rule.required().error("The code block is empty"),
    }),
  ],
  preview: {
    select: { language: "language", code: "code" },
    prepare: ({ language, code }: { language?: string; code?: string }) => ({
      title: code?.split("\n")[0] || "Empty code block",
      subtitle: language ? `Code · ${language}` : "Code",
    }),
  },
});
