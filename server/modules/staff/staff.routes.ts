import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@schemas/common';
import {
  changeRoleInput,
  createStaffInput,
  staffIdParam,
  staffList,
  staffMember,
  staffWithPassword,
} from '@schemas/staff';
import { currentAdmin } from '../../plugins/admin-auth';
import type { StaffService } from './staff.service';

/** Staff management: owners only (guarded scope). */
export const staffRoutes =
  (staff: StaffService): FastifyPluginAsyncZod =>
  async (app) => {
    const owner = { config: { minRole: 'owner' as const } };
    const errors = {
      400: errorResponse,
      403: errorResponse,
      404: errorResponse,
      409: errorResponse,
    };

    app.get(
      '/api/admin/staff',
      { ...owner, schema: { response: { 200: staffList } } },
      async () => ({ staff: await staff.list() }),
    );

    app.post(
      '/api/admin/staff',
      {
        ...owner,
        schema: { body: createStaffInput, response: { 201: staffWithPassword, ...errors } },
      },
      async (request, reply) => {
        const { username, role } = request.body;
        const created = await staff.create(currentAdmin(request), username, role, request.ip);
        return reply.code(201).send(created);
      },
    );

    app.put(
      '/api/admin/staff/:staffId/role',
      {
        ...owner,
        schema: {
          params: staffIdParam,
          body: changeRoleInput,
          response: { 200: staffMember, ...errors },
        },
      },
      async (request) =>
        staff.changeRole(
          currentAdmin(request),
          request.params.staffId,
          request.body.role,
          request.ip,
        ),
    );

    /** One POST per action on a member, each answering the member as it is now. */
    const actions = {
      disable: staff.disable,
      enable: staff.enable,
      'reset-two-factor': staff.resetTwoFactor,
      'end-sessions': staff.endSessions,
    } as const;
    for (const [path, run] of Object.entries(actions)) {
      app.post(
        `/api/admin/staff/:staffId/${path}`,
        { ...owner, schema: { params: staffIdParam, response: { 200: staffMember, ...errors } } },
        async (request) => run(currentAdmin(request), request.params.staffId, request.ip),
      );
    }

    app.post(
      '/api/admin/staff/:staffId/reset-password',
      {
        ...owner,
        schema: { params: staffIdParam, response: { 200: staffWithPassword, ...errors } },
      },
      async (request) =>
        staff.resetPassword(currentAdmin(request), request.params.staffId, request.ip),
    );
  };
