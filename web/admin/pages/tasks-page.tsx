import { BulkJobsList } from '@/features/admin-bulk-jobs/components/bulk-jobs-list';
import { AdminLayout } from '../components/admin-layout';

/** /{prefix}/tareas (docs/product/staff-at-scale.md#bulk-actions): bulk jobs and their progress. */
export default function TasksPage() {
  return (
    <AdminLayout title="Tareas" subtitle="Acciones masivas y su avance">
      <BulkJobsList />
    </AdminLayout>
  );
}
