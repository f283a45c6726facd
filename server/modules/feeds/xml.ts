/** Escapes text for XML element content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!,
  );
}

/** `<name>text</name>`, escaped; nothing for a missing value. */
export function element(name: string, text: string | null | undefined): string {
  return text == null ? "" : `<${name}>${escapeXml(text)}</${name}>`;
}
