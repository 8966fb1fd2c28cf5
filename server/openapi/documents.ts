import type { FastifyInstance } from 'fastify';
import { format, resolveConfig } from 'prettier';

/** Where the committed documents live; `npm run openapi` writes them, a test compares them. */
export const OPENAPI_FILES = {
  public: 'docs/api/openapi.public.json',
  staff: 'docs/api/openapi.staff.json',
} as const;

/** Both documents of a built app, as the files hold them (Prettier-formatted JSON). */
export async function openApiFiles(app: FastifyInstance) {
  // Formatted with the repository's Prettier settings, so `prettier --check` passes on them.
  const text = async (document: unknown, file: string) =>
    format(JSON.stringify(document), { ...(await resolveConfig(file)), filepath: file });
  return {
    public: await text(app.swagger(), OPENAPI_FILES.public),
    staff: await text(app.staffOpenApi(), OPENAPI_FILES.staff),
  };
}
