import { useMutation, useQueryClient } from '@tanstack/react-query';
import { objectsApi, profileApi } from '@schemas/endpoint-paths';
import type { IdPhotoSide } from '@schemas/profile';
import { apiCall } from '@/lib/api-call';
import { ApiError, toastError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { invalidateProfile } from './profile';

const UPLOAD_FAILED = 'No se pudo subir el archivo';

/** The file goes as the raw body; a refusal reads 'No se pudo subir el archivo: {status} {text}'. */
async function putFile(uploadURL: string, file: File) {
  const response = await fetch(uploadURL, {
    method: 'PUT',
    body: file,
    headers: { 'content-type': file.type || 'application/octet-stream' },
    credentials: 'include',
  }).catch(() => {
    throw new Error(`${UPLOAD_FAILED}: revisa tu conexión e intenta de nuevo`);
  });
  if (!response.ok) {
    const refusal = new ApiError(response.status, await response.text(), response.statusText);
    throw new Error(
      `${UPLOAD_FAILED}: ${response.status} ${refusal.serverMessage ?? response.statusText}`,
    );
  }
}

/** docs/product/profile-and-identity.md#id-photos: get a one-time upload URL, PUT the file to it, then bind it to one side of the ID. */
export async function uploadIdPhoto({ file, side }: { file: File; side: IdPhotoSide }) {
  const { uploadURL } = await apiCall(objectsApi.upload);
  await putFile(uploadURL, file);
  return apiCall(profileApi.idPhoto, { body: { photoURL: uploadURL, photoType: side } });
}

export function useUploadIdPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadIdPhoto,
    onSuccess: async () => {
      toast({ variant: 'success', title: 'Identificación Guardada' });
      await invalidateProfile(queryClient);
    },
    onError: (error) => toastError('Error al Subir Foto', error),
  });
}
