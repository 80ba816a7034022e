import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_UA, createTestApp, type TestApp } from '../helpers/test-app';
import { staffApi } from '../helpers/staff-api';

/**
 * A rich-text section made only of empty paragraphs passed every check: Publish put a blank gap on
 * the live page. Publishing it is now refused with the section's field message, as an empty
 * required field is; the draft may still hold it while the editor writes.
 */

let t: TestApp;
let editor: string;
beforeAll(async () => {
  t = await createTestApp();
  editor = await t.sessionCookie('copy-editor');
});
afterAll(() => t.close());

const { send } = staffApi(
  () => t,
  () => editor,
);

describe('a rich-text section of empty paragraphs', () => {
  it('is saved as a draft but refused on publish, with the field message', async () => {
    const created = await send('post', '/pages', { path: '/blank-text', title: 'Blank text' });
    const { id, document } = created.body.page;
    const section = {
      type: 'rich-text',
      id: 'body',
      blocks: [
        { kind: 'paragraph', spans: [{ text: '' }] },
        { kind: 'paragraph', spans: [{ text: ' ' }] },
      ],
    };
    const saved = await send('put', `/pages/${id}/draft`, {
      document: { ...document, sections: [section] },
    });
    expect(saved.status).toBe(200);
    const published = await send('post', `/pages/${id}/publish`, {});
    expect(published.status).toBe(400);
    expect(published.body.error.message).toBe(
      'Section 1 (Rich text) is not valid yet; fix or remove it before publishing',
    );
    expect(published.body.error.details.issues).toEqual([
      {
        index: 0,
        type: 'rich-text',
        section: 'Section 1 (Rich text)',
        issues: ['Blocks: Write some text: a section of empty paragraphs shows as a blank gap'],
        fields: [
          {
            path: 'blocks',
            field: 'Blocks',
            message: 'Write some text: a section of empty paragraphs shows as a blank gap',
          },
        ],
      },
    ]);
    const live = await request(t.app).get('/blank-text').set('User-Agent', BROWSER_UA);
    expect(live.status).toBe(404);
  });
});
