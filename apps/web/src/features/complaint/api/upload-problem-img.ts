import { uploadProblemImg } from '@loan/contract';
import { CLIENT_FAILURE } from '@/platform/call-request.ts';
import { uploadMultipart } from '@/platform/http.ts';
import { callUrl, type OnlineResult, settleOnlineBody } from '@/platform/online.ts';

/** The multipart field the server reads. */
export const IMAGE_FIELD = 'problemImage';

/**
 * Uploads one photo with progress. Never rejects: a network failure is a result like a refusal, so the uploader
 * can mark that one photo as failed. Toasts are the uploader's to show (server message or success text), except an
 * ended session, said once by the shared helper.
 */
export async function uploadComplaintImage(
  image: Blob,
  fileName: string,
  onProgress: (percent: number) => void,
): Promise<OnlineResult<{ url: string }>> {
  const form = new FormData();
  form.append(IMAGE_FIELD, image, fileName);
  try {
    const body = await uploadMultipart(callUrl(uploadProblemImg), form, { onProgress });
    return settleOnlineBody(uploadProblemImg, body, { silent: true });
  } catch (error) {
    console.error('[complaint] photo upload failed', error);
    return { ok: false, code: CLIENT_FAILURE.network, message: '' };
  }
}
