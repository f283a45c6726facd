export const roles = ["Owner", "Admin", "Journalist"] as const;
export type Role = (typeof roles)[number];

/** SPEC.md §6: the admin check is Admin or Owner. */
export function isAdminRole(role: string | null | undefined): boolean {
  return role === "Admin" || role === "Owner";
}

export function isOwnerRole(role: string | null | undefined): boolean {
  return role === "Owner";
}

/**
 * Every active staff account may write its own articles in the journalist area
 * (SPEC.md §6 lets admins into the journalist area's endpoints; issue 2 fixes it).
 */
export function isStaffRole(role: string | null | undefined): boolean {
  return role === "Owner" || role === "Admin" || role === "Journalist";
}

/** A user with no role is treated as Journalist (SPEC.md §2, admin shell). */
export function effectiveRole(role: string | null | undefined): Role {
  return role === "Owner" || role === "Admin" ? role : "Journalist";
}

export type UserType = "admin" | "journalist";
