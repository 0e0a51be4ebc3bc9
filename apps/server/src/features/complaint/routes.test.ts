import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  onlineSuccessSchema,
  problemDetail,
  problemInit,
  problemList,
  problemSave,
  UPLOAD_MAX_BYTES,
  uploadProblemImg,
} from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffBearer } from '../../testing/staff-client.ts';
import { buildTestApp, DEMO, query } from '../../testing/test-app.ts';
import { greyJpeg, multipartBody, pixelsOf, solidPng } from './test-images.ts';

const me = query({ ...DEMO.borrower, language: '1' });
const other = query({ ...DEMO.otherBorrower, language: '1' });

let app: FastifyInstance;
let dataDir: string;
/** Mexico's agent: these complaints are filed by the Mexican borrower (in English, `language=1`). */
let staffAuth: string;
const storedFiles = () => {
  try {
    return readdirSync(path.join(dataDir, 'uploads'));
  } catch {
    return [];
  }
};

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'complaint-test-'));
  // The disk backend, whose directory these tests inspect (database storage has tests of its own).
  app = await buildTestApp({ DATA_DIR: dataDir, UPLOAD_STORAGE: 'disk' });
  staffAuth = await staffBearer(app, 'agent.mx@demo.test');
});
afterAll(() => app.close());

async function upload(bytes: Buffer, filename = 'photo.png', type = 'image/png', who = me) {
  const body = multipartBody('problemImage', filename, type, bytes);
  return app.inject({ method: 'POST', url: `/online/user-problem/upload-problem-img?${who}`, ...body });
}

async function uploadedUrl(bytes: Buffer = solidPng(), who = me): Promise<string> {
  const response = await upload(bytes, 'photo.png', 'image/png', who);
  return onlineSuccessSchema(uploadProblemImg.data).parse(response.json()).data.url ?? '';
}

