import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@schemas/endpoints';
import { currentAdmin } from '../../plugins/admin-auth';
import { route } from '../../plugins/route';
import type { StaffService } from './staff.service';

const api = endpoints.staff;

/** Staff management: owners only (guarded scope). */
export const staffRoutes =
  (staff: StaffService): FastifyPluginAsyncZod =>
  async (app) => {
    const owner = { config: { minRole: 'owner' as const } };

    route(app, api.list, owner, async () => ({ staff: await staff.list() }));

    route(app, api.create, owner, async (request, reply) => {
      const { username, role } = request.body;
      const created = await staff.create(currentAdmin(request), username, role, request.ip);
      return reply.code(201).send(created);
    });

    route(app, api.changeRole, owner, async (request) =>
      staff.changeRole(
        currentAdmin(request),
        request.params.staffId,
        request.body.role,
        request.ip,
      ),
    );

    /** One POST per action on a member, each answering the member as it is now. */
    const actions = [
      [api.disable, staff.disable],
      [api.enable, staff.enable],
      [api.resetTwoFactor, staff.resetTwoFactor],
      [api.endSessions, staff.endSessions],
    ] as const;
    for (const [endpoint, run] of actions) {
      route(app, endpoint, owner, async (request) =>
        run(currentAdmin(request), request.params.staffId, request.ip),
      );
    }

    route(app, api.resetPassword, owner, async (request) =>
      staff.resetPassword(currentAdmin(request), request.params.staffId, request.ip),
    );
  };
