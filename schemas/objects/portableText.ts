import { BlockContentIcon } from "../lib/icons";
import { defineArrayMember, defineType } from "sanity";

// Rich text of help articles. Block types besides `block`: codeBlock (shell snippets) and callout.
// The site renders unknown block types through an explicit fallback, so adding one here is safe.
export const portableText = defineType({
  name: "portableText",
  title: "Rich text",
  type: "array",
  icon: BlockContentIcon,
  of: [
    defineArrayMember({
      type: "block",
      styles: [
        { title: "Normal", value: "normal" },
        { title: "Heading 2", value: "h2" },
        { title: "Heading 3", value: "h3" },
        { title: "Quote", value: "blockquote" },
      ],
      lists: [
        { title: "Bullet", value: "bullet" },
        { title: "Numbered", value: "number" },
      ],
      marks: {
        decorators: [
          { title: "Strong", value: "strong" },
          { title: "Emphasis", value: "em" },
          { title: "Code", value: "code" },
        ],
        annotations: [defineArrayMember({ type: "link" })],
      },
    }),
    defineArrayMember({ type: "codeBlock" }),
    defineArrayMember({ type: "callout" }),
  ],
});
