import type { AdminUser, AdminUserPage } from '@schemas/admin-users';
import type { InfiniteData } from '@tanstack/react-query';
import { UserRow } from './user-row';

/** Every user of the pages loaded so far. */
export const usersOf = (data: InfiniteData<AdminUserPage> | undefined) =>
  data?.pages.flatMap((page) => page.users) ?? [];

export function UserList({
  users,
  onOpenUser,
}: {
  users: AdminUser[];
  onOpenUser: (user: AdminUser) => void;
}) {
  return (
    <ul className="grid gap-2 sm:gap-3">
      {users.map((user) => (
        <UserRow key={user.id} user={user} onOpen={onOpenUser} />
      ))}
    </ul>
  );
}
