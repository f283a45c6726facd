export function ensureChromium(path?: string): string;
export const chromiumArgs: string[];
