import { describe, expect, it } from "vitest";
import { bylineSeparator, joinNames } from "./byline.ts";

describe("joinNames", () => {
  it("joins names as Bulgarian writes a list", () => {
    expect(joinNames([])).toBe("");
    expect(joinNames(["Мария Иванова"])).toBe("Мария Иванова");
    expect(joinNames(["Мария Иванова", "Георги Петров"])).toBe("Мария Иванова и Георги Петров");
    expect(joinNames(["А", "Б", "В"])).toBe("А, Б и В");
    expect(joinNames(["А", "Б", "В", "Г"])).toBe("А, Б, В и Г");
  });

  it("says what Intl.ListFormat says in Bulgarian", () => {
    const format = new Intl.ListFormat("bg", { type: "conjunction" });
    for (const names of [["А"], ["А", "Б"], ["А", "Б", "В"], ["А", "Б", "В", "Г", "Д"]])
      expect(joinNames(names)).toBe(format.format(names));
  });

  it("puts the separator between two names only", () => {
    expect([0, 1].map((i) => bylineSeparator(i, 3))).toEqual([", ", " и "]);
  });
});
