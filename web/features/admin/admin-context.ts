import { useOutletContext } from "react-router";
import type { PublicUser } from "#common/schemas/auth.ts";

/** What the admin layout hands its screens. */
export type AdminOutletContext = { user: PublicUser };

/** The signed-in admin-panel user, inside the admin shell. */
export function useAdminUser(): PublicUser {
  return useOutletContext<AdminOutletContext>().user;
}
