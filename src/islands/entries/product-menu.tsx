import { defineIsland } from "../define";
import { ProductMenu } from "../../components/product-menu";

/** The header's product menu (a menu button with the product lines and their lowest prices). */
export default defineIsland({
  name: "product-menu",
  component: ProductMenu,
  strings: ["site:site.menu", "site:site.lines", "site:site.lineBlurbs"],
  when: "interaction",
});
