import * as z from 'zod/mini';
import { defineCall } from '../call.ts';
import { characterCount } from '../characters.ts';
import {
  COMPLAINT_IMAGES_MAX,
  COMPLAINT_LIST_CURSOR_MAX,
  COMPLAINT_LIST_PAGE_SIZE,
  COMPLAINT_LIST_PAGE_SIZE_MAX,
  COMPLAINT_TEXT_MAX,
  COMPLAINT_UNITS_PER_CHARACTER_MAX,
  RATING_STARS,
} from '../constants.ts';
import {
  boundedString,
  flag,
  idParam,
  integerInput,
  intParam,
  isoDate,
  optionSchema,
  orderCardSchema,
  positiveIntParam,
} from '../entities.ts';

export const problemInit = defineCall({
  name: 'problem-init',
  family: 'online',
  method: 'GET',
  path: '/user-problem/problem-init',
  auth: 'session',
  summary: 'Complaint types, the selected order card (or empty string) and all orders of the borrower',
  request: z.object({ orderId: z.optional(z.union([z.literal(''), idParam])) }),
  data: z.object({
    problemType: z.array(optionSchema),
    problemSonType: z.array(optionSchema),
    orderDetail: z.union([orderCardSchema, z.literal('')]),
    orderList: z.array(orderCardSchema),
  }),
});

export const uploadProblemImg = defineCall({
  name: 'upload-problem-img',
  family: 'online',
  method: 'POST',
  path: '/user-problem/upload-problem-img',
  auth: 'session',
  body: 'multipart',
  summary:
    'Upload one complaint photo (multipart field problemImage; JPEG, PNG or WebP, at most 10 MB; stored re-encoded, without metadata)',
  request: z.object({}),
  data: z.object({ url: z.string() }),
});

const imageUrls = z.string().check(
  z.maxLength(COMPLAINT_IMAGES_MAX * 200),
  z.refine((s) => s === '' || s.split(',').length <= COMPLAINT_IMAGES_MAX, `at most ${COMPLAINT_IMAGES_MAX} images`),
);

export const problemSave = defineCall({
  name: 'problem-save',
  family: 'online',
  method: 'POST',
  path: '/user-problem/problem-save',
  auth: 'session',
  summary: 'File a complaint',
  request: z.object({
    problemType: positiveIntParam,
    problemSonType: z.optional(z.union([z.literal(''), positiveIntParam])),
    // At most COMPLAINT_TEXT_MAX characters as the borrower counts them (an emoji is one); the UTF-16 bound only
    // keeps a text of long clusters from growing without end.
    problemDetail: z.string().check(
      z.trim(),
      z.minLength(1, 'problemDetail is empty'),
      z.maxLength(COMPLAINT_TEXT_MAX * COMPLAINT_UNITS_PER_CHARACTER_MAX),
      z.refine((text) => characterCount(text) <= COMPLAINT_TEXT_MAX, `at most ${COMPLAINT_TEXT_MAX} characters`),
    ),
    problemImage: z._default(imageUrls, ''),
    orderNo: z._default(boundedString(64), ''),
    /**
     * Ours: a random id of this draft. Sending the same one again (a retry after the answer was lost) returns the
     * complaint already filed instead of filing a second one.
     */
    requestId: z.optional(
      z.string().check(z.regex(/^[A-Za-z0-9-]{8,64}$/, 'requestId: 8 to 64 letters, digits or dashes')),
    ),
  }),
  data: z.object({ problemId: z.int() }),
});

export const problemList = defineCall({
  name: 'problem-list',
  family: 'online',
  method: 'GET',
  path: '/user-problem/problem-list',
  auth: 'session',
  summary:
    "One page of the borrower's complaints, newest first, grouped into tabs; `nextCursor` asks for the page after it",
  request: z.object({
    /**
     * Ours: `nextCursor` of the page before; none for the first page. Opaque: only the server reads it, and answers
     * 400 for one it did not make.
     */
    cursor: z.optional(z.string().check(z.maxLength(COMPLAINT_LIST_CURSOR_MAX))),
    /** Ours: complaints per page, 1 to COMPLAINT_LIST_PAGE_SIZE_MAX. */
    pageSize: z._default(
      z.pipe(integerInput, z.int().check(z.gte(1), z.lte(COMPLAINT_LIST_PAGE_SIZE_MAX))),
      COMPLAINT_LIST_PAGE_SIZE,
    ),
  }),
  data: z.object({
    /** This page's complaints in tabs by state (every page has both tabs, in the same order, either may be empty). */
    tabs: z.array(
      z.object({
        title: z.string(),
        items: z.array(z.object({ id: z.int(), time: z.string(), type: z.string(), content: z.string() })),
      }),
    ),
    /** Ours: the cursor of the next page, or null when this page is the last. */
    nextCursor: z.nullable(z.string()),
  }),
});

export const problemDetail = defineCall({
  name: 'problem-detail',
  family: 'online',
  method: 'GET',
  path: '/user-problem/problem-detail',
  auth: 'session',
  summary: 'One complaint with the agent reply',
  request: z.object({ problemId: idParam }),
  data: z.object({
    type: z.string(),
    sonType: z.string(),
    problemId: z.int(),
    content: z.string(),
    images: z.array(z.string()),
    disposeDetail: z.string(),
    disposeImages: z.array(z.string()),
    isNeedScore: flag,
    /** Ours: the day by which the lender must answer (filed + GRIEVANCE_RESPONSE_DAYS), market time. */
    responseDueOn: isoDate,
    /** Ours: 1 once an agent answered. */
    answered: flag,
  }),
});

export const problemScore = defineCall({
  name: 'problem-score',
  family: 'online',
  method: 'POST',
  path: '/user-problem/problem-score',
  auth: 'session',
  summary: 'Score the handling of a complaint, once',
  request: z.object({
    problemId: idParam,
    score: z.pipe(integerInput, z.int().check(z.gte(1), z.lte(RATING_STARS))),
  }),
  data: z.object({}),
});

export const getWhatsapp = defineCall({
  name: 'get-whatsapp',
  family: 'online',
  method: 'GET',
  path: '/user-problem/get-whatsapp',
  auth: 'public',
  summary: 'Customer service contacts: phone (also the WhatsApp number), hotline (va) and e-mail',
  request: z.object({ overall: z.optional(intParam) }),
  data: z.object({ phone: z.string(), va: z.string(), email: z.string() }),
});
