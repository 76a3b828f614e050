import { transaction } from "@sandbox/db/database";
import { fromCurrency, isCurrency, toCurrency } from "@sandbox/payments/providers";
import { isValidDayOfMonth, nextDateForDay } from "@sandbox/rules/dates";
import { cardRowsOf, makeDefault, passDefault, setAutoRenewal } from "@sandbox/payments/cards";
import { money, owner, type GqlContext } from "../context";
import { amountErrors, check, currencyErrors, invalid, notFound } from "../errors";
import type { AutoTopUp, MutationResolvers, QueryResolvers, SavedCard } from "../generated/resolvers-types";
import { one, type AutoTopUpRow, type CardRow } from "@sandbox/db/rows";

/** Saved cards and the monthly auto top-up on one: the account owner's only (spec §5/§6). */
const topUpView = (t: AutoTopUpRow): AutoTopUp => ({
  day: t.day,
  amount: isCurrency(t.currency) ? toCurrency(t.amount_cents, t.currency) : money(t.amount_cents),
  currency: t.currency,
  cardId: t.card_id,
  nextPayment: nextDateForDay(t.day, new Date()),
});

export function autoTopUpOf(g: GqlContext, accountId: number): AutoTopUp | null {
  const row = one<AutoTopUpRow>(g.ctx.db, "SELECT * FROM auto_topups WHERE account_id = ?", accountId);
  return row ? topUpView(row) : null;
}

const cardView = (c: CardRow): SavedCard => ({
  id: c.id,
  brand: c.brand,
  last4: c.last4,
  exp: c.exp,
  active: !!c.active,
  autoRenewal: !!c.auto_renewal,
  isDefault: !!c.is_default,
});

const cardsOf = (g: GqlContext, accountId: number) => cardRowsOf(g.ctx.db, accountId).map(cardView);

function ownCard(g: GqlContext, cardId: string, accountId: number): CardRow {
  const card = one<CardRow>(g.ctx.db, "SELECT * FROM cards WHERE id = ? AND account_id = ?", Number(cardId), accountId);
  if (!card) throw notFound("Card");
  return card;
}

export const query: QueryResolvers = {
  autoTopUp: (_parent, _args, g) => autoTopUpOf(g, owner(g).account.id),
  savedCards: (_parent, _args, g) => cardsOf(g, owner(g).account.id),
};

export const mutation: MutationResolvers = {
  setAutoTopUp: (_parent, { input }, g) => {
    const c = owner(g);
    const db = g.ctx.db;
    const card = one<CardRow>(db, "SELECT * FROM cards WHERE id = ? AND account_id = ? AND active = 1", Number(input.cardId), c.account.id);
    const currency = input.currency;
    check({
      day: isValidDayOfMonth(input.day) ? [] : ["The day must be from 1 to 31."],
      amount: amountErrors(input.amount, currency),
      currency: currencyErrors(currency),
      cardId: card ? [] : ["Auto top-up needs a saved card."],
    });
    if (!card) throw invalid("cardId", "Auto top-up needs a saved card.");
    if (!isCurrency(currency)) throw invalid("currency", currencyErrors(currency)[0] ?? "");
    db.prepare(
      "INSERT INTO auto_topups (account_id, day, amount_cents, currency, card_id) VALUES (?, ?, ?, ?, ?) ON CONFLICT(account_id) DO UPDATE SET day = excluded.day, amount_cents = excluded.amount_cents, currency = excluded.currency, card_id = excluded.card_id",
    ).run(c.account.id, input.day, fromCurrency(input.amount, currency), currency, card.id);
    const saved = autoTopUpOf(g, c.account.id);
    if (!saved) throw notFound("Auto top-up");
    return saved;
  },
  disableAutoTopUp: (_parent, _args, g) => g.ctx.db.prepare("DELETE FROM auto_topups WHERE account_id = ?").run(owner(g).account.id).changes > 0,
  setCardAutoRenewal: (_parent, args, g) => {
    const c = owner(g);
    const card = ownCard(g, args.id, c.account.id);
    transaction(g.ctx.db, () => setAutoRenewal(g.ctx.db, c.account.id, card.id, args.enabled));
    return cardView(ownCard(g, args.id, c.account.id));
  },
  setDefaultCard: (_parent, args, g) => {
    const c = owner(g);
    const db = g.ctx.db;
    const card = ownCard(g, args.id, c.account.id);
    if (!card.active) throw invalid("id", "An inactive card cannot be the default.");
    transaction(db, () => makeDefault(db, c.account.id, card.id));
    return cardsOf(g, c.account.id);
  },
  removeCard: (_parent, args, g) => {
    const c = owner(g);
    const db = g.ctx.db;
    const card = ownCard(g, args.id, c.account.id);
    return transaction(db, () => {
      // An auto top-up on that card cannot run without it.
      db.prepare("DELETE FROM auto_topups WHERE account_id = ? AND card_id = ?").run(c.account.id, card.id);
      db.prepare("DELETE FROM cards WHERE id = ?").run(card.id);
      if (card.is_default) passDefault(db, c.account.id);
      return String(card.id);
    });
  },
};
