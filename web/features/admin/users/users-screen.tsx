import type { UserScreenKind } from "./user-form.ts";
export function UsersScreen(_: { kind: UserScreenKind }) { return null; }
