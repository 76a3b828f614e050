import * as z from "zod/mini";
import { api } from "./client";
import { menuContextSchema, personalInfoSchema, secondLoginSchema } from "./schemas/account";
import type { PersonalInfoRequest } from "./schemas/account-requests";
import { recaptchaContextSchema } from "./schemas/page-context";
import type { Language } from "../lib/i18n-config";

/** Account calls of spec §7 (REST, exactly as written there). */

export const getMenuContext = () => api.request({ path: "/my/api/account/menu_context/", schema: menuContextSchema });

/** The profile; a second login whose main account has not filled it gets 403 PERSONAL_INFO_NOT_PROVIDED_BY_MAIN_ACCOUNT (silent). */
export const getPersonalInfo = () => api.request({ path: "/my/api/account/personal_info/", schema: personalInfoSchema });
export const updatePersonalInfo = (input: PersonalInfoRequest) =>
  api.request({ method: "PUT", path: "/my/api/account/personal_info/", body: input, schema: personalInfoSchema });

export const getSecondLogin = () => api.request({ path: "/my/api/second_login/", schema: secondLoginSchema });
export const setSecondLoginAccess = (access: number) =>
  api.request({ method: "PUT", path: "/my/api/second_login/", body: { access }, schema: secondLoginSchema });

/** Spec §7: the answer is not shown (the sandbox answers 204). */
export const saveLanguage = (language: Language) => api.request({ method: "PUT", path: "/my/api/i18n/language/", body: { language }, schema: z.unknown() });

export const getRecaptchaContext = () => api.request({ path: "/my/api/page-context/recaptcha_context/", schema: recaptchaContextSchema });
