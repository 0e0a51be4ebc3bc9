import { type ContactMessageRequest, sendContactMessage } from '@loan/contract';
import { onlinePost } from '@/platform/online.ts';

/** Sends a contact-form message to the support desk; a refusal (rate limit, phone) is toasted by the HTTP layer. */
export const postContactMessage = (message: ContactMessageRequest) =>
  onlinePost(sendContactMessage, message, { loading: true });
