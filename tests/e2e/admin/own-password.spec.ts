import { adminTexts } from "#common/messages/admin.ts";
import { e2e, expect, test } from "../fixtures.ts";
import { ownerToken, signInOwner } from "./admin-helpers.ts";

/**
 * A new password ends every session signed before it (issue 17, point 6), but not the one that
 * changed it: the Owner who changes their own password goes on working, while their session in
 * another browser is over.
 */
test("the Owner changes their own password and stays signed in; their other session ends", async ({
  page,
  request,
}) => {
  const elsewhere = await ownerToken(request);
  await signInOwner(page);
  const newPassword = "owner-new-password-1";
  try {
    await page.goto("/admin/admins");
    await page
      .getByRole("button", { name: `${adminTexts.edit}: ${e2e.owner.username}` })
      .first()
      .click();
    const dialog = page.getByRole("dialog", { name: adminTexts.editUser });
    await dialog.getByLabel("Парола", { exact: true }).fill(newPassword);
    await dialog.getByLabel("Потвърдете паролата", { exact: true }).fill(newPassword);
    await dialog.getByRole("button", { name: adminTexts.save }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(adminTexts.userUpdated)).toBeVisible();

    // This browser goes on: another screen loads its data.
    await page
      .getByRole("navigation", { name: "Основно меню" })
      .getByRole("link", { name: "Статии", exact: true })
      .click();
    await expect(page).toHaveURL(/\/admin\/articles$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Статии");
    await expect(page.getByRole("row").nth(1)).toBeVisible();
    // The session signed before the change is over.
    expect(
      (await request.get("/api/admin/auth/me", { headers: { authorization: `Bearer ${elsewhere}` } })).status(),
    ).toBe(401);
  } finally {
    // Every other test signs the Owner in with the usual password.
    const token = await page.evaluate(() => localStorage.getItem("authToken"));
    const me = await request.get("/api/admin/auth/me", { headers: { authorization: `Bearer ${token}` } });
    const { id } = await me.json();
    await request.put(`/api/admin/users/${id}`, {
      headers: { authorization: `Bearer ${token}` },
      data: { password: e2e.owner.password },
    });
  }
});
