/** The caller as every resolver sees it, loaded once per request from the access token. */
export interface HeldRole {
  userWorkshopRoleID: string;
  workshopID: string;
  workshopName: string;
  roleID: string;
  roleName: string;
}

export interface AuthState {
  userID: string;
  userName: string;
  firstname: string;
  lastname: string;
  isAdmin: boolean;
  sessionID: string;
  roles: HeldRole[];
  /** Set while an admin is signed in as this user. */
  impersonator: { userID: string; userName: string } | null;
}
