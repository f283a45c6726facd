import { describe, expect, it } from "vitest";
import { userTexts } from "../messages/admin.ts";
import { registerSchema } from "./auth.ts";
import { userCreateSchema, userFormSchema, userUpdateSchema, type UserFormValues } from "./users.ts";

const form = (values: Partial<UserFormValues>): UserFormValues => ({
  username: "ivan",
  name: "Иван Петров",
  bio: "",
  email: "",
  password: "parola123",
  confirmPassword: "parola123",
  role: "Journalist",
  status: "Active",
  ...values,
});
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("the user rules (SPEC.md §5), one schema for the form and the API", () => {
  it("says SPEC's texts word for word", () => {
    expect(firstMessage(userFormSchema("create").safeParse(form({ username: "  " })))).toBe(
      "Потребителското име и паролата са задължителни",
    );
    expect(firstMessage(userFormSchema("create").safeParse(form({ password: "", confirmPassword: "" })))).toBe(
      "Потребителското име и паролата са задължителни",
    );
    expect(firstMessage(userFormSchema("create").safeParse(form({ confirmPassword: "other12345" })))).toBe(
      "Паролите не съвпадат",
    );
    expect(firstMessage(userFormSchema("create").safeParse(form({ name: " " })))).toBe(
      "Името е задължително за журналистите",
    );
  });

  it("keeps the current password when the edit form leaves it empty, and lets admins go without a name", () => {
    const edit = userFormSchema("edit").safeParse(form({ password: "", confirmPassword: "", role: "Admin", name: "" }));
    expect(edit.success).toBe(true);
    expect(edit.data?.password).toBeUndefined();
    expect(edit.data?.name).toBeNull();
  });

  it("judges the API's bodies by the same rules, and the registration's username too", () => {
    expect(firstMessage(userCreateSchema.safeParse({ username: "a b", password: "parola123", name: "Иван" }))).toBe(
      userTexts.usernameInvalid(3, 50),
    );
    expect(firstMessage(registerSchema.safeParse({ username: "a b", password: "parola123" }))).toBe(
      userTexts.usernameInvalid(3, 50),
    );
    expect(userCreateSchema.parse({ username: " ivan ", password: "parola123", name: " Иван " })).toMatchObject({
      username: "ivan",
      role: "Journalist",
      name: "Иван",
    });
    // "just {isActive}" is a whole update (SPEC.md §7).
    expect(userUpdateSchema.safeParse({ isActive: false }).success).toBe(true);
    expect(firstMessage(userUpdateSchema.safeParse({ password: "short" }))).toBe(userTexts.passwordLength(8, 200));
  });
});

describe("a new journalist without a name", () => {
  it("is refused when the body leaves the name out, as when it sends it empty", () => {
    expect(firstMessage(userCreateSchema.safeParse({ username: "new.one", password: "password-123" }))).toBe(
      "Името е задължително за журналистите",
    );
    expect(userCreateSchema.safeParse({ username: "new.one", password: "password-123", role: "Admin" }).success).toBe(
      true,
    );
  });
});
