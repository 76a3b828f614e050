import { builtFile } from "./read-built";

// The public forms are islands rendered on the server (decision 078): the built HTML has them in full, in both
// languages, with the review's bonus line (spec §9) beside the island (issue 38: read from the build, not
// requested of the browser's server, tests/e2e/form-islands.spec.ts and forms.spec.ts).

it("the server's HTML has the forms in full (islands render on the server): titles, fields, the review button and its bonus", async () => {
  const contacts = await builtFile("/contacts/");
  expect(contacts).toContain("Write to us");
  expect(contacts).toContain('id="contact-name"');
  expect(contacts).toContain("Send message");
  const ru = await builtFile("/ru/contacts/");
  expect(ru).toContain("Напишите нам");
  expect(ru).toContain("Скидка 5% для новых клиентов");
  expect(ru).toContain("Получить код");
  const article = await builtFile("/help/connect-to-vps-over-ssh/");
  expect(article).toContain("Propose a review of this article");
  expect(article).toContain("we credit 10 EUR to your Hostward balance");
  // forms.spec.ts's Russian article: the bonus line of a review in Russian.
  expect(await builtFile("/ru/help/connect-to-vps-over-ssh/")).toContain("зачислим на баланс Hostward 5 EUR");
});
