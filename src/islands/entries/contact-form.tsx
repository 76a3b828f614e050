import { defineIsland } from "../define";
import { ContactForm } from "../../features/contact-form/contact-form";

/** The contacts page's contact form with its subject selector (spec §2). */
export default defineIsland({ name: "contact-form", component: ContactForm, strings: ["contactForm", "forms", "errors:"], when: "near" });
