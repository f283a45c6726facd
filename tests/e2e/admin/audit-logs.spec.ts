import { readFile } from "node:fs/promises";
import { expect, test } from "../fixtures.ts";
import { createCategory, ownerToken, signInOwner, unique } from "./admin-helpers.ts";

/** Parses RFC 4180 CSV (quoted fields with commas, quotes and newlines). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  const endRow = () => {
    row.push(field);
    rows.push(row);
    row = [];
    field = "";
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(field);
      field = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && text[i + 1] === "\n") i++;
      endRow();
    } else field += c;
  }
  if (field || row.length) endRow();
  return rows;
}

test.describe("audit log", () => {
  test("is filtered by user, action and entity type, and exported as CSV with a BOM and Cyrillic rows", async ({
    page,
    request,
  }) => {
    const name = `Журнална категория ${unique()}`;
    await createCategory(request, await ownerToken(request), name);

    await signInOwner(page);
    await page
      .getByRole("navigation", { name: "Основно меню" })
      .getByRole("link", { name: "Журнал на действията" })
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Журнал на действията");
    const count = page.getByRole("heading", { name: /\d+ записа?$/ });
    await expect(count).toBeVisible();

    await page.getByLabel("Потребител").selectOption({ label: "owner" });
    await page.getByLabel("Действие").selectOption("CREATE");
    await page.getByLabel("Тип обект").selectOption("CATEGORY");
    const rows = page.getByRole("row").filter({ hasText: "CATEGORY" });
    // The rows of the previous filters stay while the last ones load: count once all have loaded.
    await expect(page.locator('section[aria-labelledby="audit-heading"]')).toHaveAttribute("aria-busy", "false");
    await expect(page.getByRole("row").filter({ hasText: name })).toBeVisible();
    const shown = await page.getByRole("row").count();
    await expect(count).toHaveText(new RegExp(`^${shown - 1} записа?$`));
    expect(await rows.count()).toBe(shown - 1);
    expect(await page.getByRole("row").filter({ hasText: "LOGIN_SUCCESS" }).count()).toBe(0);

    await page.getByLabel("Действие").selectOption("LOGIN_FAILED");
    await expect(page.getByText("Няма записи, които да отговарят на филтрите.")).toBeVisible();
    await page.getByLabel("Действие").selectOption("CREATE");
    await expect(page.getByRole("row").filter({ hasText: name })).toBeVisible();

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^audit_logs_\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile((await download.path())!, "utf8");
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const [header, ...body] = parseCsv(text.slice(1)).filter((r) => r.some(Boolean));
    expect(header).toEqual(["Timestamp", "User", "Action", "Entity Type", "Entity ID", "Details", "IP Address"]);
    expect(body.length).toBe(shown - 1);
    expect(body.every((r) => r[1] === "owner" && r[2] === "CREATE" && r[3] === "CATEGORY")).toBe(true);
    expect(body.some((r) => r[5]!.includes(name))).toBe(true);
  });
});
