import { ssrRendererConfig } from './vite.user-ssr.config';

/** The admin panel's server renderer (web/admin/entry-server.tsx), built as the user app's is. */
export default ssrRendererConfig('admin');