function save(fields: Record<string, string>, who = me) {
  return app.inject({
    method: 'POST',
    url: `/online/user-problem/problem-save?${who}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

const validComplaint = (extra: Record<string, string> = {}) => ({
  problemType: '1',
  problemSonType: '101',
  problemDetail: 'The agent called me at 11 pm.',
  orderNo: '5004',
  problemImage: '',
  ...extra,
});

describe('upload-problem-img', () => {
  it('stores a real PNG and serves it back with its content type and nosniff', async () => {
    const png = solidPng();
    const response = await upload(png);
    expect(response.statusCode).toBe(200);
    const url = onlineSuccessSchema(uploadProblemImg.data).parse(response.json()).data.url ?? '';
    expect(url).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    const served = await app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect((await pixelsOf(served.rawPayload)).equals(await pixelsOf(png))).toBe(true);
  });

  it('accepts a real JPEG even when it is named and declared as something else', async () => {
    const response = await upload(greyJpeg(), 'notes.txt', 'text/plain');
    expect(response.statusCode).toBe(200);
    const url: string = response.json().data.url;
    expect(url).toMatch(/\.jpg$/);
    expect((await app.inject({ url })).headers['content-type']).toBe('image/jpeg');
  });

  it('refuses a script named .png and stores nothing', async () => {
    const before = storedFiles().length;
    const response = await upload(Buffer.from('<script>alert(1)</script>\n'), 'cat.png', 'image/png');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ success: false, code: 1006 });
    expect(response.json().message).toContain('JPEG, PNG or WebP');
    expect(storedFiles().length).toBe(before);
  });

  it('refuses an empty file with a clear message', async () => {
    const response = await upload(Buffer.alloc(0));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: 'problemImage: the file is empty' });
  });

  it('refuses an 11 MB file and stores nothing', async () => {
    const before = storedFiles().length;
    const big = Buffer.alloc(11 * 1024 * 1024);
    solidPng().copy(big);
    expect(big.length).toBeGreaterThan(UPLOAD_MAX_BYTES);
    const response = await upload(big);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ success: false, message: 'problemImage: the image is larger than 10 MB' });
    expect(storedFiles().length).toBe(before);
  });

  it('accepts a photo just under 10 MB (no smaller body limit stands in the way)', async () => {
    const large = Buffer.alloc(UPLOAD_MAX_BYTES - 1024);
    greyJpeg().copy(large);
    const response = await upload(large, 'IMG_0001.JPG', 'image/jpeg');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.url).toMatch(/\.jpg$/);
  });

  it('refuses an upload without a valid session', async () => {
    const response = await upload(solidPng(), 'a.png', 'image/png', query({ userId: '1001', sessionId: 'nope' }));
    expect(response.statusCode).toBe(401);
  });

  it('answers 404 for an unknown upload name', async () => {
    const response = await app.inject({ url: `/uploads/${'0'.repeat(32)}.png` });
    expect(response.statusCode).toBe(404);
    expect((await app.inject({ url: '/uploads/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(404);
  });
});

describe('problem-init', () => {
  it('gives the types, the collection sub-types, the selected order card and every order of the borrower', async () => {
    const response = await app.inject({ url: `/online/user-problem/problem-init?${me}&orderId=5004` });
    const { data } = onlineSuccessSchema(problemInit.data).parse(response.json());
    expect(data?.problemType.map((t) => t.value)).toEqual([1, 2, 3, 4]);
    expect(data?.problemSonType.map((t) => t.value)).toEqual([101, 102, 103]);
    expect(data.orderDetail).toMatchObject({ orderNo: '5004', isShow: 1, productName: 'Presto Cash' });
    expect(data?.orderList.map((o) => o.orderNo)).toEqual(['5006', '5005', '5004', '5003', '5002', '5001']);
    expect(data?.orderList.find((o) => o.orderNo === '5006')?.isShow).toBe(0);
  });

  it('gives an empty order card without an order id, and for an order of someone else', async () => {
    const empty = await app.inject({ url: `/online/user-problem/problem-init?${me}&orderId=` });
    expect(empty.json().data.orderDetail).toBe('');
    const foreign = await app.inject({ url: `/online/user-problem/problem-init?${me}&orderId=6001` });
    expect(foreign.json().data.orderDetail).toBe('');
    expect(foreign.json().data.orderList.map((o: { orderNo: string }) => o.orderNo)).not.toContain('6001');
  });
});

describe('problem-save', () => {
  it('files a complaint with the borrower’s own images and shows it in the list and the detail', async () => {
    const images = [await uploadedUrl(), await uploadedUrl(greyJpeg())];
    const response = await save(validComplaint({ problemImage: images.join(',') }));
    expect(response.statusCode).toBe(200);
    const problemId = onlineSuccessSchema(problemSave.data).parse(response.json()).data.problemId ?? 0;

    const list = onlineSuccessSchema(problemList.data).parse(
      (await app.inject({ url: `/online/user-problem/problem-list?${me}` })).json(),
    );
    const [open, replied] = list.data.tabs ?? [];
    expect(open?.title).toBe('In progress');
    expect(replied?.title).toBe('Replied');
    expect(open?.items[0]).toMatchObject({
      id: problemId,
      type: 'Collection · Rude or threatening language',
      content: 'The agent called me at 11 pm.',
    });
    expect(open?.items[0]?.time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const detail = onlineSuccessSchema(problemDetail.data).parse(
      (await app.inject({ url: `/online/user-problem/problem-detail?${me}&problemId=${problemId}` })).json(),
    );
    expect(detail.data).toEqual({
      type: 'Collection',
      sonType: 'Rude or threatening language',
      problemId,
      content: 'The agent called me at 11 pm.',
      images,
      disposeDetail: '',
      disposeImages: [],
      isNeedScore: 0,
      responseDueOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      answered: 0,
    });
  });

  it('files a retried save with the same request id once', async () => {
    const fields = validComplaint({
      problemDetail: 'Retried after the connection dropped',
      requestId: 'draft-0001-abcd',
    });
    const first = await save(fields);
    const again = await save(fields);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.problemId).toBe(first.json().data.problemId);
    const list = await app.inject({ url: `/online/user-problem/problem-list?${me}` });
    const matching = list
      .json()
      .data.tabs[0].items.filter((i: { content: string }) => i.content === 'Retried after the connection dropped');
    expect(matching).toHaveLength(1);
    // Another borrower's request id space is their own.
    const theirs = await save({ ...fields, orderNo: '6001' }, other);
    expect(theirs.json().data.problemId).not.toBe(first.json().data.problemId);
  });

  it('files a non-collection complaint without an order or a sub-type', async () => {
    const response = await save({ problemType: '4', problemDetail: 'Please add a dark mode.' });
    expect(response.statusCode).toBe(200);
  });

  const refusals: [string, Record<string, string>, number, string][] = [
    ['an empty description', { problemDetail: '   ' }, 400, 'problemDetail'],
    ['201 characters', { problemDetail: 'x'.repeat(201) }, 400, 'problemDetail'],
    ['an unknown type', { problemType: '9' }, 400, 'problemType'],
    ['a sub-type given as a type', { problemType: '101', problemSonType: '' }, 400, 'problemType'],
    ['a collection complaint without sub-type', { problemSonType: '' }, 400, 'problemSonType'],
    ['a sub-type of nothing', { problemType: '2', problemSonType: '101', orderNo: '' }, 400, 'problemSonType'],
    ['a collection complaint without order', { orderNo: '' }, 400, 'orderNo'],
    ['an order that refuses collection complaints', { orderNo: '5006' }, 400, 'orderNo'],
    ['an order of another borrower', { orderNo: '6001' }, 404, 'orderNo'],
    ['an order that does not exist', { orderNo: '999999' }, 404, 'orderNo'],
    ['an image URL from elsewhere', { problemImage: 'https://evil.example/x.png' }, 400, 'problemImage'],
    ['ten images', { problemImage: Array(10).fill('/uploads/a.png').join(',') }, 400, 'problemImage'],
  ];
  for (const [what, fields, status, field] of refusals) {
    it(`refuses ${what}, naming ${field}`, async () => {
      const response = await save(validComplaint(fields));
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ success: false });
      expect(response.json().message).toContain(field);
    });
  }

  it('refuses an image another borrower uploaded, and one repeated', async () => {
    const theirs = await uploadedUrl(solidPng(), other);
    const foreign = await save(validComplaint({ problemImage: theirs }));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe('problemImage: an image was not uploaded by you');
    const mine = await uploadedUrl();
    const twice = await save(validComplaint({ problemImage: `${mine},${mine}` }));
    expect(twice.json().message).toContain('problemImage');
  });
});

describe('ownership and the staff reply', () => {
  const staff = (method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({
      method,
      url,
      headers: { authorization: staffAuth },
      ...(payload ? { payload } : {}),
    });

  it('never shows one borrower the complaint of another', async () => {
    const filed = await save(validComplaint({ problemDetail: 'Private matter' }));
    const problemId = filed.json().data.problemId;
    const detail = await app.inject({ url: `/online/user-problem/problem-detail?${other}&problemId=${problemId}` });
    expect(detail.statusCode).toBe(404);
    const missing = await app.inject({ url: `/online/user-problem/problem-detail?${other}&problemId=987654` });
    expect(missing.json()).toEqual(detail.json());
    const list = await app.inject({ url: `/online/user-problem/problem-list?${other}` });
    expect(JSON.stringify(list.json())).not.toContain('Private matter');
    const score = await app.inject({
      method: 'POST',
      url: `/online/user-problem/problem-score?${other}`,
      payload: { problemId: String(problemId), score: '5' },
    });
    expect(score.statusCode).toBe(404);
  });

  it('refuses the staff API without a valid personal token', async () => {
    for (const authorization of ['Bearer wrong-token', 'Bearer sdt_wrong', `Bearer ${DEMO.borrower.sessionId}`]) {
      const response = await app.inject({ url: '/staff/api/complaints', headers: { authorization } });
      expect(response.statusCode).toBe(401);
    }
    expect((await app.inject({ url: '/staff/api/complaints' })).statusCode).toBe(401);
  });

  it('shows the agent’s reply with images in the borrower’s detail, asks for a score and takes it once', async () => {
    const filed = await save(validComplaint({ problemDetail: 'Rude call on Monday' }));
    const problemId: number = filed.json().data.problemId;

    const open = await staff('GET', '/staff/api/complaints');
    expect(open.json().data.complaints.map((c: { id: number }) => c.id)).toContain(problemId);

    const body = multipartBody('problemImage', 'r.png', 'image/png', solidPng());
    const replyImage = await app.inject({
      method: 'POST',
      url: '/staff/api/uploads',
      headers: { authorization: staffAuth, ...body.headers },
      payload: body.payload,
    });
    expect(replyImage.statusCode).toBe(200);
    const replyUrl: string = replyImage.json().data.url;

    const borrowerImage = await uploadedUrl();
    const refused = await staff('POST', `/staff/api/complaints/${problemId}/reply`, {
      text: 'x',
      images: [borrowerImage],
    });
    expect(refused.statusCode).toBe(400);

    const reply = await staff('POST', `/staff/api/complaints/${problemId}/reply`, {
      text: 'We are sorry. The agent has been warned.',
      images: [replyUrl],
      askScore: true,
    });
    expect(reply.statusCode).toBe(200);

    const detail = await app.inject({ url: `/online/user-problem/problem-detail?${me}&problemId=${problemId}` });
    expect(detail.json().data).toMatchObject({
      disposeDetail: 'We are sorry. The agent has been warned.',
      // The borrower reaches the agent's photo at the borrowers' address, never the staff API's.
      disposeImages: [replyUrl.replace('/staff/api/photos/', '/uploads/')],
      isNeedScore: 1,
    });
    const list = await app.inject({ url: `/online/user-problem/problem-list?${me}` });
    expect(list.json().data.tabs[1].items.map((i: { id: number }) => i.id)).toContain(problemId);

    const scoreOnce = () =>
      app.inject({
        method: 'POST',
        url: `/online/user-problem/problem-score?${me}`,
        payload: { problemId: String(problemId), score: '4' },
      });
    expect((await scoreOnce()).statusCode).toBe(200);
    const again = await scoreOnce();
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already scored this answer');
    const after = await app.inject({ url: `/online/user-problem/problem-detail?${me}&problemId=${problemId}` });
    expect(after.json().data.isNeedScore).toBe(0);
  });

  it('refuses a score nobody asked for', async () => {
    const filed = await save(validComplaint());
    const response = await app.inject({
      method: 'POST',
      url: `/online/user-problem/problem-score?${me}`,
      payload: { problemId: String(filed.json().data.problemId), score: '5' },
    });
    expect(response.statusCode).toBe(409);
  });
});
