import { useOutletContext } from "react-router";
import type { PublicUser } from "#common/schemas/auth.ts";

/** What the journalist layout hands its screens. */
export type JournalistOutletContext = { user: PublicUser };

/** The signed-in journalist, inside the journalist shell. */
export function useJournalistUser(): PublicUser {
  return useOutletContext<JournalistOutletContext>().user;
}
