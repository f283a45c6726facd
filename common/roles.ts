export const roles = ["Owner", "Admin", "Editor", "Journalist"] as const;
export type Role = (typeof roles)[number];

/** SPEC.md §6: the admin check is Admin or Owner. */
export function isAdminRole(role: string | null | undefined): boolean {
  return role === "Admin" || role === "Owner";
}

export function isOwnerRole(role: string | null | undefined): boolean {
  return role === "Owner";
}

/**
 * The Editor (Редактор, issue 35): signs in at the journalist door and edits, schedules,
 * publishes, hides and corrects anyone's articles (decision 0134).
 */
export function isEditorRole(role: string | null | undefined): boolean {
  return role === "Editor";
}

/**
 * The newsroom's editorial desk: Owner, Admin and Editor publish and hide any article, moderate
 * comments and choose the featured articles (decision 0134). Staff, categories, the audit log and
 * the publisher's pages stay the admins'.
 */
export function isEditorialRole(role: string | null | undefined): boolean {
  return isAdminRole(role) || isEditorRole(role);
}

/**
 * Every active staff account may write its own articles in the journalist area
 * (SPEC.md §6 lets admins into the journalist area's endpoints; issue 2 fixes it).
 */
export function isStaffRole(role: string | null | undefined): boolean {
  return isEditorialRole(role) || role === "Journalist";
}

/**
 * The newsroom's writers, whom Admins manage (create, edit, make Editor or Journalist) and whose
 * bylines need a full name; the administrators' roles are the Owner's to give.
 */
export const newsroomRoles = ["Journalist", "Editor"] as const satisfies readonly Role[];

export function isNewsroomRole(role: string | null | undefined): boolean {
  return role === "Journalist" || role === "Editor";
}

/** The administrators' roles, which the Owner alone gives. */
export const adminRoles = ["Admin", "Owner"] as const satisfies readonly Role[];

/** A user with no role is treated as Journalist (SPEC.md §2, admin shell). */
export function effectiveRole(role: string | null | undefined): Role {
  return role === "Owner" || role === "Admin" || role === "Editor" ? role : "Journalist";
}

export type UserType = "admin" | "journalist";
