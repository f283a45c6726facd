import { describe, expect, it } from "vitest";
import { avatarFileError, userPayload, userScreenKind, validateUserForm, type UserFormValues } from "./user-form.ts";

const journalist: UserFormValues = {
  username: "ivan.ivanov",
  name: "Иван Иванов",
  bio: "",
  email: "",
  password: "password-123",
  confirmPassword: "password-123",
  role: "Journalist",
  status: "Active",
};

describe("userScreenKind", () => {
  it("chooses the administrators' screen by the path", () => {
    expect(userScreenKind("/admin/admins")).toBe("admins");
    expect(userScreenKind("/admin/journalists")).toBe("journalists");
  });
});

describe("validateUserForm", () => {
  it("accepts a complete journalist", () => {
    expect(validateUserForm(journalist, "create")).toEqual({});
  });

  it("gives the combined message for a missing username or password on create", () => {
    expect(validateUserForm({ ...journalist, username: " ", password: "", confirmPassword: "" }, "create").form).toBe(
      "Потребителското име и паролата са задължителни",
    );
    expect(validateUserForm({ ...journalist, password: "", confirmPassword: "" }, "create")).toMatchObject({
      form: "Потребителското име и паролата са задължителни",
      password: expect.any(String),
    });
    expect(validateUserForm({ ...journalist, username: "" }, "create").username).toBe(
      "Потребителското име и паролата са задължителни",
    );
  });

  it("needs a matching confirmation", () => {
    expect(validateUserForm({ ...journalist, confirmPassword: "other" }, "create")).toEqual({
      confirmPassword: "Паролите не съвпадат",
      form: "Паролите не съвпадат",
    });
  });

  it("needs a full name for journalists only", () => {
    expect(validateUserForm({ ...journalist, name: "  " }, "create")).toEqual({
      name: "Името е задължително за журналистите",
      form: "Името е задължително за журналистите",
    });
    expect(validateUserForm({ ...journalist, name: "", role: "Admin" }, "create")).toEqual({});
  });

  it("lets an edit keep the password", () => {
    expect(validateUserForm({ ...journalist, password: "", confirmPassword: "" }, "edit")).toEqual({});
    expect(validateUserForm({ ...journalist, username: "", password: "", confirmPassword: "" }, "edit").username).toBe(
      "Потребителското име и паролата са задължителни",
    );
  });
});

describe("userPayload", () => {
  it("trims, and leaves an empty password out on edit", () => {
    expect(userPayload({ ...journalist, username: " ivan " }, "create")).toEqual({
      username: "ivan",
      name: "Иван Иванов",
      bio: null,
      email: null,
      role: "Journalist",
      status: "Active",
      password: "password-123",
    });
    expect(userPayload({ ...journalist, bio: "  Пише за спорт.\n" }, "edit").bio).toBe("Пише за спорт.");
    expect(userPayload({ ...journalist, password: "" }, "edit")).not.toHaveProperty("password");
    expect(userPayload({ ...journalist, name: " ", role: "Admin" }, "edit").name).toBeNull();
  });
});

describe("avatarFileError", () => {
  const file = (name: string, type: string, size = 1000) => ({ name, type, size });
  it("accepts one jpeg, jpg, png or webp up to 5 MB", () => {
    expect(avatarFileError([file("a.jpg", "image/jpeg")])).toBeNull();
    expect(avatarFileError([file("a.png", "image/png")])).toBeNull();
    expect(avatarFileError([file("a.webp", "image/webp", 5 * 1024 * 1024)])).toBeNull();
  });
  it("refuses other types, large files and more or fewer than one file", () => {
    expect(avatarFileError([file("a.gif", "image/gif")])).toMatch(/JPEG/);
    expect(avatarFileError([file("a.png", "image/png", 5 * 1024 * 1024 + 1)])).toMatch(/5 MB/);
    expect(avatarFileError([])).toBe("Изберете един файл.");
    expect(avatarFileError([file("a.png", "image/png"), file("b.png", "image/png")])).toBe("Изберете един файл.");
  });
});
