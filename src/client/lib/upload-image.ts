import { ApiError, type ApiSchema } from './api-client';

export type UploadedImage = ApiSchema['UploadedImage'];

/**
 * POST /api/uploads with upload progress (fetch cannot report it, so this one call is made with
 * XMLHttpRequest); rejects with an ApiError like every other call.
 */
export function uploadImage(file: File, onProgress: (percent: number) => void): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/uploads');
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(xhr.responseText) as UploadedImage);
        } catch {
          reject(new ApiError(xhr.status, 'Unexpected response'));
        }
      } else {
        reject(new ApiError(xhr.status, xhr.responseText || xhr.statusText));
      }
    };
    xhr.onerror = () => reject(new Error('Network error'));
    const body = new FormData();
    body.append('file', file);
    xhr.send(body);
  });
}
