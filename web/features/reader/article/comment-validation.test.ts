import { describe, expect, it } from "vitest";
import { validateComment } from "./comment-validation.ts";

describe("comment form validation (SPEC.md §5)", () => {
  it("checks the username first, then the comment, after trimming", () => {
    expect(validateComment({ username: "  ", content: "" })).toEqual({
      error: { field: "username", message: "Моля, въведете потребителско име" },
    });
    expect(validateComment({ username: "Иван", content: " \n " })).toEqual({
      error: { field: "content", message: "Моля, въведете коментар" },
    });
  });

  it("treats a name or comment of only invisible characters as empty", () => {
    expect(validateComment({ username: "\u200B\u200D\uFEFF", content: "Текст" })).toEqual({
      error: { field: "username", message: "Моля, въведете потребителско име" },
    });
    expect(validateComment({ username: "Иван", content: "\u00AD\u2060 \u200E" })).toEqual({
      error: { field: "content", message: "Моля, въведете коментар" },
    });
    expect(validateComment({ username: "\u200BИван\u200B", content: "Да" })).toEqual({
      data: { username: "Иван", content: "Да" },
    });
  });

  it("sends trimmed values", () => {
    expect(validateComment({ username: "  Иван ", content: " Добре казано. " })).toEqual({
      data: { username: "Иван", content: "Добре казано." },
    });
  });

  it("refuses values over the limits", () => {
    expect(validateComment({ username: "а".repeat(51), content: "x" })).toMatchObject({ error: { field: "username" } });
    expect(validateComment({ username: "Иван", content: "а".repeat(2001) })).toEqual({
      error: { field: "content", message: "Коментарът може да е най-много 2000 знака" },
    });
  });
});
