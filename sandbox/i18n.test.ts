import { apiLanguage, ledgerText, monthsText, promoAppliedText } from "./i18n";

describe("the API's texts follow Accept-Language (issue 19)", () => {
  it("takes the first language of the header; English otherwise", () => {
    expect(apiLanguage("ru")).toBe("ru");
    expect(apiLanguage("ru-RU,ru;q=0.9,en;q=0.8")).toBe("ru");
    expect(apiLanguage("en-US,ru;q=0.5")).toBe("en");
    expect(apiLanguage(undefined)).toBe("en");
  });

  it("counts months with the plural forms of each language", () => {
    expect([1, 3, 12].map((n) => monthsText(n, "en"))).toEqual(["1 month", "3 months", "12 months"]);
    expect([1, 3, 5, 21].map((n) => monthsText(n, "ru"))).toEqual(["1 месяц", "3 месяца", "5 месяцев", "21 месяц"]);
  });

  it("renders every stored ledger text in Russian, keeping names as they are", () => {
    const cases: Array<[string, string, string]> = [
      ["Corporate invoice #3 paid", "Corporate invoice #3 paid", "Оплачен корпоративный счёт #3"],
      ["Balance top-up by card", "Balance top-up by card", "Пополнение баланса картой"],
      ["Balance top-up (card)", "Balance top-up (bank card)", "Пополнение баланса (банковская карта)"],
      ["Balance top-up (tron)", "Balance top-up (USDT (TRC-20, Tron))", "Пополнение баланса (USDT (TRC-20, Tron))"],
      ["Payment for order #12 (shop-app-1)", "Payment for order #12 (shop-app-1)", "Оплата заказа #12 (shop-app-1)"],
      ["VPS 2: 3 month(s) (promo WELCOME5)", "VPS 2: 3 months (promo WELCOME5)", "VPS 2: 3 месяца (промокод WELCOME5)"],
      // The name already says what it is: the type is not said twice (issue 37: "DNS example-shop.com DNS").
      ["dns_order example-shop.com DNS: 1 month", "example-shop.com DNS: 1 month", "example-shop.com DNS: 1 месяц"],
      ["dns_order example-shop.com: 1 month", "DNS example-shop.com: 1 month", "DNS example-shop.com: 1 месяц"],
      ["automatic_transfer_switch ATS-1: 1 month", "Automatic transfer switch ATS-1: 1 month", "АВР ATS-1: 1 месяц"],
      ["Renewal of old-blog: 6 month(s)", "Renewal of old-blog: 6 months", "Продление old-blog: 6 месяцев"],
      ["Payment for invoice #7: VPS 1: 1 month(s)", "Payment for invoice #7: VPS 1: 1 month", "Оплата счёта #7: VPS 1: 1 месяц"],
      ["Tariff change surcharge for order #4", "Tariff change surcharge for order #4", "Доплата за смену тарифа, заказ #4"],
      ["Partner cashback payout #3", "Partner cashback payout #3", "Выплата партнёрского кешбэка #3"],
    ];
    for (const [stored, en, ru] of cases) {
      expect(ledgerText(stored, "en")).toBe(en);
      expect(ledgerText(stored, "ru")).toBe(ru);
    }
    expect(ledgerText("Something a customer wrote", "ru")).toBe("Something a customer wrote");
  });

  it("words the promo answer in the client's language", () => {
    expect(promoAppliedText("WELCOME5", 5, 3, "en")).toBe("Promo code WELCOME5 applied: 5% off for 3 months.");
    expect(promoAppliedText("WELCOME5", 5, 3, "ru")).toBe("Промокод WELCOME5 применён: скидка 5% на 3 месяца.");
  });
});
