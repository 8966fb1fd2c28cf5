/** Who did a staff action and from which address: the audit log's who and IP. */
export interface StaffActor {
  /** 'admin:<username>'. */
  actor: string;
  ip: string;
}

export const adminActor = (username: string) => `admin:${username}`;

export const staffActor = (admin: { username: string }, ip: string): StaffActor => ({
  actor: adminActor(admin.username),
  ip,
});
