import type { Page } from "@playwright/test";

/**
 * What a person would see as broken at this width, in words: the page scrolling sideways, a
 * table column squeezed to nothing, a header or button whose text spills over, a control that
 * sticks out of its card, a drop-down whose choice is cut off. Empty when all is well.
 */
export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()} "${(el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40)}"`;
    const visible = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== "hidden";
    };
    const overflow = document.documentElement.scrollWidth - window.innerWidth;
    if (overflow > 0) problems.push(`the page scrolls sideways by ${overflow} px`);

    for (const cell of document.querySelectorAll("main th, main td")) {
      if (!visible(cell) || !(cell.textContent ?? "").trim()) continue;
      if (cell.getBoundingClientRect().width < 48)
        problems.push(`${name(cell)} is ${Math.round(cell.getBoundingClientRect().width)} px wide`);
      if (cell.scrollWidth > cell.clientWidth + 1) problems.push(`${name(cell)} spills over its column`);
    }
    for (const control of document.querySelectorAll("main button, main a, main select, main input")) {
      if (!visible(control)) continue;
      if (control.tagName === "BUTTON" && control.scrollWidth > control.clientWidth + 1)
        problems.push(`${name(control)}'s text is cut off`);
      const card = control.closest("section, li, form");
      if (!card) continue;
      const box = control.getBoundingClientRect();
      const frame = card.getBoundingClientRect();
      if (box.right > frame.right + 1 || box.left < frame.left - 1)
        problems.push(`${name(control)} sticks out of its ${card.tagName.toLowerCase()}`);
    }
    // A drop-down whose chosen option does not fit shows it cut off ("Всички дейс…", issue 29).
    const measure = document.createElement("canvas").getContext("2d")!;
    for (const select of document.querySelectorAll<HTMLSelectElement>("main select")) {
      const option = select.selectedOptions[0];
      if (!visible(select) || !option) continue;
      const style = getComputedStyle(select);
      measure.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      if (measure.measureText(option.text).width > room + 1)
        problems.push(`${name(select)} shows its choice "${option.text}" cut off`);
    }
    return problems;
  });
}
