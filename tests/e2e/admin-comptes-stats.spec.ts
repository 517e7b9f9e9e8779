import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { expectNoSeriousViolations } from "./axe";
import { fillPasswords, login, mailLink, toast } from "./accountHelpers";

// A gestionnaire creates the account of a demo member without one, the
// member activates it (CGU and consents, as for every account staff create) and logs in; the admin
// then finds that login in the connection log and in the statistics.
const NADIA = {
  numeroContrat: "DEMO2001",
  email: "nadia.leroy@demo.fr",
  password: "Nadia#2026activ",
};
const STAFF_PASSWORD = "Demo#2026pass";

async function logout(page: Page) {
  await page.getByRole("button", { name: "Me déconnecter" }).click();
  await page.waitForURL(/\/(#\/)?$/);
}

test.describe("accounts created by staff", () => {
  // Nadia logs out as soon as her home shows her name: the home's reads still on their way when the
  // session ends are answered 401 while the page leaves for the logout URL.
  test.use({ allowedConsoleErrors: [/status of 401/] });

  test("gestion creates a member account, the member activates it with CGU and consents and logs in; the admin sees it in the log and the statistics", async ({
    page,
    request,
  }) => {
    await login(page, "gestion@demo.fr", STAFF_PASSWORD);
    await page.waitForURL(/#\/admin/);
    const statsNow = async () =>
      (await (await page.request.get("/api/admin/statistiques-users")).json())
        .items[0] as { crees: number; actives: number; actifs30j: number };
    const before = await statsNow();
    await page.goto("/#/admin/comptes");
    await expect(
      page.getByRole("heading", {
        level: 1,
        name: "Comptes créés par la gestion",
      }),
    ).toBeVisible();
    await page
      .getByRole("textbox", { name: "Numéro de contrat" })
      .fill(NADIA.numeroContrat);
    await page.getByRole("button", { name: "Filtrer" }).click();
    const row = page.getByRole("row").filter({ hasText: "LEROY" });
    await expect(row).toContainText("Aucun compte");
    await row.getByRole("button", { name: "Créer le compte" }).click();
    const dialog = page.getByRole("dialog", {
      name: "Créer le compte de l'adhérent",
    });
    await expect(
      dialog.getByRole("textbox", { name: /Adresse e-mail/ }),
    ).toHaveValue(NADIA.email);
    await dialog.getByRole("button", { name: "Créer le compte" }).click();
    await expect(
      toast(
        page,
        "Le compte a été créé. L'adhérent a reçu un e-mail pour l'activer.",
        "status",
      ),
    ).toBeVisible();
    const created = page
      .getByRole("table", { name: "Comptes créés par la gestion" })
      .getByRole("row")
      .filter({ hasText: NADIA.email });
    await expect(created).toContainText("En attente d'activation");
    await expect(created).toContainText("gestion@demo.fr");
    await expectNoSeriousViolations(page, "#/admin/comptes");
    // « Relancer l'activation » sends a new link.
    const first = await mailLink(request, NADIA.email, "activate-user");
    await created
      .getByRole("button", { name: `Relancer l'activation : ${NADIA.email}` })
      .click();
    await expect(
      toast(page, "Le mail d'activation a été renvoyé.", "status"),
    ).toBeVisible();
    await expect
      .poll(() => mailLink(request, NADIA.email, "activate-user"))
      .not.toBe(first);
    await logout(page);

    // The member's activation: CGU and consent boxes, because staff created the account.
    await page.goto(await mailLink(request, NADIA.email, "activate-user"));
    await expect(
      page.getByRole("heading", { level: 1, name: "Activer mon compte" }),
    ).toBeVisible();
    const cgu = page.getByRole("checkbox", {
      name: "J'accepte les conditions générales d'utilisation",
    });
    await expect(cgu).toBeVisible();
    const newsletter = page
      .getByRole("group", { name: "Consentements" })
      .getByRole("checkbox", {
        name: "J’accepte de recevoir la lettre d’information de Mutuelle Démo.",
      });
    await expect(newsletter).toBeVisible();
    await fillPasswords(page, NADIA.password);
    await cgu.check({ force: true });
    await newsletter.check({ force: true });
    await page.getByRole("button", { name: "Activer mon compte" }).click();
    await expect(page).toHaveURL(/#\/activate-user-confirmation$/);
    await login(page, NADIA.email, NADIA.password);
    await expect(page).toHaveURL(/#\/accueil$/);
    await expect(page.locator("header")).toContainText("Nadia LEROY");
    await logout(page);

    // The admin: that login in the connection log, and counted in the statistics.
    await login(page, "admin@demo.fr", STAFF_PASSWORD);
    await expect(page.getByRole("heading", { level: 1, name: "Administration" })).toBeVisible(); // staff land here: go on once landed, or the landing's redirect wins
    await page.goto("/#/admin/connexions");
    await expect(
      page.getByRole("heading", { level: 1, name: "Journal des connexions" }),
    ).toBeVisible();
    await page.getByRole("textbox", { name: "Identifiant" }).fill("nadia");
    await page.getByRole("button", { name: "Filtrer" }).click();
    const logRows = page
      .getByRole("table", { name: "Tentatives de connexion" })
      .getByRole("row")
      .filter({ hasText: NADIA.email });
    await expect(logRows).toHaveCount(1);
    await expect(logRows).toContainText("Réussie");
    await expectNoSeriousViolations(page, "#/admin/connexions");

    await page.goto("/#/admin/statistiques");
    await expect(
      page.getByRole("heading", { level: 1, name: "Statistiques" }),
    ).toBeVisible();
    await expect(
      page.getByRole("img", { name: "Comptes adhérents par client" }),
    ).toBeVisible();
    const stats = page.getByRole("table", {
      name: "Comptes adhérents par client",
    });
    const figures = await stats
      .getByRole("row")
      .nth(1)
      .getByRole("cell")
      .allTextContents();
    const api = await statsNow();
    expect(figures).toEqual([
      String(api.crees),
      String(api.actives),
      String(api.actifs30j),
    ]);
    // Nadia's account counts: one more created, one more activated, and she is active (she just logged in).
    expect(api.crees).toBe(before.crees + 1);
    expect(api.actives).toBe(before.actives + 1);
    expect(api.actifs30j).toBeGreaterThan(before.actifs30j);
    await expectNoSeriousViolations(page, "#/admin/statistiques");
  });
});

for (const width of [1280, 390]) {
  test(`axe on the statistics, connection, account and audience screens at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await login(page, "admin@demo.fr", STAFF_PASSWORD);
    await expect(page.getByRole("heading", { level: 1, name: "Administration" })).toBeVisible(); // staff land here: go on once landed, or the landing's redirect wins
    for (const [route, heading] of [
      ["admin/statistiques", "Statistiques"],
      ["admin/connexions", "Journal des connexions"],
      ["admin/comptes", "Comptes créés par la gestion"],
      ["admin/audiences", "Audiences"],
    ]) {
      await page.goto(`/#/${route}`);
      await expect(
        page.getByRole("heading", { level: 1, name: heading }),
      ).toBeVisible();
      await expect(page.getByText("Chargement en cours...")).toHaveCount(0);
      await expectNoSeriousViolations(page, `#/${route} at ${width} px`);
    }
  });
}

test("audiences: the admin creates one and sees how many members it matches; gestion sees the creation greyed out", async ({
  page,
}) => {
  await login(page, "admin@demo.fr", STAFF_PASSWORD);
  await expect(page.getByRole("heading", { level: 1, name: "Administration" })).toBeVisible(); // staff land here: go on once landed, or the landing's redirect wins
  await page.goto("/#/admin/audiences");
  await page.getByRole("button", { name: "Nouvelle audience" }).click();
  const dialog = page.getByRole("dialog", { name: "Nouvelle audience" });
  await dialog
    .getByRole("textbox", { name: "Nom de l'audience" })
    .fill("Contrats résiliés");
  await dialog
    .getByRole("radiogroup", { name: "État du contrat" })
    .getByRole("radio", { name: "Résilié" })
    .check({ force: true });
  await dialog.getByRole("button", { name: "Créer l'audience" }).click();
  await expect(toast(page, "L'audience a été créée.", "status")).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: "Contrats résiliés" });
  const api = (
    await (await page.request.get("/api/admin/audiences")).json()
  ).items.find((a: { nom: string }) => a.nom === "Contrats résiliés");
  expect(api.membres).toBeGreaterThan(0);
  await expect(row.getByRole("cell").nth(4)).toHaveText(String(api.membres));
  await expectNoSeriousViolations(page, "#/admin/audiences with a row");
  // A second one, deleted from its row (the button's call names the row: admin/audiences/{id}).
  await page.getByRole("button", { name: "Nouvelle audience" }).click();
  await dialog
    .getByRole("textbox", { name: "Nom de l'audience" })
    .fill("À supprimer");
  await dialog.getByRole("button", { name: "Créer l'audience" }).click();
  await page
    .getByRole("button", { name: "Supprimer l'audience À supprimer" })
    .click();
  await expect(
    toast(page, "L'audience a été supprimée.", "status"),
  ).toBeVisible();
  await expect(
    page.getByRole("row").filter({ hasText: "À supprimer" }),
  ).toHaveCount(0);
  await expect(row).toBeVisible();
  await logout(page);

  await login(page, "gestion@demo.fr", STAFF_PASSWORD);
  await page.waitForURL(/#\/admin/);
  await page.goto("/#/admin/audiences");
  await expect(
    page.getByText("Votre rôle ne permet pas de créer une audience."),
  ).toBeVisible();
  await expect(
    page.getByRole("button", { name: "Nouvelle audience" }),
  ).toBeDisabled();
});
