// "The field rules probed on every form" (issue 14): the same bad and good values, sent over HTTP to every endpoint
// that takes a mobile number, an e-mail address or a PAN, get the same messages. The endpoints come from the app's
// own registrations and the fields from each body schema (a field is a mobile field when it answers like one), so
// a new form joins the probe without a line here.
import t from 'tap';
import { z } from 'zod';
import { startApp } from '../helpers/app.ts';
import { endpointCollector, type Endpoint } from '../attack/endpoints.ts';
import { firstError } from '../../shared/schemas/fields.ts';
import { messages } from '../../shared/messages.ts';
import { fieldMessages } from '../../shared/field-messages.ts';
import { say } from '../../server/http/language/translate.ts';
import { splitLocalePath } from '../../shared/locales.ts';

interface Probe {
  /** Values refused, each with the message every endpoint must give. */
  bad: Array<[value: string, message: string]>;
  /** Values written as people write them, which every endpoint must take. */
  good: string[];
}

const probes: Record<'mobile' | 'email' | 'pan', Probe> = {
  mobile: {
    bad: [
      ['0123456789', messages.mobileInvalid],
      ['0000000000', messages.mobileInvalid],
    ],
    good: ['+91 98220 67890', '9822067890'],
  },
  email: {
    bad: [
      ['asha@', fieldMessages.emailInvalid],
      ['asha.example.com', fieldMessages.emailInvalid],
    ],
    good: [' asha@example.com '],
  },
  pan: {
    bad: [
      ['ABCDE1234F', fieldMessages.panIndividual],
      ['ABC12', fieldMessages.panFormat],
    ],
    good: ['abcpe1234f'],
  },
};

/** Which kind of field a schema is, by how it answers (not by its name). */
function kindOf(field: z.ZodType): keyof typeof probes | undefined {
  if (firstError(field, '0123456789') === messages.mobileInvalid) return 'mobile';
  if (firstError(field, 'asha@') === fieldMessages.emailInvalid) return 'email';
  if (firstError(field, 'ABCDE1234F') === fieldMessages.panIndividual) return 'pan';
  return undefined;
}

function fieldsOf(endpoint: Endpoint): Array<[string, keyof typeof probes]> {
  const shape = (endpoint.body as { shape?: Record<string, z.ZodType> } | undefined)?.shape;
  if (!shape) return [];
  return Object.entries(shape).flatMap(([name, field]) => {
    const kind = kindOf(field);
    return kind ? [[name, kind] as [string, keyof typeof probes]] : [];
  });
}

/** The body with only `field` filled in, as the endpoint takes it. */
function request(endpoint: Endpoint, field: string, value: string) {
  if (endpoint.bodyKind === 'form')
    return {
      payload: new URLSearchParams({ [field]: value }).toString(),
      contentType: 'application/x-www-form-urlencoded',
    };
  if (endpoint.bodyKind === 'multipart')
    return {
      payload: `--b\r\ncontent-disposition: form-data; name="${field}"\r\n\r\n${value}\r\n--b--\r\n`,
      contentType: 'multipart/form-data; boundary=b',
    };
  return { payload: JSON.stringify({ [field]: value }), contentType: 'application/json' };
}

t.test('every form gives the same message for the same mobile, e-mail and PAN', async (t) => {
  const collector = endpointCollector();
  const { app } = await startApp(
    t,
    { RATE_LIMIT_DEFAULT: '100000', RATE_LIMIT_FORMS: '100000' },
    {
      build: { onRoute: collector.hook },
    },
  );
  const probed = new Set<string>();
  for (const endpoint of collector.endpoints) {
    if (endpoint.url === '/api/kyc/video') continue; // its only field is the lead link
    for (const [field, kind] of fieldsOf(endpoint)) {
      const label = `${endpoint.method} ${endpoint.url} ${field}`;
      probed.add(`${endpoint.url} ${kind}`);
      const send = async (value: string) => {
        const { payload, contentType } = request(endpoint, field, value);
        const res = await app.inject({
          method: endpoint.method as 'POST',
          url: endpoint.url,
          payload,
          headers: { 'content-type': contentType, 'sec-fetch-site': 'same-origin' },
        });
        if (String(res.headers['content-type']).startsWith('text/html')) return { html: res.body };
        return { errors: (res.json() as { errors?: Record<string, string> }).errors ?? {} };
      };
      // A /hi page's form answers in Hindi: the same rule, the Hindi catalogue's words.
      const locale = splitLocalePath(endpoint.url).locale;
      for (const [value, english] of probes[kind].bad) {
        const message = say(english, locale);
        const answer = await send(value);
        if ('html' in answer)
          t.match(answer.html, message, `${label} refuses ${value} on the page`);
        else t.equal(answer.errors[field], message, `${label} refuses ${value}`);
      }
      for (const value of probes[kind].good) {
        const answer = await send(value);
        if ('html' in answer)
          for (const [, message] of probes[kind].bad)
            t.notMatch(
              answer.html,
              say(message, locale),
              `${label} takes ${JSON.stringify(value)} on the page`,
            );
        else t.equal(answer.errors[field], undefined, `${label} takes ${JSON.stringify(value)}`);
      }
    }
  }
  // The forms of SPEC and the issue, at least: if one of these stops being probed, the probe lost track of it.
  for (const expected of [
    '/api/contact mobile',
    '/api/contact email',
    '/contact-us mobile',
    '/api/careers mobile',
    '/api/careers email',
    '/career mobile',
    '/hi/contact-us mobile',
    '/hi/career mobile',
    '/api/applications mobile',
    '/api/applications email',
    '/api/applications pan',
  ])
    t.ok(probed.has(expected), `${expected} is probed`);
  t.comment([...probed].join(', '));
});
