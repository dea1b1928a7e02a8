// Contact and careers without script (issue 19 item 8): the browser posts the form to the page itself and gets the
// page back, rendered by the server, with the confirmation or with the values and a message per field.
import t from 'tap';
import { startApp } from '../helpers/app.ts';
import { sentMails } from '../helpers/outbox.ts';
import { careersForm, pdf, validApplication } from '../helpers/resume-files.ts';

const started = await startApp(t, { RATE_LIMIT_FORMS: '100' }, { listen: true });
const { url, app } = started;

const contact = {
  name: 'Rahul Verma',
  phone: '9811122233',
  email: 'rahul.verma@example.in',
  category: 'Complaint',
  subject: 'Charged twice',
  message: 'My repayment was taken twice.',
};

const postForm = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(`${url}/contact-us`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { accept: 'text/html', 'sec-fetch-site': 'same-origin', ...headers },
    redirect: 'manual',
  });

t.test('a contact message posted without script is sent and the page confirms it', async (t) => {
  const res = await postForm(contact);
  t.equal(res.status, 200);
  t.match(res.headers.get('content-type'), 'text/html');
  t.equal(res.headers.get('cache-control'), 'no-store');
  const html = await res.text();
  t.match(html, /We have registered your complaint with reference number GRV-\d{4}-\d{6}/);
  const form = /<form class="contact-form"[^>]*>/.exec(html)?.[0] ?? '';
  t.match(form, 'method="post"');
  t.match(form, 'action="/contact-us"');
  t.match(form, 'encType="application/x-www-form-urlencoded"');
  t.equal((await sentMails(app, 'contact')).length, 1, 'the message went to the office');
});

t.test(
  'a contact form with mistakes comes back with the values and a message per field',
  async (t) => {
    const res = await postForm({ ...contact, phone: '12', email: 'nope', message: '' });
    t.equal(res.status, 422);
    const html = await res.text();
    t.match(html, 'Enter valid 10-digit mobile number');
    t.match(html, 'Enter a valid e-mail address');
    t.match(html, /id="contact-message-error"[^>]*>Required</);
    t.match(html, 'value="Rahul Verma"', 'what was typed is kept');
    t.match(html, /aria-invalid="true"/);
  },
);

t.test('a post from another site is refused with the page, not handled', async (t) => {
  const before = (await sentMails(app, 'contact')).length;
  const res = await postForm(contact, {
    'sec-fetch-site': 'cross-site',
    origin: 'https://evil.example',
  });
  t.equal(res.status, 403);
  t.match(await res.text(), 'Requests from other sites are not accepted.');
  t.equal((await sentMails(app, 'contact')).length, before);
});

t.test('a careers application posted without script is accepted and confirmed', async (t) => {
  const res = await fetch(`${url}/career`, {
    method: 'POST',
    body: careersForm(validApplication, { content: pdf(4096), name: 'cv.pdf' }),
    headers: { accept: 'text/html', 'sec-fetch-site': 'same-origin' },
  });
  t.equal(res.status, 200);
  const html = await res.text();
  t.match(html, 'We have received your application');
  t.equal((await sentMails(app, 'careers')).length, 1);
});

t.test('a careers form without a resume comes back with its values and "Required"', async (t) => {
  const form = careersForm({ ...validApplication, fullName: '' });
  // What a browser without script sends when no file was chosen: an empty part with an empty file name.
  form.append('resume', new Blob([]), '');
  const res = await fetch(`${url}/career`, {
    method: 'POST',
    body: form,
    headers: { accept: 'text/html', 'sec-fetch-site': 'same-origin' },
  });
  t.equal(res.status, 422);
  const html = await res.text();
  t.match(html, /id="careers-fullName-error"[^>]*>Required</);
  t.match(html, 'priya.sharma@example.in', 'the e-mail typed is kept');
  t.match(html, /careers-resume[\s\S]*Required/);
});

t.test('/api/contact takes form-urlencoded too and answers JSON', async (t) => {
  const res = await fetch(`${url}/api/contact`, {
    method: 'POST',
    body: new URLSearchParams({ ...contact, category: 'General question' }),
  });
  t.equal(res.status, 202);
  t.match(await res.json(), { message: /received your message/ });
});
