import t from 'tap';
import { utmFromSearch } from '../../client/utm.ts';

t.test('the landing URL gives its utm_source and utm_campaign', async (t) => {
  t.same(utmFromSearch('?utm_source=newsletter&utm_campaign=diwali&utm_medium=email'), {
    utmSource: 'newsletter',
    utmCampaign: 'diwali',
  });
  t.same(utmFromSearch('?utm_source=google'), { utmSource: 'google', utmCampaign: undefined });
});

t.test('a URL without tags, or with empty ones, gives nothing to keep', async (t) => {
  t.equal(utmFromSearch(''), undefined);
  t.equal(utmFromSearch('?utm_source=%20&utm_campaign='), undefined);
});

t.test('an overlong tag is cut to the 100 characters the application accepts', async (t) => {
  t.equal(utmFromSearch(`?utm_source=${'x'.repeat(500)}`)?.utmSource?.length, 100);
});
