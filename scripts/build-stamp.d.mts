export function sourceHash(): string;
export function staleBuild(): string | null;
export function writeStamp(): void;
export function ensureFreshBuild(who: string): void;
