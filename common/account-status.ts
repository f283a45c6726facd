/**
 * An account awaits approval while it is inactive and has never been used: a registration under
 * REGISTRATION=approval, or an account created inactive, until an administrator activates it. An
 * account that has been used and then switched off is deactivated instead (decision 0052).
 */
export function isAwaitingApproval(user: { isActive: boolean; lastActivity: Date | string | null }): boolean {
  return !user.isActive && user.lastActivity === null;
}
