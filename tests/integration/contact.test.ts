import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_UA, createTestApp, type TestApp } from '../helpers/test-app';
import { readOutbox } from '../helpers/outbox';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const count = async () =>
  Number(
    (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM contact_messages')).rows[0]!.n,
  );
const good = {
  name: 'Jo Bloggs',
  email: 'Jo@Example.co.uk',
  subject: 'Selling',
  message: 'I would like to sell my flat at auction.',
};

describe('POST /api/contact', () => {
  it('stores the message and e-mails it to the team', async () => {
    const res = await request(t.app)
      .post('/api/contact')
      .send({ ...good, return_to: '/about' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    const row = await t.db.query(
      'SELECT name, email, subject, message, page_path FROM contact_messages',
    );
    expect(row.rows[0]).toEqual({
      name: 'Jo Bloggs',
      email: 'jo@example.co.uk',
      subject: 'Selling',
      message: good.message,
      page_path: '/about',
    });
    const mail = readOutbox(t.config.DATA_DIR).pop()!;
    expect(mail.to).toBe('enquiries@auctionproperty.example');
    expect(mail.subject).toBe('Contact form: Selling');
    expect(mail.body).toContain('I would like to sell my flat at auction.');
  });

  it('rejects bad fields with messages per field', async () => {
    const res = await request(t.app)
      .post('/api/contact')
      .send({ name: '', email: 'nope', message: 'short' });
    expect(res.status).toBe(400);
    expect(res.body.error.details.errors).toMatchObject({
      name: 'Enter your name',
      email: 'Enter a valid e-mail address',
      message: 'Write at least 10 characters',
    });
  });

  it('quietly drops messages that fill the honeypot', async () => {
    const before = await count();
    const res = await request(t.app)
      .post('/api/contact')
      .send({ ...good, website: 'http://spam.example' });
    expect(res.status).toBe(200);
    expect(await count()).toBe(before);
  });

  it('keeps no page path that a browser reads as another site (`/\\evil.example`)', async () => {
    // A security walk: `//x` was refused, `/\x` stored and mailed to the operator as the page.
    const before = await count();
    for (const return_to of [
      '/\\evil.example/x',
      '/\tevil.example',
      'https://evil.example/',
      '/ URGENT: your account is suspended, call 0800 000 000',
    ]) {
      const res = await request(t.app)
        .post('/api/contact')
        .send({ ...good, return_to });
      expect(res.status, return_to).toBe(400);
    }
    expect(await count()).toBe(before);
  });

  it('without JavaScript: a form post redirects back to the page, never to another site', async () => {
    const ok = await request(t.app)
      .post('/api/contact')
      .type('form')
      .send({ ...good, return_to: '/about' });
    expect(ok.status).toBe(303);
    expect(ok.headers.location).toBe('/about?contact=sent');
    const bad = await request(t.app)
      .post('/api/contact')
      .type('form')
      .send({ name: '', return_to: '//evil.example/x' });
    expect(bad.status).toBe(303);
    expect(bad.headers.location).toBe('/?contact=invalid');
  });

  it('is rate limited per IP (5 per 15 minutes), counting only messages it would send', async () => {
    // A visitor's walk: five typos (each refused for its fields) locked the sixth, good message
    // out. Its own app, so the tests above count for nothing.
    const own = await createTestApp();
    try {
      const post = (body: object) => request(own.app).post('/api/contact').send(body);
      for (let i = 0; i < 6; i++) expect((await post({ ...good, email: 'nope' })).status).toBe(400);
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await post(good)).status);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      // Without JavaScript, over the limit: back to the page, which says to wait (it showed the
      // API's JSON error).
      const form = await request(own.app)
        .post('/api/contact')
        .type('form')
        .send({ ...good, return_to: '/about' });
      expect(form.status).toBe(303);
      expect(form.headers.location).toBe('/about?contact=busy');
      const page = await request(own.app).get('/about?contact=busy').set('User-Agent', BROWSER_UA);
      expect(page.text).toContain('Too many messages from here in a short time.');
    } finally {
      await own.close();
    }
  });

  it('without JavaScript the browser checks the fields first: the form is not marked novalidate', async () => {
    // A refusal came back as an empty form (what was typed is not carried over a redirect).
    const page = await request(t.app).get('/about').set('User-Agent', BROWSER_UA);
    const form = /<form[^>]*action="\/api\/contact"[^>]*>/.exec(page.text)?.[0] ?? '';
    expect(form).not.toBe('');
    expect(form).not.toMatch(/novalidate/i);
    expect(page.text).toMatch(/<textarea[^>]*name="message"[^>]*minLength="10"/);
    expect(page.text).toMatch(/<input[^>]*type="email"[^>]*required/);
  });
});
