import t from 'tap';
import { stripTags } from '../../server/upstreams/lending/strip-tags.ts';

t.test('an upstream Message loses its tags and keeps its words', async (t) => {
  t.equal(
    stripTags('<p>Application already exists for this <b>PAN</b>.</p>'),
    'Application already exists for this PAN.',
  );
  t.equal(stripTags('<p>First</p><p>Second</p>'), 'First Second', 'block tags separate words');
  t.equal(stripTags('Line one<br/>line two'), 'Line one line two');
  t.equal(stripTags('<div class="x"\n data-a="1">Spread\nover   lines</div>'), 'Spread over lines');
});

t.test(
  'common entities are decoded after the tags are gone, so escaped markup stays text',
  async (t) => {
    t.equal(stripTags('Terms &amp; conditions'), 'Terms & conditions');
    t.equal(stripTags('&lt;script&gt;alert(1)&lt;/script&gt;'), '<script>alert(1)</script>');
    t.equal(stripTags('it&#39;s &quot;ok&quot;&nbsp;now'), 'it\'s "ok" now');
    t.equal(
      stripTags('&#8377;5,000 &#x20B9;6,000'),
      '\u20b95,000 \u20b96,000',
      'numeric entities, the rupee sign included',
    );
    t.equal(stripTags('&amp;lt;b&amp;gt;'), '&lt;b&gt;', 'decoded once, not twice');
    t.equal(
      stripTags('&unknown; &#0; &#xD800;'),
      '&unknown; &#0; &#xD800;',
      'unknown or invalid entities stay as written',
    );
  },
);

t.test('script and style content is dropped, not shown as text', async (t) => {
  t.equal(
    stripTags('Hi<script>alert("x")</script> there<style>p{color:red}</style>!'),
    'Hi there !',
  );
  t.equal(stripTags('a<!-- hidden -->b'), 'a b');
});

t.test('text that only looks like a tag is kept', async (t) => {
  t.equal(stripTags('EMI < 5000 and > 1000'), 'EMI < 5000 and > 1000');
  t.equal(stripTags('  \n  '), '');
  t.equal(stripTags(null), '');
  t.equal(stripTags(undefined), '');
});
