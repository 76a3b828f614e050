import type { FastifyInstance } from "fastify";
import type { SandboxContext } from "../context";
import { requireCaller, type Caller } from "../auth/guard";
import { ApiError, bodyOf, forbidden } from "../http";
import { getUser, isProfileComplete, type UserRow } from "../auth/users";
import { saveSession } from "../auth/session";
import { COUNTRY_CODE_PATTERN } from "../../src/lib/rules/legal-entity";
import { PERSONAL_FIELD_MAX } from "../../src/lib/rules/personal-info";
import { controlCharacterErrors } from "../../src/lib/rules/text";
import { apiLanguage, type ApiLanguage } from "../i18n";
import { controlPanelUrl } from "../orders/panel";

export const personalInfo = (u: UserRow) => ({
  user: { first_name: u.first_name, last_name: u.last_name },
  country: u.country || null,
  city: u.city,
  zip_code: u.zip_code,
  address: u.address,
  is_complete: isProfileComplete(u),
});

function menuItems(caller: Caller, language: ApiLanguage) {
  const items = [
    { key: "dashboard", title: "Dashboard", url: "/my/" },
    { key: "finance", title: "Finance", url: "/my/finance/" },
    { key: "projects", title: "Projects", url: "/my/projects/" },
    { key: "tickets", title: "Tickets", url: "/my/tickets/" },
    { key: "new_ticket", title: "New ticket", url: "/my/tickets/new/" },
    { key: "legal_entities", title: "Legal entities", url: "/my/legalentities/" },
    { key: "corporate_invoices", title: "Corporate invoices", url: "/my/legalentities/invoices/" },
    { key: "ssh_keys", title: "SSH keys", url: "/my/ssh-keys/" },
    { key: "partner", title: "Partner program", url: "/my/partner/" },
    { key: "personal_info", title: "Personal data", url: "/my/personal/" },
    { key: "security", title: "Sign-in security", url: "/my/security/" },
    // The control panel is another application; its address is the deployment's (decision 161).
    { key: "admin", title: "Control panel", url: controlPanelUrl(language), external: true },
  ];
  if (caller.user.main_account_id) {
    items.push({ key: "change_account", title: "Change account", url: "/my/second-login/" });
    items.push({ key: "access_settings", title: "Access settings", url: "/my/second-login/access/" });
  }
  return items.map((i) => ({ external: false, ...i }));
}

export function registerAccountRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const db = ctx.db;

  app.get("/my/api/account/menu_context/", async (request) => {
    const caller = requireCaller(ctx, request);
    return {
      items: menuItems(caller, apiLanguage(request.headers["accept-language"])),
      user: { id: caller.user.id, email: caller.user.email, first_name: caller.user.first_name, last_name: caller.user.last_name },
      is_second_login: !caller.isOwner || !!caller.user.main_account_id,
      balance: caller.account.balance_cents / 100,
    };
  });

  app.get("/my/api/account/personal_info/", async (request) => {
    const caller = requireCaller(ctx, request);
    if (!caller.isOwner && !isProfileComplete(caller.account)) {
      throw forbidden("The main account has not provided its personal data.", "PERSONAL_INFO_NOT_PROVIDED_BY_MAIN_ACCOUNT");
    }
    return personalInfo(caller.account);
  });

  app.put("/my/api/account/personal_info/", async (request) => {
    const caller = requireCaller(ctx, request);
    if (!caller.isOwner) throw forbidden("Only the account owner can change the personal data.", "OWNER_ONLY");
    const body = bodyOf(request);
    const user = (body.user && typeof body.user === "object" ? body.user : {}) as Record<string, unknown>;
    const values = {
      first_name: typeof user.first_name === "string" ? user.first_name.trim() : "",
      last_name: typeof user.last_name === "string" ? user.last_name.trim() : "",
      country: typeof body.country === "string" ? body.country.trim().toUpperCase() : "",
      city: typeof body.city === "string" ? body.city.trim() : "",
      zip_code: typeof body.zip_code === "string" ? body.zip_code.trim() : "",
      address: typeof body.address === "string" ? body.address.trim() : "",
    };
    // Control characters are refused with the text rule's message (issue 39), not stored.
    const userErrors: Record<string, string[]> = controlCharacterErrors({ first_name: [user.first_name, "line"], last_name: [user.last_name, "line"] });
    const errors: Record<string, unknown> = controlCharacterErrors({
      city: [body.city, "line"],
      zip_code: [body.zip_code, "line"],
      address: [body.address, "line"],
    });
    if (!values.first_name && !userErrors.first_name) userErrors.first_name = ["This field is required"];
    if (!values.last_name && !userErrors.last_name) userErrors.last_name = ["This field is required"];
    if (Object.keys(userErrors).length) errors.user = userErrors;
    for (const k of ["country", "city", "zip_code", "address"] as const) if (!values[k] && !errors[k]) errors[k] = ["This field is required"];
    if (values.country && !COUNTRY_CODE_PATTERN.test(values.country)) errors.country = ["Select a valid country."];
    for (const k of ["first_name", "last_name", "city", "zip_code", "address"] as const) {
      if (values[k].length > PERSONAL_FIELD_MAX && !errors[k]) errors[k] = [`Ensure this field has no more than ${PERSONAL_FIELD_MAX} characters.`];
    }
    if (Object.keys(errors).length) throw new ApiError(400, errors);
    db.prepare("UPDATE users SET first_name = ?, last_name = ?, country = ?, city = ?, zip_code = ?, address = ? WHERE id = ?").run(
      values.first_name,
      values.last_name,
      values.country,
      values.city,
      values.zip_code,
      values.address,
      caller.account.id,
    );
    return personalInfo(getUser(db, caller.account.id)!);
  });

  // Second logins: which account this login acts on ("change account"): its own or its main account.
  const secondLoginState = (caller: Caller) => {
    const accounts = [{ id: caller.user.id, email: caller.user.email, is_main: false }];
    if (caller.user.main_account_id) {
      const main = getUser(db, caller.user.main_account_id);
      if (main) accounts.unshift({ id: main.id, email: main.email, is_main: true });
    }
    return { access: caller.account.id, access_level: caller.isOwner ? "owner" : (caller.user.access_level ?? "limited"), accounts };
  };

  app.get("/my/api/second_login/", async (request) => secondLoginState(requireCaller(ctx, request)));

  app.put("/my/api/second_login/", async (request) => {
    const caller = requireCaller(ctx, request);
    const access = Number(bodyOf(request).access);
    const allowed = [caller.user.id, caller.user.main_account_id].filter((x): x is number => typeof x === "number");
    if (!allowed.includes(access)) throw new ApiError(400, { access: ["Select a valid choice."] });
    caller.session.actingAccountId = access;
    saveSession(db, caller.session);
    return secondLoginState({ ...caller, account: getUser(db, access)!, isOwner: access === caller.user.id });
  });
}
